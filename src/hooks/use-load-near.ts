import { useEffect } from 'react';

/** How far below (or above) the viewport a section counts as near: one screen. */
const NEAR = '100% 0px';

/**
 * Calls `load` once, when the element with this id first comes within a screen of the viewport:
 * a modal's chunk is then fetched and compiled before a visitor can reach the control that opens
 * it, not on the click (where it cost a slow phone half a second), and never for a visitor who
 * does not scroll that far. Without IntersectionObserver it loads at once.
 */
export function useLoadNear(id: string, load: () => unknown): void {
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, load]);
}
