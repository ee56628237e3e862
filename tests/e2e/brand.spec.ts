import type { Page } from '@playwright/test';
import { isPresent, SECTION_IDS } from '../../src/config/navigation';
import { cssColor, TOKENS } from './colors';
import { expect, test } from './fixtures';

/** The background of everything painted with a brand gradient (a timeline's is its ::before). */
function brandPaint(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[class*="brand-gradient"]')].map((el) => {
      const pseudo = /\bbefore:bg-brand-gradient/.test(el.getAttribute('class') ?? '');
      return getComputedStyle(el, pseudo ? '::before' : null).backgroundImage;
    }),
  );
}

test('the brand gradients are the brand tokens, and follow them when the tokens change', async ({
  page,
}) => {
  await page.goto('/');
  const from = await cssColor(page, TOKENS.light['brand-from']!);
  const to = await cssColor(page, TOKENS.light['brand-to']!);
  const painted = await brandPaint(page);
  // At least the name in the bar, the headline, the active project filter (with projects) and each
  // section's rule (timelines and their dots too, where the owner has them).
  expect(painted.length).toBeGreaterThanOrEqual(
    2 + (isPresent('projects') ? 1 : 0) + SECTION_IDS.filter((id) => id !== 'hero').length,
  );
  for (const image of painted) {
    expect(image).toContain(from);
    expect(image).toContain(to);
  }

  // An owner's new scheme, set where tokens.css sets the old one: on the root element.
  await page.evaluate(() => {
    document.documentElement.style.setProperty('--brand-from', '#0a7f3f');
    document.documentElement.style.setProperty('--brand-to', '#e0a100');
  });
  const newFrom = await cssColor(page, '#0a7f3f');
  const newTo = await cssColor(page, '#e0a100');
  for (const image of await brandPaint(page)) {
    expect(image).toContain(newFrom);
    expect(image).toContain(newTo);
    expect(image).not.toContain(from);
  }
});
