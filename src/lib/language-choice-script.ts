// The one inline script of a site in several languages, in every page's head (item pages too,
// which ship no app). It does these things, in a few hundred bytes:
// - A language switch's link (`data-language`) leads to the page the visitor is on, in that
//   language, whatever the address shows by then (an open project's, say), not only the main page;
//   on the main page, at the section the visitor has reached (sections have the same ids in every
//   language).
// - A language chosen with a switch (the bar's, a modal's; a click or a middle click) is the
//   visitor's choice, kept in storage, whichever page it leads to. Other links
//   between languages (a note's original, a page's way home) are not: reading one page in its
//   original does not change the language the visitor reads the site in.
// - The switch keeps the address's query (the search page's words).
// - The switch, a native disclosure (`data-language-switch`), closes as a menu does: on Escape,
//   its summary taking the focus back and a modal it is in staying open, and on a press anywhere
//   else.
// - Arriving from elsewhere (a search result, a bookmark) at a page in another language than the
//   kept choice goes to the same page in the chosen language, if it exists there (not on Back,
//   Forward or a reload, which return to the page the visitor left): a page not in
//   every language (a note not translated) names those it is in on its <html>. Search engines keep
//   nothing between visits, so they are never sent anywhere: every address shows its own language
//   to them.
// Plain ES2017, written as text: it goes into the page as it is, hashed by the page's CSP. Its
// reading of addresses is splitLanguage()'s (src/lib/languages.ts); a test holds them together.
import { siteStorageKey } from '../config/site';
import type { SiteLanguages } from './languages';

/** The storage key of the visitor's chosen language, for a site at its host's root. */
export const LANGUAGE_CHOICE_KEY = 'language';

/**
 * The key a site at `rootBase` keeps the choice under ("/portfolio/language" under a sub-path):
 * another site's "language" on the same host never sends its visitors elsewhere.
 */
export const languageChoiceKey = (rootBase: string): string =>
  siteStorageKey(rootBase, LANGUAGE_CHOICE_KEY);

/** On the <html> of a page not in every language: the languages it is in ("en fr"). */
export const PAGE_LANGUAGES_ATTRIBUTE = 'data-languages';

export function languageChoiceScript(
  languages: SiteLanguages,
  rootBase: string,
  tag: string,
): string {
  const site = JSON.stringify({
    d: languages.default,
    a: languages.all,
    b: rootBase,
    t: tag,
    k: languageChoiceKey(rootBase),
    p: PAGE_LANGUAGES_ATTRIBUTE,
  }).replace(/</g, '\\u003c');
  return `((s) => {
  const split = (pathname) => {
    const within = pathname.startsWith(s.b) ? pathname.slice(s.b.length) : '';
    for (const tag of s.a) {
      if (tag !== s.d && (within === tag || within.startsWith(tag + '/'))) {
        return { tag, path: within.slice(tag.length + 1) };
      }
    }
    return { tag: s.d, path: within };
  };
  const address = (tag, path) => s.b + (tag === s.d ? '' : tag + '/') + path;
  // The last section whose top is in the upper third of the screen, past the first (the hero).
  const reached = () => {
    const passed = [...document.querySelectorAll('.page-section[id]')].filter(
      (section) => section.getBoundingClientRect().top <= innerHeight / 3,
    );
    return passed.length > 1 ? '#' + passed[passed.length - 1].id : '';
  };
  const openSwitches = () => document.querySelectorAll('details[data-language-switch][open]');
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const open of openSwitches()) {
      if (!open.contains(event.target)) continue;
      event.preventDefault();
      event.stopPropagation();
      open.open = false;
      open.querySelector('summary').focus();
    }
  }, true);
  document.addEventListener('pointerdown', (event) => {
    for (const open of openSwitches()) {
      if (!open.contains(event.target)) open.open = false;
    }
  }, true);
  // A press on a switch's link, a middle click (a new tab) included.
  const follow = (event) => {
    const link =
      event.target instanceof Element && event.target.closest('[data-language-switch] a');
    if (!link) return;
    const path = split(location.pathname).path;
    if (link.dataset.language) {
      link.href =
        address(link.dataset.language, path) + location.search + (path === '' ? reached() : '');
    }
    try {
      localStorage.setItem(s.k, link.hreflang);
    } catch {
      // Storage refused: the switch still leads there, and nothing is kept.
    }
  };
  document.addEventListener('click', follow, true);
  document.addEventListener('auxclick', follow, true);
  try {
    const from = document.referrer && new URL(document.referrer);
    if (from && from.origin === location.origin && from.pathname.startsWith(s.b)) return;
    // Back, forward and reload (types 2 and 1; 0 is any other arrival) return to this page as it
    // was left: Back from the chosen language to the one left behind stays there. The older
    // reading of the navigation's type, in every browser, is the shorter one, and this script is
    // in the first bytes of every page.
    if (performance.navigation.type) return;
    const chosen = localStorage.getItem(s.k);
    const here = document.documentElement.getAttribute(s.p);
    if (chosen && chosen !== s.t && s.a.includes(chosen) && (!here || here.split(' ').includes(chosen))) {
      location.replace(address(chosen, split(location.pathname).path) + location.search + location.hash);
    }
  } catch {
    // Storage refused: every page simply stays in its own language.
  }
})(${site});`;
}
