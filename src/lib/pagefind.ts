// The one door to Pagefind's search bundle (dist/pagefind/, written by scripts/search-index.ts).
// Nothing of it loads until `searchSite` is first called: the bundle's script, its WebAssembly
// and the index's pieces are fetched then, from the site's root whatever the page's language.
// Pagefind picks the index of the page's <html lang> itself. Tests replace this module.
import { locale } from '../words';
import { resultHits, SEARCH_RESULTS_MAX, type PagefindFragment, type SearchHit } from './search';

interface PagefindResult {
  data: () => Promise<PagefindFragment>;
}

interface PagefindApi {
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
}

let loading: Promise<PagefindApi> | undefined;

function loadPagefind(rootBase: string): Promise<PagefindApi> {
  loading ??= (
    import(/* @vite-ignore */ `${rootBase}pagefind/pagefind.js`) as Promise<PagefindApi>
  ).then(async (api) => {
    // Pagefind picks its index by <html lang>, read as init() starts; a page translator rewrites
    // it ("de" on an English page), so the page's own language stands there for that moment.
    const html = document.documentElement;
    const shown = html.getAttribute('lang');
    html.setAttribute('lang', locale);
    const started = api.init();
    if (shown === null) html.removeAttribute('lang');
    else html.setAttribute('lang', shown);
    await started;
    return api;
  });
  // A failed load (offline) is tried again on the next search rather than remembered.
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * What a search found: the results of the first pages (the main page's as its sections), how many
 * pages those are, and how many pages it found in all.
 */
export interface FoundPages {
  hits: SearchHit[];
  pages: number;
  total: number;
}

/**
 * The first `pages` of the site's pages matching `query`, best first, as links: `rootBase` is the
 * site's base ("/"), `home` the main page's address in the page's language, whose results become
 * its sections'. Each page's excerpt is fetched on its own, so only those shown are.
 */
export async function searchSite(
  query: string,
  rootBase: string,
  home: string,
  pages: number = SEARCH_RESULTS_MAX,
): Promise<FoundPages> {
  const api = await loadPagefind(rootBase);
  const found = await api.search(query);
  // null: a newer search superseded this one.
  if (!found) return { hits: [], pages: 0, total: 0 };
  const shown = found.results.slice(0, pages);
  const fragments = await Promise.all(shown.map((result) => result.data()));
  return {
    hits: fragments.flatMap((fragment) => resultHits(fragment, [home])),
    pages: shown.length,
    total: found.results.length,
  };
}
