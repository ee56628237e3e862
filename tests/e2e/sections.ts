import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { guessedSections } from '../guessed-sections';

/** The sections still standing at their guessed height (tests/guessed-sections.ts). */
export function sectionsAtGuessedHeight(page: Page): Promise<string[]> {
  return page.evaluate(guessedSections);
}

/**
 * Waits until every section stands at its own height, so that nothing above the viewport changes
 * size (and moves the scroll position) while a test measures it.
 */
export async function waitForSectionsLaidOut(page: Page): Promise<void> {
  await expect.poll(() => sectionsAtGuessedHeight(page), { timeout: 20_000 }).toEqual([]);
}

/**
 * Where the section holding `element` stands on screen: what the visitor sees of their place on
 * the page. Not scrollY: sections above are laid out once the page is idle, and the page scrolls by
 * their change of height so that nothing in view moves. Not the element itself: a card under the
 * mouse lifts on hover.
 */
export const holdingSectionTop = (element: Locator): Promise<number> =>
  element.evaluate((el) => el.closest('section')!.getBoundingClientRect().top);

/** Waits for two animation frames: what a style change or a jump asked for has been drawn. */
export function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * Each section's height and whether it is drawn, as one line: what a test of the scroll position
 * names when the place has moved, so that the section which moved it can be told.
 */
export function sectionHeights(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.page-section')]
      .map((section) => {
        const drawn = section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true });
        return `${section.id} ${section.getBoundingClientRect().height.toFixed(1)}${drawn ? '' : ' (skipped)'}`;
      })
      .join(', '),
  );
}
