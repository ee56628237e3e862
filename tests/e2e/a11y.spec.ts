import { SECTION_IDS } from '../../src/config/navigation';
import type { Page } from '@playwright/test';
import { projects, publications, skillCategories } from '../../src/content';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

const SECTIONS_BELOW_HERO = SECTION_IDS.filter((id) => id !== 'hero');

/** Brings every section into view so each has animated in, then expands every collapsed list. */
async function revealEverything(page: Page): Promise<void> {
  for (const id of SECTIONS_BELOW_HERO) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  }
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  await page
    .getByRole('button', { name: `View All ${skillCategories.length} Skill Categories` })
    .click();
  await page.getByRole('button', { name: `View All ${projects.length} Projects` }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Elements that stick out past the right edge of the viewport (none, when nothing overflows). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
      .slice(0, 10);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    // axe reads all ~1,800 elements and their colours: tens of seconds on a busy two-core machine.
    test.slow();
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (dark) => localStorage.setItem('darkMode', String(dark)),
        theme === 'dark',
      );
      await page.goto('/');
      await revealEverything(page);
    });

    test('the whole page, every section expanded, has no axe violations', async ({ page }) => {
      await expectNoViolations(page);
    });

    test('the project and paper modals have no axe violations', async ({ page }) => {
      await page.getByRole('button', { name: `Info about ${projects[0].title}` }).click();
      await expect(page.getByRole('dialog', { name: projects[0].title })).toBeVisible();
      await expectNoViolations(page, 'dialog[open]');
      await page.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: `Details for ${publications[0].title}` }).click();
      await expect(page.getByRole('dialog', { name: publications[0].title })).toBeVisible();
      await expectNoViolations(page, 'dialog[open]');
    });
  });
}

test.describe('structure', () => {
  test('has landmarks, one h1 and a heading per section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const id of SECTIONS_BELOW_HERO) {
      await expect(page.locator(`#${id}`)).toHaveAttribute('aria-labelledby', `${id}-heading`);
      await expect(page.locator(`#${id}-heading`)).toHaveJSProperty('tagName', 'H2');
    }
    await expect(page.locator('#particles')).toHaveAttribute('aria-hidden', 'true');
  });

  test('every icon-only control has a name', async ({ page }) => {
    await page.goto('/');
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button')]
        .filter(
          (el) =>
            !el.textContent?.trim() &&
            !el.getAttribute('aria-label') &&
            !el.getAttribute('aria-labelledby'),
        )
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
  });

  test('every new-tab link is rel="noopener noreferrer" and no element has an inline handler', async ({
    page,
  }) => {
    await page.goto('/');
    const badLinks = await page
      .locator('a[target="_blank"]:not([rel="noopener noreferrer"])')
      .count();
    expect(badLinks).toBe(0);
    expect(await page.locator('a[target="_blank"]').count()).toBeGreaterThan(5);
    const inline = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].filter((el) =>
          [...el.attributes].some((a) => a.name.startsWith('on')),
        ).length,
    );
    expect(inline).toBe(0);
  });
});

for (const width of [320, 375, 768, 1280]) {
  test(`nothing overflows sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await revealEverything(page);
    expect(await overflowing(page)).toEqual([]);
  });
}

test('text reflows without sideways scrolling at 200% zoom', async ({ page }) => {
  // 200% zoom of a 1280 px window is a 640 px layout viewport with twice the text size.
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto('/');
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await revealEverything(page);
  expect(await overflowing(page)).toEqual([]);
});
