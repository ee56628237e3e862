// The head's first script, on every page (index.html's <!--saved-settings--> marker, filled by
// scripts/saved-settings-plugin.ts): the visitor's saved theme and stop of the animations, put on
// <html> before the first paint; once the page is parsed, the buttons that switch them say so
// (aria-pressed), long before the islands that hold them wake; and all again when Back or Forward
// brings the page back from the browser's cache, for either may have changed elsewhere. React
// reads the same settings from <html> when it takes a button over, so the two never disagree.
// Plain ES5, written as text: it goes into the page as it is, hashed by the page's CSP.
// It imports only config with no imports of its own, with their extensions: the Vite config loads it.
import {
  DARK_MODE_STORAGE_KEY,
  MOTION_PAUSED_ATTRIBUTE,
  MOTION_PAUSED_STORAGE_KEY,
  siteStorageKey,
  THEME_COLOR_SELECTOR,
} from '../config/site.ts';

/** Marks the button that switches the theme (the bar's, and each item page's). */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle';
/** Marks the button that stops and restarts the animations (the hero's). */
export const MOTION_TOGGLE_ATTRIBUTE = 'data-motion-toggle';

const json = JSON.stringify;

/** The script of a site at `rootBase` ("/" or "/portfolio/"): it reads that site's own keys. */
export const savedSettingsScript = (rootBase: string): string => `(function () {
  var root = document.documentElement;
  function showPressed() {
    var pressed = [
      [${json(`[${THEME_TOGGLE_ATTRIBUTE}]`)}, root.classList.contains('dark')],
      [${json(`[${MOTION_TOGGLE_ATTRIBUTE}]`)}, root.hasAttribute(${json(MOTION_PAUSED_ATTRIBUTE)})]
    ];
    for (var i = 0; i < pressed.length; i++) {
      var buttons = document.querySelectorAll(pressed[i][0]);
      for (var j = 0; j < buttons.length; j++) buttons[j].setAttribute('aria-pressed', String(pressed[i][1]));
    }
  }
  function showSaved() {
    try {
      var dark = localStorage.getItem(${json(siteStorageKey(rootBase, DARK_MODE_STORAGE_KEY))}) === 'true';
      root.classList.toggle('dark', dark);
      var bar = document.querySelector(${json(THEME_COLOR_SELECTOR)});
      var color = bar && bar.dataset[dark ? 'dark' : 'light'];
      if (color) bar.content = color;
      var still = localStorage.getItem(${json(siteStorageKey(rootBase, MOTION_PAUSED_STORAGE_KEY))}) === 'true';
      root.toggleAttribute(${json(MOTION_PAUSED_ATTRIBUTE)}, still);
    } catch (e) {}
  }
  showSaved();
  // Once the page is parsed, without waiting for its scripts as DOMContentLoaded would.
  document.addEventListener('readystatechange', function () {
    if (document.readyState === 'interactive') showPressed();
  });
  addEventListener('pageshow', function (event) {
    if (!event.persisted) return;
    showSaved();
    showPressed();
  });
})();`;
