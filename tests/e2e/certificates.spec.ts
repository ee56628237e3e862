import type { Locator } from '@playwright/test';
import { certificates, stats as rows } from '../../src/content';
import { expect, HOME, test } from './fixtures';
import { expectTiles } from './figures';
import { expectClosingLine } from './closing-line';
import { t } from '../../src/words/index.ts';

async function centreX(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return box.x + box.width / 2;
}

// Each content set covers one side: with certificates the section shows them; without, it is
// left out (the second content set, tests/content-alt, has none).
test('leaves the section out when there are no certificates', async ({ page }) => {
  test.skip(certificates.length > 0, 'this content has certificates');
  await page.goto(HOME);
  await expect(page.locator('#certificates')).toHaveCount(0);
  await expect(page.locator('#hero dt', { hasText: t('nav.certificates') })).toHaveCount(0);
});

test.describe('certificates section', () => {
  test.skip(certificates.length === 0, 'this content has no certificates');
  test('shows the figures, counting certifications from content', async ({ page }) => {
    await page.goto(HOME);
    const stats = page.getByRole('list', { name: t('certificates.stats') });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats).toBeVisible();
    await expectTiles(page.locator('#certificates'), rows.certificates);
  });

  test('shows a card per certificate, each ending with Certificate Earned', async ({ page }) => {
    await page.goto(HOME);
    const cards = page
      .getByRole('list', { name: t('certificates.list'), exact: true })
      .getByRole('article');
    await expect(cards).toHaveCount(certificates.length);
    for (const [index, certificate] of certificates.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('heading', { name: certificate.title })).toBeVisible();
      for (const text of [certificate.issuer, certificate.date, certificate.type]) {
        await expect(card).toContainText(text);
      }
      await expect(card.getByText(t('certificates.earned'), { exact: true })).toBeVisible();
    }
  });

  test('lays the learning journey out alternating left and right', async ({ page }) => {
    await page.goto(HOME);
    const timeline = page.getByRole('list', { name: t('certificates.timeline') });
    await timeline.scrollIntoViewIfNeeded();
    const items = timeline.getByRole('listitem');
    await expect(items).toHaveCount(certificates.length);
    const middle = await centreX(timeline);
    for (const [index, certificate] of certificates.entries()) {
      const title = items.nth(index).getByRole('heading', { name: certificate.title });
      await expect(title).toBeVisible();
      await expect(items.nth(index)).toContainText(certificate.date);
      await expect(items.nth(index)).toContainText(certificate.issuer);
      const x = await centreX(title);
      expect(index % 2 === 0 ? x < middle : x > middle, `item ${index + 1} side`).toBe(true);
    }
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('stacks the learning journey in one column', async ({ page }) => {
      await page.goto(HOME);
      const timeline = page.getByRole('list', { name: t('certificates.timeline') });
      await timeline.scrollIntoViewIfNeeded();
      const titles = timeline.getByRole('heading');
      await expect(titles).toHaveCount(certificates.length);
      const lefts = await titles.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().left)),
      );
      expect(new Set(lefts).size).toBe(1);
    });
  });

  test('ends with the closing line, its icon beside its first word on a phone', async ({
    page,
  }) => {
    await expectClosingLine(page, t('certificates.closing'));
  });
});
