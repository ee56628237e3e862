// Runs the inline script as a page would, with the address, the referrer and storage it sees.
import { describe, expect, it, vi } from 'vitest';
import {
  languageChoiceKey,
  languageChoiceScript,
  LANGUAGE_CHOICE_KEY,
  PAGE_LANGUAGES_ATTRIBUTE,
} from './language-choice-script';
import { languageAddress, splitLanguage } from './languages';

const SITE = { default: 'en', all: ['en', 'de', 'he'] };
const BASE = '/portfolio/';
const ORIGIN = 'https://me.example';
/** Where this site, under its sub-path, keeps the choice. */
const KEY = languageChoiceKey(BASE);

interface Visit {
  tag: string;
  pathname: string;
  referrer?: string;
  stored?: string | null;
  /** What other sites on the same host keep in the same storage. */
  elsewhere?: Record<string, string>;
  storageThrows?: boolean;
  /** What the page's <html> says of the languages it is in; nothing for a page in all of them. */
  pageLanguages?: string;
  /** How the visitor came: a link or an address, Back or Forward, a reload. */
  navigation?: 'navigate' | 'back_forward' | 'reload';
}

function visit({
  tag,
  pathname,
  referrer = '',
  stored = null,
  elsewhere = {},
  storageThrows = false,
  pageLanguages,
  navigation = 'navigate',
}: Visit) {
  const store = new Map<string, string>([
    ...Object.entries(elsewhere),
    ...(stored ? [[KEY, stored] as [string, string]] : []),
  ]);
  const storage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('denied');
      return store.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error('denied');
      store.set(key, value);
    },
  };
  const replace = vi.fn();
  const listeners: Record<string, Array<(event: { target: unknown }) => void>> = {};
  const location = { origin: ORIGIN, pathname, search: '?q=1', hash: '#x', replace };
  const document = {
    referrer,
    documentElement: {
      getAttribute: (name: string) =>
        name === PAGE_LANGUAGES_ATTRIBUTE ? (pageLanguages ?? null) : null,
    },
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) =>
      (listeners[type] ??= []).push(listener),
    // The main page's sections, none reached: the page is at its top.
    querySelectorAll: () => [],
  };
  class Element {
    dataset: Record<string, string>;
    href = '';
    hreflang: string;
    /** A switch's link; `pointed` when the script points it at the page the visitor is on. */
    constructor(language: string, pointed = true) {
      this.hreflang = language;
      this.dataset = pointed ? { language } : {};
    }
    closest() {
      return this;
    }
  }
  new Function(
    'document',
    'location',
    'localStorage',
    'Element',
    'performance',
    languageChoiceScript(SITE, BASE, tag),
  )(document, location, storage, Element, {
    navigation: { type: { navigate: 0, reload: 1, back_forward: 2 }[navigation] },
  });
  const click = (language: string, { pointed = true, type = 'click' } = {}) => {
    const link = new Element(language, pointed);
    for (const listener of listeners[type] ?? []) listener({ target: link });
    return link.href;
  };
  return { store, replace, click };
}

describe('the language choice script', () => {
  it('leads each switch link to the page the visitor is on, in its language', () => {
    for (const tag of SITE.all) {
      const pathname = languageAddress(SITE, BASE, tag, 'projects/loom/');
      const { click } = visit({ tag, pathname });
      for (const other of SITE.all) {
        // The query stays (the search page's words).
        expect(click(other)).toBe(languageAddress(SITE, BASE, other, 'projects/loom/') + '?q=1');
        expect(splitLanguage(SITE, BASE, click(other).split('?')[0]!)).toEqual({
          tag: other,
          path: 'projects/loom/',
        });
      }
    }
  });

  it('keeps the choice of a site under a sub-path apart from other sites on its host', () => {
    expect(KEY).toBe(`${BASE}${LANGUAGE_CHOICE_KEY}`);
    expect(languageChoiceKey('/')).toBe(LANGUAGE_CHOICE_KEY);
    // Another site on the host kept "language" for its own visitors: this one does not read it.
    const arrival = {
      tag: 'en',
      pathname: '/portfolio/projects/x/',
      referrer: 'https://a.example/',
    };
    expect(
      visit({ ...arrival, elsewhere: { [LANGUAGE_CHOICE_KEY]: 'de' } }).replace,
    ).not.toHaveBeenCalled();
    expect(visit({ ...arrival, stored: 'de' }).replace).toHaveBeenCalled();
  });

  it('keeps the language chosen with the switch, and nothing for other moves between languages', () => {
    const chosen = visit({ tag: 'en', pathname: '/portfolio/projects/x/' });
    chosen.click('de');
    expect(chosen.store.get(KEY)).toBe('de');
    // A modal's switch, or one to a page the language lacks (the link leads where it says), and
    // a middle click that opens the language in a new tab: each is a choice too.
    const modal = visit({ tag: 'en', pathname: '/portfolio/projects/x/' });
    expect(modal.click('de', { pointed: false })).toBe('');
    expect(modal.store.get(KEY)).toBe('de');
    const middle = visit({ tag: 'de', pathname: '/portfolio/de/' });
    middle.click('en', { type: 'auxclick' });
    expect(middle.store.get(KEY)).toBe('en');
    // A link to a note's original, or a page's way home in another language, is not a choice.
    const moved = visit({
      tag: 'en',
      pathname: '/portfolio/notes/x/',
      referrer: `${ORIGIN}/portfolio/de/notes/x/`,
      stored: 'de',
    });
    expect(moved.store.get(KEY)).toBe('de');
    expect(moved.replace).not.toHaveBeenCalled();
    const within = visit({
      tag: 'en',
      pathname: '/portfolio/projects/x/',
      referrer: `${ORIGIN}/portfolio/`,
    });
    expect(within.store.size).toBe(0);
    // Storage refused: the switch still leads there.
    const refused = visit({ tag: 'en', pathname: '/portfolio/', storageThrows: true });
    expect(refused.click('de')).toBe(languageAddress(SITE, BASE, 'de', '') + '?q=1');
  });

  it('takes a visitor arriving from elsewhere to the same page in their chosen language', () => {
    const { replace } = visit({
      tag: 'en',
      pathname: '/portfolio/research/paper/',
      referrer: 'https://search.example/?q=me',
      stored: 'he',
    });
    expect(replace).toHaveBeenCalledWith('/portfolio/he/research/paper/?q=1#x');
  });

  it('leaves a visitor who comes Back, Forward or by a reload on the page they left', () => {
    const arrival = { tag: 'en', pathname: '/portfolio/', stored: 'de' };
    expect(visit({ ...arrival, navigation: 'back_forward' }).replace).not.toHaveBeenCalled();
    expect(visit({ ...arrival, navigation: 'reload' }).replace).not.toHaveBeenCalled();
    expect(visit({ ...arrival, navigation: 'navigate' }).replace).toHaveBeenCalled();
  });

  it('leaves a visitor on a page that their chosen language does not have', () => {
    const pathname = languageAddress(SITE, BASE, 'en', 'notes/only-here/');
    const arrive = (pageLanguages: string) =>
      visit({ tag: 'en', pathname, stored: 'de', pageLanguages }).replace;
    expect(arrive('en he')).not.toHaveBeenCalled();
    expect(arrive('en de')).toHaveBeenCalledWith(
      `${languageAddress(SITE, BASE, 'de', 'notes/only-here/')}?q=1#x`,
    );
  });

  it('sends nobody anywhere without a choice, or when storage is refused', () => {
    expect(visit({ tag: 'de', pathname: '/portfolio/de/' }).replace).not.toHaveBeenCalled();
    expect(
      visit({ tag: 'de', pathname: '/portfolio/de/', stored: 'en', storageThrows: true }).replace,
    ).not.toHaveBeenCalled();
    expect(
      visit({ tag: 'de', pathname: '/portfolio/de/', stored: 'fr' }).replace,
    ).not.toHaveBeenCalled();
  });
});
