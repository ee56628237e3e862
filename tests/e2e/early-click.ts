import type { Page } from '@playwright/test';
import { SKILLS_COLLAPSED_COUNT } from '../../src/config/site';
import { skillCategories } from '../../src/content';
import { expect, given } from './fixtures';
import { t } from '../../src/words/index.ts';

/**
 * Clicks the skills' "View All" while `hold` keeps JavaScript from arriving (`afterStart`: once the
 * islands' loader has started), then checks that the click did its job once the section woke.
 */
export async function expectEarlySkillsClickDone(
  page: Page,
  hold: (page: Page) => Promise<() => void>,
  afterStart: boolean,
): Promise<void> {
  const last = given(
    skillCategories.at(SKILLS_COLLAPSED_COUNT),
    `more than ${SKILLS_COLLAPSED_COUNT} skill categories`,
  ).category;
  const release = await hold(page);
  await page.goto('/', { waitUntil: 'commit' });
  if (afterStart) {
    await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
  }
  const skills = page.locator('#skills');
  await skills
    .getByRole('button', { name: t('skills.viewAll', { count: skillCategories.length }) })
    .click();
  await expect(skills).toHaveAttribute('data-hydrated', 'false');

  release();
  await expect(skills).toHaveAttribute('data-hydrated', 'true');
  await expect(skills.getByRole('button', { name: t('skills.showLess') })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(skills.getByRole('heading', { name: last, exact: true })).toBeVisible();
}
