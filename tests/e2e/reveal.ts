import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { waitForSectionsLaidOut } from './sections';
import { formatNumber, t } from '../../src/words/index.ts';

/**
 * A "View All" toggle's text in the page's words, whatever its count: every plural form the
 * language has for counts up to 110 (Arabic's "few" is 3 to 10, Polish's 22 to 24), the count
 * written in any digits and separators.
 */
const VIEW_ALL = new RegExp(
  `^(?:${[
    ...new Set(
      (['skills.viewAll', 'projects.viewAll'] as const).flatMap((key) =>
        Array.from({ length: 111 }, (_, count) =>
          t(key, { count })
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(formatNumber(count), '[\\p{Nd}\\p{Zs}.,]+'),
        ),
      ),
    ),
  ].join('|')})`,
  'u',
);

/**
 * Brings every section into view so each has animated in, then opens every collapsed list
 * (whichever toggles the content gives the page: none when everything fits), and goes back up.
 * Then, unless `settle` is false, waits until every section stands at its own height.
 */
export async function revealEverything(page: Page, { settle = true } = {}): Promise<void> {
  // Every section the page has, the build's own (notes) among them: not the registry's list,
  // which outside the build cannot know every section.
  const sections = page.locator('main .page-section:not(#hero)');
  for (let index = 0, count = await sections.count(); index < count; index += 1) {
    await sections.nth(index).scrollIntoViewIfNeeded();
  }
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  const toggles = page.locator('main button[aria-expanded="false"]').filter({ hasText: VIEW_ALL });
  // Each click turns its toggle into "Show Less", out of the list; the bound is the page's lists.
  for (let left = await toggles.count(); left > 0; left -= 1) {
    await toggles.first().click();
    await expect(toggles).toHaveCount(left - 1);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  if (settle) await waitForSectionsLaidOut(page);
}

/**
 * Lays every section out for as long as the page is open, off screen too: what a section skipped
 * by `content-visibility: auto` holds takes no room, so a measure of the whole page's width
 * would pass over it.
 */
export async function layOutEverySection(page: Page): Promise<void> {
  // Through the stylesheet's own object model: the page's CSP refuses a <style> added to it.
  await page.evaluate(() => {
    const sheet = document.styleSheets[document.styleSheets.length - 1]!;
    sheet.insertRule(
      '.page-section { content-visibility: visible !important; }',
      sheet.cssRules.length,
    );
  });
}

/** Elements that stick out past the right edge of the viewport (none, when nothing overflows). */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
      .slice(0, 10);
  });
}
