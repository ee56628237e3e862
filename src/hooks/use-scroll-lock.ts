import { useEffect } from 'react';

/** While `locked`, the page behind (the <html> scroller) does not scroll; its styles return after. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const { style } = root;
    const previous = { overflow: style.overflow, scrollbarGutter: style.scrollbarGutter };
    // A classic scrollbar takes width; keep its gutter so the page does not reflow sideways.
    // Overlay scrollbars take none, and a gutter there would reflow the page instead.
    if (window.innerWidth > root.clientWidth) style.scrollbarGutter = 'stable';
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous.overflow;
      style.scrollbarGutter = previous.scrollbarGutter;
    };
  }, [locked]);
}
