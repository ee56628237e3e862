import { experience, stats as rows } from '../../src/content';
import { expect, given, HOME, test } from './fixtures';
import { expectTiles } from './figures';
import { expectClosingLine } from './closing-line';
import { t } from '../../src/words/index.ts';

test.describe('experience section', () => {
  // Without entries the section is left out (shell.spec checks that).
  test.beforeEach(() => void given(experience.at(0), 'experience entry'));

  test('shows the figures, counting internships from content', async ({ page }) => {
    await page.goto(HOME);
    const stats = page.getByRole('list', { name: t('experience.stats') });
    await stats.scrollIntoViewIfNeeded();
    await expect(stats).toBeVisible();
    await expectTiles(page.locator('#experience'), rows.experience);
  });

  test('lists every entry on the timeline, with skills only where there are some', async ({
    page,
  }) => {
    await page.goto(HOME);
    const section = page.getByRole('region', { name: t('experience.title') });
    await section.scrollIntoViewIfNeeded();
    const entries = section
      .getByRole('list', { name: t('experience.timeline') })
      .getByRole('article');
    await expect(entries).toHaveCount(experience.length);
    for (const [index, entry] of experience.entries()) {
      const card = entries.nth(index);
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('heading', { name: entry.title })).toBeVisible();
      for (const text of [entry.company, entry.type, entry.duration, entry.location]) {
        await expect(card).toContainText(text);
      }
      const skills = card.getByRole('list');
      if (entry.skills?.length) {
        await expect(skills.getByRole('listitem')).toHaveText(entry.skills);
      } else {
        await expect(skills).toHaveCount(0);
      }
    }
  });

  test('ends with the closing line, its icon beside its first word on a phone', async ({
    page,
  }) => {
    await expectClosingLine(page, t('experience.closing'));
  });
});
