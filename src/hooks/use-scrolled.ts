import { useSyncExternalStore } from 'react';
import { SCROLL_THRESHOLD_PX } from '../config/site';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** True once the page is scrolled past the bar's threshold (50 px). */
export function useScrolled(thresholdPx = SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > thresholdPx,
    () => false,
  );
}
