import { useSyncExternalStore } from 'react';
import { SCROLL_THRESHOLD_PX } from '../config/site';

/**
 * The page's scroll offset as of its last scroll event. Reading `window.scrollY` in a render that
 * is not a scroll's (a click that opens the menu) makes the browser lay the page out there and then,
 * once React has changed it, again for the frame.
 */
let offset: number | null = null;

function subscribe(onChange: () => void): () => void {
  offset = window.scrollY;
  const onScroll = () => {
    offset = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** True once the page is scrolled past the bar's threshold (50 px). */
export function useScrolled(thresholdPx = SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (offset ?? window.scrollY) > thresholdPx,
    () => false,
  );
}
