import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/** Media queries the current test wants to match; everything else does not. */
export const matchingMedia = new Set<string>();

beforeEach(() => {
  matchingMedia.clear();
  // Build-script tests run in Node (`@vitest-environment node`), where there is no window.
  if (typeof window === 'undefined') return;
  // jsdom has no matchMedia; a static answer per query is all the components need.
  window.matchMedia = (query: string) =>
    ({
      matches: matchingMedia.has(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

afterEach(() => {
  cleanup();
});
