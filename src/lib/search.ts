// Site search: what opens it, and where each of Pagefind's results leads. Pure, so the bar, the
// dialog and the /search/ page share it and tests need no browser.

/** The search page's path within a language: it works without JavaScript as a link target. */
export const SEARCH_PATH = 'search/';

/**
 * Marks what can open search on a page (the bar's button, the search page's field): the build
 * gives a page so marked the CSP source Pagefind's WebAssembly needs, and no other page.
 */
export const SEARCH_ATTRIBUTE = 'data-search';

/** The query's parameter on the search page (`/search/?q=…`). */
export const QUERY_PARAMETER = 'q';

/**
 * The search page's address asking for `query` (none when it is empty), the rest of `href`
 * kept: what the page's address becomes as the visitor types, so a reload or a shared link
 * searches the same.
 */
export function addressWithQuery(href: string, query: string): string {
  const url = new URL(href);
  if (query) url.searchParams.set(QUERY_PARAMETER, query);
  else url.searchParams.delete(QUERY_PARAMETER);
  return url.href;
}

/**
 * The main page's sections the index reads. Projects, papers and notes are found on their own
 * pages instead, so their results lead there; the hero and contact say nothing to look for.
 */
export const SECTIONS_SEARCHED_ON_MAIN_PAGE: readonly string[] = [
  'about',
  'skills',
  'experience',
  'certificates',
];

/** How many pages' results the search shows at first, and how many more each "Show more" adds. */
export const SEARCH_RESULTS_MAX = 8;

/** How long the sign that search needs a connection stays, offline. */
export const OFFLINE_SIGN_MS = 8000;

export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** What has focus: a shortcut never steals a key from a field being typed into. */
  target: EventTarget | null;
}

function isEditable(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** `/` outside a field, or Ctrl+K / Cmd+K anywhere: the keys that open search. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isEditable(event.target);
}

/** The result to focus after `key` from `current` (-1: the field), or null for other keys. */
export function nextResultIndex(current: number, count: number, key: string): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current + 1 >= count ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return current < 0 ? null : 0;
    case 'End':
      return current < 0 ? null : count - 1;
    default:
      return null;
  }
}

/** The parts of a Pagefind result the search reads (pagefind.js's `PagefindSearchFragment`). */
export interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: Array<{ url: string; title: string; excerpt: string }>;
}

/** One result as the visitor sees it: a title, a line of text with the matches marked, a link. */
export interface SearchHit {
  url: string;
  title: string;
  /** Pagefind's excerpt: escaped text with the matching words in <mark>. */
  excerpt: string;
}

/** A section's heading id ("experience-heading", src/components/section.tsx) → the section's. */
function sectionAnchor(url: string): string {
  return url.replace(/#([\w-]+)-heading$/, '#$1');
}

/**
 * The links a result makes. A page of its own (a project's, a paper's, a note's) is one link to
 * it. The main page is indexed by section: each matching section becomes a link to its anchor,
 * named by its heading, since "the portfolio" says nothing of where the word is.
 */
export function resultHits(fragment: PagefindFragment, mainPages: readonly string[]): SearchHit[] {
  const path = fragment.url.replace(/[?#].*$/, '');
  const sections = (fragment.sub_results ?? []).filter((sub) => sub.url.includes('#'));
  if (!mainPages.includes(path) || sections.length === 0) {
    return [
      { url: fragment.url, title: fragment.meta.title ?? fragment.url, excerpt: fragment.excerpt },
    ];
  }
  return sections.map((sub) => ({
    url: sectionAnchor(sub.url),
    title: sub.title,
    excerpt: sub.excerpt,
  }));
}
