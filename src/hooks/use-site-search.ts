import { useCallback, useEffect, useState } from 'react';
import { SITE_BASE } from '../config/site-base';
import { SEARCH_HOME } from '../config/search';
import { searchSite } from '../lib/pagefind';
import { SEARCH_RESULTS_MAX, type SearchHit } from '../lib/search';

export type SiteSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  /** `pages`: how many pages `hits` are the results of, of the `total` found. */
  | { status: 'done'; query: string; hits: SearchHit[]; pages: number; total: number };

/**
 * The site's pages matching `query` (trimmed; nothing for an empty one), the first
 * SEARCH_RESULTS_MAX of them, and `showMore` to add as many again. A newer query supersedes an
 * older one still running, whose answer is dropped; results stay shown while the next arrive.
 */
export function useSiteSearch(query: string): { search: SiteSearch; showMore: () => void } {
  const [search, setSearch] = useState<SiteSearch>({ status: 'idle' });
  const wanted = query.trim();
  // How many pages to show, for the query they were asked for: each new query starts again, a
  // query typed anew after another too.
  const [asked, setAsked] = useState({ query: wanted, pages: SEARCH_RESULTS_MAX });
  if (asked.query !== wanted) setAsked({ query: wanted, pages: SEARCH_RESULTS_MAX });
  const pages = asked.query === wanted ? asked.pages : SEARCH_RESULTS_MAX;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    searchSite(wanted, SITE_BASE, SEARCH_HOME, pages).then(
      (found) => current && setSearch({ status: 'done', query: wanted, ...found }),
      () => current && setSearch({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [wanted, pages]);
  const showMore = useCallback(
    () => setAsked({ query: wanted, pages: pages + SEARCH_RESULTS_MAX }),
    [wanted, pages],
  );
  if (!wanted) return { search: { status: 'idle' }, showMore };
  if (search.status === 'idle') return { search: { status: 'loading' }, showMore };
  return { search, showMore };
}
