import { useEffect } from 'react';

/** While `locked`, the page behind (the <html> scroller) does not scroll; its styles return after. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.documentElement;
    const previous = { overflow: style.overflow, scrollbarGutter: style.scrollbarGutter };
    // Keep the gutter so the page does not shift sideways when its scrollbar goes away.
    style.scrollbarGutter = 'stable';
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous.overflow;
      style.scrollbarGutter = previous.scrollbarGutter;
    };
  }, [locked]);
}
