// The theme toggle of a page without the app (a project's, paper's or note's own page, the notes
// list): the same button as the main page's (src/layout/theme-toggle.tsx), answered by this one
// inline script instead of React. It switches the theme, says so and keeps the choice where the
// main page's toggle and the head's script read it; the browser's bar follows. The head's script
// (saved-settings-script.ts) says whether dark is on as the page loads and comes back from Back.
// Plain ES2017, written as text: it goes into the page as it is, hashed by the page's CSP.
import { DARK_MODE_STORAGE_KEY, siteStorageKey, THEME_COLOR_SELECTOR } from '../config/site';
import { THEME_TOGGLE_ATTRIBUTE } from './saved-settings-script';

/** The script of a site at `rootBase` ("/" or "/portfolio/"): it keeps that site's own key. */
export const themeToggleScript = (rootBase: string): string => `(() => {
  const root = document.documentElement;
  for (const button of document.querySelectorAll(${JSON.stringify(`[${THEME_TOGGLE_ATTRIBUTE}]`)})) {
    button.addEventListener('click', () => {
      const dark = root.classList.toggle('dark');
      const bar = document.querySelector(${JSON.stringify(THEME_COLOR_SELECTOR)});
      const color = bar && bar.dataset[dark ? 'dark' : 'light'];
      if (color) bar.content = color;
      try {
        localStorage.setItem(${JSON.stringify(siteStorageKey(rootBase, DARK_MODE_STORAGE_KEY))}, String(dark));
      } catch {
        // Storage refused: the theme holds for this page only.
      }
      button.setAttribute('aria-pressed', String(dark));
    });
  }
})();`;
