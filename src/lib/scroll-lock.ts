/**
 * Stops the page behind (the <html> scroller) from scrolling; the returned function gives its
 * styles back. It reads the page's width, so it is cheapest where layout is clean (after a paint).
 */
export function lockScroll(): () => void {
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
}
