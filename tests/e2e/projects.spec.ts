import { categories, projects } from '../../src/content';
import type { Project } from '../../src/content/types';
import type { Locator } from '@playwright/test';
import { accentGradient } from '../../src/config/palette';
import { categoryAccent } from '../../src/lib/projects';
import { projectStatusKey } from '../../src/lib/status';
import { animationsSettled } from '../settled';
import { expect, given, HOME, test } from './fixtures';
import { t } from '../../src/words/index.ts';

/** All, then each declared category that has a project, worked out from content. */
const DECLARED = categories.projects.map((c) => c.name);
const FILTERS = [
  t('projects.filter.all'),
  ...DECLARED.filter((c) => projects.some((p) => p.category === c)),
];
const UNUSED = DECLARED.filter((c) => !FILTERS.includes(c));
const VIEW_ALL = t('projects.viewAll', { count: projects.length });

/** What each filter should show, worked out from content independently of the app's code. */
function expected(filter: string) {
  const all =
    filter === t('projects.filter.all') ? projects : projects.filter((p) => p.category === filter);
  const featured = all.filter((p) => p.featured);
  const collapsed = featured.length > 0 ? featured : all;
  return { all, collapsed, toggles: collapsed.length < all.length };
}

const titles = (list: readonly Project[]) => list.map((p) => p.title);

// A page without projects has no projects section (src/app.test.tsx); every test here skips.
given(projects.at(0), 'project');

/** Shows every project: through the toggle, unless every project is featured and shows anyway. */
async function showAll(section: Locator): Promise<void> {
  if (expected(t('projects.filter.all')).toggles)
    await section.getByRole('button', { name: VIEW_ALL }).click();
  await expect(section.getByRole('article')).toHaveCount(projects.length);
}

test.describe('projects section', () => {
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(async ({ page }) => {
    await page.goto(HOME);
    await page.locator('#projects').scrollIntoViewIfNeeded();
  });

  test('starts at All with the featured projects', async ({ page }) => {
    const section = page.getByRole('region', { name: t('projects.title') });
    await expect(
      section.getByRole('button', { name: t('projects.filter.all'), exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    const { all, collapsed } = expected(t('projects.filter.all'));
    await expect(section.locator('p[aria-live]')).toHaveText(
      t('projects.showing', { shown: collapsed.length, total: all.length, count: all.length }),
    );
    await expect(section.getByRole('article').getByRole('heading')).toHaveText(titles(collapsed));
  });

  test('offers no filter for a category without projects', async ({ page }) => {
    const group = page.getByRole('group', { name: t('projects.filters') });
    await expect(group.getByRole('button')).toHaveText(FILTERS);
    for (const category of UNUSED) {
      await expect(group.getByRole('button', { name: category })).toHaveCount(0);
    }
  });

  for (const filter of FILTERS) {
    test(`filters by ${filter}: counter, cards and toggle`, async ({ page }) => {
      const section = page.getByRole('region', { name: t('projects.title') });
      const counter = section.locator('p[aria-live]');
      const cards = section.getByRole('article');
      const toggle = section.locator('button[aria-controls="project-grid"]');
      const { all, collapsed, toggles } = expected(filter);

      // Start expanded elsewhere, so choosing the filter must collapse back to featured only.
      await showAll(section);

      await section.getByRole('button', { name: filter, exact: true }).click();
      for (const other of FILTERS) {
        await expect(section.getByRole('button', { name: other, exact: true })).toHaveAttribute(
          'aria-pressed',
          String(other === filter),
        );
      }
      await expect(counter).toHaveText(
        t('projects.showing', { shown: collapsed.length, total: all.length, count: all.length }),
      );
      await expect(cards.getByRole('heading')).toHaveText(titles(collapsed));

      if (!toggles) {
        await expect(toggle).toHaveCount(0);
        return;
      }
      await expect(toggle).toHaveText(t('projects.viewAll', { count: all.length }));
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(counter).toHaveText(
        t('projects.showing', { shown: all.length, total: all.length, count: all.length }),
      );
      await expect(cards.getByRole('heading')).toHaveText(titles(all));
      await expect(toggle).toHaveText(t('projects.showLess'));
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // The focus goes on to the first card shown, which may stand before the button: Tab then
      // goes through the cards that appeared, not past them.
      const firstShown = all.find((project) => !collapsed.includes(project))!;
      const first = cards.filter({
        has: page.getByRole('heading', { name: firstShown.title, exact: true }),
      });
      await expect
        .poll(() => first.evaluate((card) => card.contains(document.activeElement)))
        .toBe(true);

      await toggle.click();
      await expect(toggle).toHaveText(t('projects.viewAll', { count: all.length }));
      await expect(toggle).toBeFocused();
      await expect(toggle).toBeInViewport();
      await expect(cards).toHaveCount(collapsed.length);
    });
  }

  test('each card shows its details, first tags and +N', async ({ page }) => {
    const section = page.getByRole('region', { name: t('projects.title') });
    await showAll(section);
    for (const project of projects) {
      const card = section.getByRole('article', { name: project.title, exact: true });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
      await expect(card).toContainText(project.year);
      await expect(card).toContainText(project.category);
      // The accent bar over the card wears its category's accent from categories.ts.
      const accent = categoryAccent(categories.projects, project.category);
      await expect(card.locator('> div').first()).toContainClass(accentGradient(accent));
      const badge = card.getByText(t(projectStatusKey(project.status)), { exact: true });
      await expect(badge).toHaveClass(
        project.status === 'Completed' ? /bg-success-bg/ : /bg-warning-bg/,
      );
      const hidden = project.tech.length - 3;
      await expect(
        card.getByRole('list', { name: t('projects.card.tech') }).getByRole('listitem'),
      ).toHaveText([
        ...project.tech.slice(0, 3),
        ...(hidden > 0 ? [t('tags.more', { count: hidden, more: t('tags.more.word') })] : []),
      ]);
      await expect(
        card.getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) }),
      ).toBeVisible();
    }
  });

  test('links open in a new tab; a missing link is a disabled N/A with the reason', async ({
    page,
  }) => {
    const section = page.getByRole('region', { name: t('projects.title') });
    await showAll(section);
    for (const project of projects) {
      const card = section.getByRole('article', { name: project.title, exact: true });
      const checks = [
        {
          href: project.github,
          name: t('link.codeFor', { title: project.title }),
          title: t('link.codeUnavailable'),
        },
        {
          href: project.live,
          name: t('projects.card.liveFor', { title: project.title }),
          title: t('projects.liveUnavailable'),
        },
      ];
      for (const { href, name, title } of checks) {
        if (href) {
          const link = card.getByRole('link', { name: t('link.newTab', { label: name }) });
          await expect(link).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          await expect(card.getByTitle(title)).toHaveCount(0);
        } else {
          const na = card.getByTitle(title);
          await expect(na).toContainText(t('link.na'));
          // Named by what is missing, in a screen reader's list of buttons too.
          await expect(na).toHaveAccessibleName(`${t('link.na')} (${title})`);
          await expect(na).toBeDisabled();
          await expect(na).toHaveJSProperty('tagName', 'BUTTON');
        }
      }
    }
    const missing = projects.flatMap((p) => [p.github, p.live]).filter((link) => !link);
    await expect(section.getByRole('button', { name: t('link.na') })).toHaveCount(missing.length);
  });

  test('keeps hidden projects in the page for print', async ({ page }) => {
    await expect(page.locator('#project-grid > li[hidden].print-reveal')).toHaveCount(
      projects.length - expected(t('projects.filter.all')).collapsed.length,
    );
  });
});

test.describe('project filters hold still', () => {
  for (const width of [320, 390, 1280]) {
    test(`choosing a filter changes no button's size at ${width} px, so the row never wraps anew`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(HOME);
      const group = page.getByRole('group', { name: t('projects.filters') });
      await group.scrollIntoViewIfNeeded();
      const boxes = () =>
        group
          .getByRole('button')
          .evaluateAll((buttons) =>
            buttons.map(
              (b) => `${b.getBoundingClientRect().width}x${b.getBoundingClientRect().height}`,
            ),
          );
      const before = await boxes();
      for (const filter of [...FILTERS.slice(1), t('projects.filter.all')]) {
        await group.getByRole('button', { name: filter, exact: true }).click();
        await expect(group.getByRole('button', { name: filter, exact: true })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        // Once its transition has run: a size that changed while it ran would show here.
        await page.waitForFunction(animationsSettled, undefined, { polling: 100 });
        expect(await boxes(), `after choosing ${filter}`).toEqual(before);
      }
    });
  }
});
