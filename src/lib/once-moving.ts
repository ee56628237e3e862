/** What tells that the visitor is about to move through the page. */
export const MOVING_EVENTS = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Calls `start` once, when the visitor first moves through the page (a scroll, a wheel, a touch, a
 * key or a press) or `delayMs` after this call, whichever is first: work the visitor has not asked
 * for stays out of the first seconds of a visit. Returns a function that cancels it.
 */
export function onceMoving(delayMs: number, start: () => void): () => void {
  const go = () => {
    cancel();
    start();
  };
  const timer = window.setTimeout(go, delayMs);
  const cancel = () => {
    window.clearTimeout(timer);
    for (const type of MOVING_EVENTS) window.removeEventListener(type, go, true);
  };
  for (const type of MOVING_EVENTS) {
    window.addEventListener(type, go, { capture: true, passive: true });
  }
  return cancel;
}
