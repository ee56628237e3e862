// Scrolling inside a modal (src/components/dialog.tsx), whose content scrolls in one box of its own.

/**
 * Scrolls the modal's content so `element` (inside it) stands at the top of its view. Only that
 * scroller moves: scrollIntoView() also scrolls every box around it that can be scrolled, the
 * dialog itself (its overflow is hidden, not unscrollable) and the locked page behind, which cut
 * the modal's top off where no scrolling could reach and moved the visitor's place on the page.
 */
export function bringToTopOfDialog(element: Element): void {
  const scroller = element.closest<HTMLElement>('[data-dialog-scroller]');
  if (!scroller) return;
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  const offset = element.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  scroller.scrollTop += offset - margin;
}
