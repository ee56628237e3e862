import { EXPERT_LEVEL, SKILLS_COLLAPSED_COUNT } from '../../src/config/site';
import { skillCategories } from '../../src/content';
import { expect, given, HOME, test } from './fixtures';
import { formatPercent, t } from '../../src/words/index.ts';

const levels = skillCategories.flatMap((c) => c.skills.map((s) => s.level));
const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
const EXPAND_LABEL = t('skills.viewAll', { count: skillCategories.length });

test.describe('skills section', () => {
  test('shows the first categories, expands to all and collapses back', async ({ page }) => {
    given(
      skillCategories.at(SKILLS_COLLAPSED_COUNT),
      `more than ${SKILLS_COLLAPSED_COUNT} skill categories`,
    );
    await page.goto(HOME);
    const section = page.getByRole('region', { name: t('skills.title') });
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByRole('list', { name: t('skills.list') }).getByRole('article');
    // The locator must survive the label change: the toggle is the button that controls the list.
    const toggle = section.locator('button[aria-controls="skills-categories"]');

    await expect(toggle).toHaveText(EXPAND_LABEL);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(cards).toHaveCount(SKILLS_COLLAPSED_COUNT);
    for (const [index, category] of skillCategories.entries()) {
      const heading = section.getByRole('heading', { name: category.category, exact: true });
      if (index < SKILLS_COLLAPSED_COUNT) await expect(heading).toBeVisible();
      else await expect(heading).toBeHidden();
    }

    await toggle.click();
    await expect(toggle).toHaveText(t('skills.showLess'));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(cards).toHaveCount(skillCategories.length);
    for (const category of skillCategories) {
      await expect(
        section.getByRole('heading', { name: category.category, exact: true }),
      ).toBeVisible();
    }

    await toggle.click();
    await expect(toggle).toHaveText(EXPAND_LABEL);
    await expect(cards).toHaveCount(SKILLS_COLLAPSED_COUNT);
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('keeps the toggle in view and focused after collapsing', async ({ page }) => {
      given(
        skillCategories.at(SKILLS_COLLAPSED_COUNT),
        `more than ${SKILLS_COLLAPSED_COUNT} skill categories`,
      );
      await page.goto(HOME);
      const toggle = page.getByRole('button', { name: EXPAND_LABEL });
      await toggle.click();
      const collapse = page.getByRole('button', { name: t('skills.showLess') });
      await collapse.click();
      const expand = page.getByRole('button', { name: EXPAND_LABEL });
      await expect(expand).toBeFocused();
      await expect(expand).toBeInViewport();
    });
  });

  test('shows each skill as a progress value with the category count and average', async ({
    page,
  }) => {
    await page.goto(HOME);
    for (const category of skillCategories.slice(0, SKILLS_COLLAPSED_COUNT)) {
      const card = page.getByRole('article', { name: category.category, exact: true });
      await card.scrollIntoViewIfNeeded();
      for (const skill of category.skills) {
        const bar = card.getByRole('progressbar', { name: skill.name, exact: true });
        await expect(bar).toHaveAttribute('aria-valuenow', String(skill.level));
      }
      await expect(card.getByRole('definition')).toHaveText([
        String(category.skills.length),
        formatPercent(mean(category.skills.map((s) => s.level))),
      ]);
    }
  });

  test('summarises every category from content', async ({ page }) => {
    // Without categories the section is left out (shell.spec checks that).
    given(skillCategories.at(0), 'skill category');
    await page.goto(HOME);
    const summary = page.getByRole('list', { name: t('skills.summary') });
    await summary.scrollIntoViewIfNeeded();
    await expect(summary).toBeVisible();
    const tile = (label: string) =>
      summary.getByRole('listitem').filter({ hasText: label }).getByRole('definition');
    await expect(tile(t('skills.summary.total'))).toHaveText(String(levels.length));
    await expect(tile(t('skills.summary.categories'))).toHaveText(String(skillCategories.length));
    await expect(tile(t('skills.summary.average'))).toHaveText(formatPercent(mean(levels)));
    await expect(tile(t('skills.summary.expert'))).toHaveText(
      String(levels.filter((level) => level >= EXPERT_LEVEL).length),
    );
  });
});

test.describe('skills section without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the categories the collapsed list hides, since View All cannot open them', async ({
    page,
  }) => {
    const firstHidden = given(
      skillCategories.at(SKILLS_COLLAPSED_COUNT),
      `more than ${SKILLS_COLLAPSED_COUNT} skill categories`,
    );
    await page.goto(HOME);
    const list = page.getByRole('list', { name: t('skills.list') });
    await expect(list.getByRole('article')).toHaveCount(skillCategories.length);
    // The same markup as with JavaScript: the rest is marked hidden, and revealed by the style.
    const hidden = page.locator('#skills-categories > li[hidden].print-reveal');
    await expect(hidden).toHaveCount(skillCategories.length - SKILLS_COLLAPSED_COUNT);
    await expect(hidden.first()).toContainText(firstHidden.category);
    await expect(hidden.first()).toBeVisible();
    await expect(page.locator('#skills').getByRole('button')).toHaveCount(0);
  });
});
