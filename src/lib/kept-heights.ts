// A visitor who reloads the page partway down, or comes back to it after the browser has let it go
// (no back-forward cache), is put back at the scroll position they left. The sections off screen
// stand in at a guessed height until drawn (styles/base.css), so that position would mean other
// content: on a phone, a reload in the research section landed thousands of pixels away. So each
// section's height is kept for the tab as the page is left, and the page's first lines give each
// section its kept height as its stand-in, on the layout the browser restores the position on.
// The heights are kept per address (each language's page is laid out differently, and a page
// without sections, such as the search page, must not wipe the portfolio's), and hold for the
// window width they were measured at only.
import { writeItem } from './safe-storage';

/** The start of the tab's storage key of a page's heights; the page's path follows. */
export const KEPT_HEIGHTS_KEY = 'sectionHeights:';

export interface KeptHeights {
  /** The window's width (`innerWidth`), scroll bar included: known before the page is parsed. */
  width: number;
  /** Each section's height, less its padding and borders: what `contain-intrinsic-size` sizes. */
  heights: Record<string, number>;
}

/** The page's sections as they stand now. */
export function measureSections(root: ParentNode = document): KeptHeights {
  const heights: Record<string, number> = {};
  for (const section of root.querySelectorAll<HTMLElement>('.page-section[id]')) {
    const style = getComputedStyle(section);
    const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
    const around = edges.reduce((sum, edge) => sum + (parseFloat(style[edge]) || 0), 0);
    const height = section.getBoundingClientRect().height - around;
    heights[section.id] = Math.max(0, height);
  }
  return { width: innerWidth, heights };
}

/**
 * Keeps the sections' heights whenever the page is left or hidden (a phone may drop a hidden tab
 * without another word), under the address the page was loaded at: an open item's address shown
 * meanwhile is not the page the browser will load again. A page without sections keeps nothing.
 * Returns a function that stops it.
 */
export function keepSectionHeights(root: ParentNode = document): () => void {
  const key = KEPT_HEIGHTS_KEY + location.pathname;
  const keep = () => {
    const kept = measureSections(root);
    if (Object.keys(kept.heights).length > 0) writeItem(key, JSON.stringify(kept), 'session');
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') keep();
  };
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', keep);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * The inline script, in the main page's head, that gives each section its kept height as its
 * stand-in when the heights were kept for this address at this width (on a reload, a step back or
 * forward, a link within the site or to a place on the page). Plain ES2017, written as
 * text: it goes into the page as it is, hashed by the page's CSP, which lets a script add a
 * stylesheet it has built (not a <style> element). The heights are numbers and the ids escaped,
 * so a value tampered with in storage can make no other rule; any failure leaves the guessed
 * heights.
 */
export function keptHeightsScript(): string {
  return `((key) => {
  try {
    // A first landing (from another site, a bookmark, an address typed) opens at the top, where
    // no stand-in moves anything: the tab's storage is not opened, a wait before the first paint.
    const nav = performance.getEntriesByType('navigation')[0];
    const fromHere = document.referrer && new URL(document.referrer).origin === location.origin;
    if (nav && nav.type === 'navigate' && !location.hash && !fromHere) return;
    const kept = JSON.parse(sessionStorage.getItem(key + location.pathname) || 'null');
    if (!kept || kept.width !== innerWidth) return;
    const rules = Object.keys(kept.heights).map(
      (id) => '#' + CSS.escape(id) + '{contain-intrinsic-size:auto ' + Number(kept.heights[id]) + 'px}',
    );
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules.join(''));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch (e) {}
})(${JSON.stringify(KEPT_HEIGHTS_KEY)});`;
}
