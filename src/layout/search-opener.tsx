import { useEffect, useRef, useState } from 'react';
import { ChunkBoundary } from '../components/chunk-boundary';
import { FootSign } from '../components/fetching-sign';
import { ICON_BUTTON } from '../components/button-styles';
import { Icon } from '../components/icon';
import { preloadable } from '../components/preloadable';
import { SEARCH_PAGE } from '../config/search';
import { useHydrated } from '../hooks/use-hydrated';
import { onOverlay, pushOverlay, stepBack } from '../lib/address-history';
import { isSearchShortcut, OFFLINE_SIGN_MS, SEARCH_ATTRIBUTE } from '../lib/search';
import { t } from '../words';

/** Search's entry in history (lib/address-history.ts). */
const OVERLAY = 'search';

// Its own chunk, fetched when the visitor first opens search; Pagefind follows from inside it.
const { Component: SearchDialog } = preloadable(() =>
  import('../components/search-dialog').then((module) => module.SearchDialog),
);

/**
 * The bar's search control. In the prerendered page a link to the search page; once React holds
 * the bar, a button opening the search dialog, which `/` and Ctrl/Cmd+K open too.
 */
export function SearchOpener() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Search's code could not come because the device is offline: said until it opens again, the
  // connection is back, or OFFLINE_SIGN_MS have passed.
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (!offline) return;
    const back = () => setOffline(false);
    window.addEventListener('online', back);
    // Said, then gone: it would stand over the page's foot (a Send button) for as long as the
    // device stays offline.
    const gone = setTimeout(back, OFFLINE_SIGN_MS);
    return () => {
      window.removeEventListener('online', back);
      clearTimeout(gone);
    };
  }, [offline]);
  // Open, search has an entry of its own in history, as a modal has: Back closes it, rather
  // than leaving the page. Closed any other way, it steps back over that entry.
  const callOffPush = useRef(() => {});
  const openSearch = () => {
    setOffline(false);
    setOpen(true);
    callOffPush.current = pushOverlay(OVERLAY);
  };
  const closeSearch = () => {
    setOpen(false);
    // Closed before its entry was pushed (a step back was still landing): none is.
    callOffPush.current();
    // Its entry is at the address before it: what that names (a modal under search) stays open.
    if (onOverlay(OVERLAY)) stepBack(undefined, true);
  };
  useEffect(() => {
    if (!open) return;
    const onBack = () => {
      if (!onOverlay(OVERLAY)) setOpen(false);
    };
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (open || !isSearchShortcut(event)) return;
      // Neither types the slash nor opens the browser's own find or address bar.
      event.preventDefault();
      openSearch();
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
          onClick={openSearch}
        >
          <Icon name="search" className="size-5" />
        </button>
      ) : (
        <a href={SEARCH_PAGE} {...marker} aria-label={t('search.open')} className={ICON_BUTTON}>
          <Icon name="search" className="size-5" />
        </a>
      )}
      {open && (
        // Without its chunk, search is the search page, as it is without JavaScript; but not on a
        // device that is offline, where that page could not come either, and the browser's error
        // page would take the portfolio's place.
        <ChunkBoundary
          onFailure={() => {
            if (navigator.onLine) {
              window.location.assign(SEARCH_PAGE);
              return;
            }
            closeSearch();
            setOffline(true);
          }}
        >
          <SearchDialog onClose={closeSearch} />
        </ChunkBoundary>
      )}
      {offline && <FootSign icon="info">{t('search.offline')}</FootSign>}
    </>
  );
}
