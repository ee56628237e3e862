import { lazy, Suspense, useEffect, useState } from 'react';
import { ICON_BUTTON } from '../components/button-styles';
import { Icon } from '../components/icon';
import { SEARCH_PAGE } from '../config/search';
import { useHydrated } from '../hooks/use-hydrated';
import { isSearchShortcut, SEARCH_ATTRIBUTE } from '../lib/search';
import { t } from '../words';

// Its own chunk, fetched when the visitor first opens search; Pagefind follows from inside it.
const SearchDialog = lazy(() =>
  import('../components/search-dialog').then((module) => ({ default: module.SearchDialog })),
);

/**
 * The bar's search control. In the prerendered page a link to the search page; once React holds
 * the bar, a button opening the search dialog, which `/` and Ctrl/Cmd+K open too.
 */
export function SearchOpener() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (open || !isSearchShortcut(event)) return;
      // Neither types the slash nor opens the browser's own find or address bar.
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const marker = { [SEARCH_ATTRIBUTE]: '' };
  return (
    <>
      {hydrated ? (
        <button
          type="button"
          {...marker}
          aria-haspopup="dialog"
          aria-label={t('search.open')}
          aria-keyshortcuts="/ Control+K Meta+K"
          className={ICON_BUTTON}
          onClick={() => setOpen(true)}
        >
          <Icon name="search" className="size-5" />
        </button>
      ) : (
        <a href={SEARCH_PAGE} {...marker} aria-label={t('search.open')} className={ICON_BUTTON}>
          <Icon name="search" className="size-5" />
        </a>
      )}
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
