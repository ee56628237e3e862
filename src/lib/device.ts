/** Touch-first devices named by the spec, where the custom cursor never appears. */
const MOBILE_UA = /iPhone|iPad|iPod|Android/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/** Whether this browser should get the custom cursor: a fine pointer, motion allowed, not a phone. */
export function wantsCustomCursor(win: Window): boolean {
  if (isMobileUserAgent(win.navigator.userAgent)) return false;
  if (!win.matchMedia('(pointer: fine)').matches) return false;
  if (!win.matchMedia('(hover: hover)').matches) return false;
  return !win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
