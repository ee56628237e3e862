// What holds for any owner's content, whatever its shape: no list, text, script or photo may break
// the page. `npm run test:content` runs this spec alone on content sets generated for the purpose
// (scripts/content-sets); the main suite and the owner suite run it on theirs.
import type { Page } from '@playwright/test';
import { profile, projects, publications } from '../../src/content';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { itemPagePath } from './item-urls';
import { overflowing, revealEverything } from './reveal';
import { waitForSectionsLaidOut } from './sections';
import { t } from '../../src/words/index.ts';

async function openDark(page: Page) {
  await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('nothing overflows sideways, every list open, in the dark theme', async ({ page }) => {
    test.slow();
    await openDark(page);
    await page.goto('/');
    await revealEverything(page);
    expect(await overflowing(page)).toEqual([]);
    await expectNoViolations(page, undefined, 'axe at 320 px, dark');
  });
});

test('the whole page has no axe violations at 1280 px, every list open', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await revealEverything(page);
  await expectNoViolations(page);
});

test('nothing shifts while the page loads, hydrates and lays itself out', async ({ page }) => {
  await page.goto('/');
  // The fixture's goto has waited for hydration; the idle pass lays out the rest.
  await waitForSectionsLaidOut(page);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
          })[];
          resolve(entries.reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // An observer with nothing buffered never calls back: then nothing shifted.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
  expect(shift).toBe(0);
});

test('every project and paper opens in its modal and closes, focus back on its control', async ({
  page,
}) => {
  test.slow();
  await page.goto('/');
  await revealEverything(page);
  const openers = [
    ...projects.map((p) => ({
      title: p.title,
      name: t('projects.card.infoAbout', { title: p.title }),
    })),
    ...publications.map((p) => ({
      title: p.title,
      name: t('research.detailsFor', { title: p.title }),
    })),
  ];
  // Two items may share a title (a paper and its journal version): each opener in its turn.
  const seen = new Map<string, number>();
  for (const { title, name } of openers) {
    const nth = seen.get(name) ?? 0;
    seen.set(name, nth + 1);
    const opener = page.getByRole('button', { name, exact: true }).nth(nth);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title, exact: true });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
});

test('the résumé PDF and every item page are served', async ({ request }) => {
  // A résumé hosted elsewhere is the owner's own file, not one the build makes.
  if (!/^[a-z]+:/i.test(profile.resume)) {
    const pdf = await request.get(profile.resume);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  const pages = [
    ...projects.map((p) => itemPagePath('project', p)),
    ...publications.map((p) => itemPagePath('paper', p)),
  ];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});
