import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, wantsCustomCursor } from './device';

function fakeWindow(userAgent: string, matches: Record<string, boolean>): Window {
  return {
    navigator: { userAgent },
    matchMedia: (query: string) => ({ matches: matches[query] ?? false }),
  } as unknown as Window;
}

const DESKTOP = { '(pointer: fine)': true, '(hover: hover)': true };
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('custom cursor eligibility', () => {
  it.each(['iPhone', 'iPad', 'iPod', 'Android'])('knows %s as a mobile device', (device) => {
    expect(isMobileUserAgent(`Mozilla/5.0 (${device}; like Mac OS X)`)).toBe(true);
  });

  it('wants the cursor on a desktop with a fine pointer', () => {
    expect(wantsCustomCursor(fakeWindow(CHROME_UA, DESKTOP))).toBe(true);
  });

  it('does not want it on phones, coarse pointers or under reduced motion', () => {
    expect(wantsCustomCursor(fakeWindow('Mozilla/5.0 (Linux; Android 14)', DESKTOP))).toBe(false);
    expect(wantsCustomCursor(fakeWindow(CHROME_UA, { '(pointer: fine)': false }))).toBe(false);
    expect(
      wantsCustomCursor(
        fakeWindow(CHROME_UA, { ...DESKTOP, '(prefers-reduced-motion: reduce)': true }),
      ),
    ).toBe(false);
  });
});
