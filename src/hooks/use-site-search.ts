import { useCallback, useEffect, useState } from 'react';
import { SITE_BASE } from '../config/site-base';
import { SEARCH_HOME } from '../config/search';
import { searchSite } from '../lib/pagefind';
import { SEARCH_RESULTS_MAX, type SearchHit } from '../lib/search';

export type SiteSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  /**
   * `pages`: how many pages `hits` are the results of, of the `total` found. `moreFailed`: the
   * last "Show more" could not load (offline); the results shown stay, and asking again retries.
   */
  | {
      status: 'done';
      query: string;
      hits: SearchHit[];
      pages: number;
      total: number;
      moreFailed?: boolean;
      /** These are an earlier query's results, shown until the field's own arrive. */
      stale?: boolean;
    };

/** One ask of the index: its words, how many pages, which try. */
const askOf = (query: string, pages: number, tries: number) => `${tries} ${pages} ${query}`;

/**
 * The site's pages matching `query` (trimmed; nothing for an empty one), the first
 * SEARCH_RESULTS_MAX of them, and `showMore` to add as many again. A newer query supersedes an
 * older one still running, whose answer is dropped; results stay shown while the next arrive.
 */
export function useSiteSearch(query: string): {
  search: SiteSearch;
  showMore: () => void;
  /** Searches the same query again (after a failure). */
  again: () => void;
} {
  const [search, setSearch] = useState<SiteSearch>({ status: 'idle' });
  const wanted = query.trim();
  // How many pages to show, for the query they were asked for: each new query starts again, a
  // query typed anew after another too. `tries` counts the asks, so asking again for as many as
  // failed to load searches again.
  const first = { query: wanted, pages: SEARCH_RESULTS_MAX, tries: 0 };
  const [asked, setAsked] = useState(first);
  if (asked.query !== wanted) setAsked(first);
  const { pages, tries } = asked.query === wanted ? asked : first;
  // Which ask failed last: asking again (the same words or others) is searching, until answered.
  const [failedAsk, setFailedAsk] = useState('');
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    searchSite(wanted, SITE_BASE, SEARCH_HOME, pages).then(
      (found) => current && setSearch({ status: 'done', query: wanted, ...found }),
      // More of the same query's results failed: those shown stay, and say so.
      () => {
        if (!current) return;
        setFailedAsk(askOf(wanted, pages, tries));
        setSearch((shown) =>
          shown.status === 'done' && shown.query === wanted
            ? { ...shown, moreFailed: true }
            : { status: 'failed' },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, pages, tries]);
  // As many again as are shown (after a failure, as many as were shown before it).
  const shownPages = search.status === 'done' && search.query === wanted ? search.pages : pages;
  const showMore = useCallback(
    () => setAsked({ query: wanted, pages: shownPages + SEARCH_RESULTS_MAX, tries: tries + 1 }),
    [wanted, shownPages, tries],
  );
  const again = useCallback(
    () => setAsked({ query: wanted, pages, tries: tries + 1 }),
    [wanted, pages, tries],
  );
  // A search that failed (offline) is made again once the browser is back online.
  const failed = search.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed, again]);
  const hooks = { showMore, again };
  if (!wanted) return { search: { status: 'idle' }, ...hooks };
  const searchingAgain = search.status === 'failed' && failedAsk !== askOf(wanted, pages, tries);
  if (search.status === 'idle' || searchingAgain) {
    return { search: { status: 'loading' }, ...hooks };
  }
  if (search.status === 'done' && search.query !== wanted) {
    return { search: { ...search, stale: true }, ...hooks };
  }
  return { search, ...hooks };
}
