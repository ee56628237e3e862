import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';

// A find or wait can include a component's first import (a lazy chunk, such as a modal's), which
// a loaded machine takes more than Testing Library's default second to transform and load. These
// are waits for a condition: a passing test returns as soon as it holds.
configure({ asyncUtilTimeout: 5000 });

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
  // jsdom lays nothing out and says "not implemented" to a scroll: here, as on a page too short to
  // scroll, it goes nowhere. Tests that follow a scroll spy on these.
  window.scrollTo = () => {};
  window.scrollBy = () => {};
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
});

// Page tests share a document per worker: what a file wrote into the body itself, outside Testing
// Library's render, goes once it is done, so the next file starts from an empty page.
afterAll(() => {
  if (typeof document !== 'undefined') document.body.replaceChildren();
});
