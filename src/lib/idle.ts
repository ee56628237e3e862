/**
 * Calls `callback` once the browser is next idle (by `timeoutMs` at the latest), or after
 * `fallbackMs` (a second unless said) where there are no idle callbacks (Safari). Returns a
 * function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 3000, fallbackMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(timer);
}
