import {
  DARK_MODE_STORAGE_KEY,
  siteStorageKey,
  THEME_COLOR_SELECTOR,
  THEME_SWITCHING_CLASS,
} from '../config/site';
import { SITE_BASE } from '../config/site-base';
import { settingSubscribers } from './page-setting';
import { writeItem } from './safe-storage';

// The head's script (saved-settings-script.ts) applies the stored theme before first paint, and
// again when the browser brings the page back from its back-forward cache; this module keeps the
// class on <html> as the single source of truth afterwards and lets React subscribe to it.

const subscribers = settingSubscribers();

export function isDarkApplied(): boolean {
  return document.documentElement.classList.contains('dark');
}

/** The browser's bar takes the colour of the theme the page shows. */
export function showThemeColor(dark: boolean): void {
  const meta = document.querySelector<HTMLMetaElement>(THEME_COLOR_SELECTOR);
  const color = meta?.dataset[dark ? 'dark' : 'light'];
  if (meta && color) meta.content = color;
}

const STATE_CHANGE = 'contentvisibilityautostatechange';

/** Runs `then` once the frame after the next has its styles. */
const afterNextFrame = (then: () => void) =>
  requestAnimationFrame(() => requestAnimationFrame(then));

/**
 * Holds the easings of each section whose content the browser skips until it comes near
 * (`content-visibility: auto`) till it is first drawn: the browser takes its new colours only
 * then, and they would ease from the old theme's as the visitor scrolled to it.
 */
function holdEasingsOfSkippedSections(): void {
  for (const section of document.querySelectorAll<HTMLElement>('.page-section')) {
    // A browser that cannot say when a section is drawn skips none, or eases as it did.
    if (!(`on${STATE_CHANGE}` in section) || section.classList.contains(THEME_SWITCHING_CLASS)) {
      continue;
    }
    const content = section.firstElementChild;
    if (!content || content.checkVisibility({ contentVisibilityAuto: true })) continue;
    section.classList.add(THEME_SWITCHING_CLASS);
    const drawn = (event: Event) => {
      if ((event as Event & { skipped?: boolean }).skipped) return;
      section.removeEventListener(STATE_CHANGE, drawn);
      afterNextFrame(() => section.classList.remove(THEME_SWITCHING_CLASS));
    };
    section.addEventListener(STATE_CHANGE, drawn);
  }
}

export function setDarkMode(dark: boolean): void {
  const root = document.documentElement;
  // The new colours are taken at once, with no easing (THEME_SWITCHING_CLASS), everywhere:
  // reading a computed style applies the switch to what is drawn before the easings return.
  root.classList.add(THEME_SWITCHING_CLASS);
  holdEasingsOfSkippedSections();
  root.classList.toggle('dark', dark);
  void getComputedStyle(root).color;
  afterNextFrame(() => root.classList.remove(THEME_SWITCHING_CLASS));
  showThemeColor(dark);
  writeItem(siteStorageKey(SITE_BASE, DARK_MODE_STORAGE_KEY), String(dark));
  subscribers.notify();
}

/**
 * Calls `listener` when the theme may have changed: on this page's toggle, and on every `pageshow`
 * (Back or Forward may bring the page back from the browser's cache, and the head's script put on
 * the theme saved since); React reads the class again, so a call that changed nothing costs nothing.
 */
export const subscribeDarkMode = subscribers.subscribe;
