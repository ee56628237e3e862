import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The sections still standing at their guessed height: skipped by `content-visibility: auto` and
 * not yet laid out once by the idle pass (src/lib/lay-out-sections.ts). Each is compared with its
 * height laid out in full; the section's own style is put back before the next frame, and scroll
 * anchoring is held off meanwhile, so looking moves nothing.
 */
export function sectionsAtGuessedHeight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const html = document.documentElement;
    const anchoring = html.style.overflowAnchor;
    html.style.overflowAnchor = 'none';
    const guessed = [...document.querySelectorAll<HTMLElement>('.page-section')]
      .filter((section) => {
        const height = section.getBoundingClientRect().height;
        const before = section.style.contentVisibility;
        section.style.contentVisibility = 'visible';
        const full = section.getBoundingClientRect().height;
        section.style.contentVisibility = before;
        return Math.abs(height - full) >= 1;
      })
      .map((section) => section.id);
    html.style.overflowAnchor = anchoring;
    return guessed;
  });
}

/**
 * Waits until every section stands at its own height, so that nothing above the viewport changes
 * size (and moves the scroll position) while a test measures it.
 */
export async function waitForSectionsLaidOut(page: Page): Promise<void> {
  await expect.poll(() => sectionsAtGuessedHeight(page), { timeout: 20_000 }).toEqual([]);
}
