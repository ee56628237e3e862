import { useEffect, useState } from 'react';
import { SITE_BASE } from '../config/site-base';
import { SEARCH_HOME } from '../config/search';
import { searchSite } from '../lib/pagefind';
import type { SearchHit } from '../lib/search';

export type SiteSearch =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'done'; query: string; hits: SearchHit[] };

/**
 * The site's pages matching `query` (trimmed; nothing for an empty one). A newer query supersedes
 * an older one still running, whose answer is dropped; results stay shown while the next arrive.
 */
export function useSiteSearch(query: string): SiteSearch {
  const [search, setSearch] = useState<SiteSearch>({ status: 'idle' });
  const wanted = query.trim();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    searchSite(wanted, SITE_BASE, SEARCH_HOME).then(
      (hits) => current && setSearch({ status: 'done', query: wanted, hits }),
      () => current && setSearch({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  if (!wanted) return { status: 'idle' };
  if (search.status === 'idle') return { status: 'loading' };
  return search;
}
