import type { Page } from '@playwright/test';
import { SKILLS_COLLAPSED_COUNT } from '../../src/config/site';
import { languages, projects, publications, skillCategories } from '../../src/content';
import { expect, test } from './fixtures';
import { itemPagePath } from './item-urls';
import { waitForSectionsLaidOut } from './sections';
import { t } from '../../src/words/index.ts';

interface Focused {
  name: string;
  ringVisible: boolean;
  tag: string;
}

async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { name: '', ringVisible: false, tag: '' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const label =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    return {
      name: label.trim().replace(/\s+/g, ' '),
      ringVisible: outline || ring,
      tag: el.tagName,
    };
  });
}

/**
 * Presses Tab until the focused control's name matches, checking that every control passed on
 * the way shows a visible focus indicator.
 */
async function tabTo(page: Page, name: string | RegExp, maxPresses = 120): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect(now.ringVisible, `focus ring on ${now.tag} "${now.name}"`).toBe(true);
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return;
  }
  throw new Error(`Tab never reached "${String(name)}"`);
}

/** A step of the journey the content gives nothing to do for, noted in the report. */
function skippedStep(step: string, reason: string): void {
  test.info().annotations.push({ type: 'skipped step', description: `${step}: ${reason}` });
}

test('the whole journey works by keyboard alone, with a visible focus ring everywhere', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto('/');
  // Start once the page is hydrated and idle: the custom cursor mounts only then.
  await expect(page.locator('[data-cursor="dot"]')).toHaveCount(1);

  await tabTo(page, t('skipLink.text'));
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  // The rest starts from a fresh load, so the "#main" the skip link put in the address plays no part.
  await page.goto('/');
  await expect(page.locator('[data-cursor="dot"]')).toHaveCount(1);
  await tabTo(page, t('theme.toggle'));
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveClass(/dark/);

  if (skillCategories.length > SKILLS_COLLAPSED_COUNT) {
    await tabTo(page, t('skills.viewAll', { count: skillCategories.length }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: t('skills.showLess') })).toBeFocused();
  } else skippedStep('the skills toggle', 'every skill category shows without it');

  // A featured project (a page with projects has one), reached through its category's filter.
  const project = projects.find((p) => p.featured);
  if (project) {
    await tabTo(page, project.category);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: project.category, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const info = page.getByRole('button', {
      name: t('projects.card.infoAbout', { title: project.title }),
    });
    await tabTo(page, t('projects.card.infoAbout', { title: project.title }));
    await page.keyboard.press('Enter');
    const projectDialog = page.getByRole('dialog', { name: project.title });
    await expect(projectDialog).toBeVisible();
    const inDialog = () => projectDialog.evaluate((d) => d.contains(document.activeElement));
    // It opens on what acts on it, Close, past the header's language switch; back from there,
    // focus stays in the dialog.
    const close = projectDialog.getByRole('button', { name: t('dialog.close') }).first();
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await inDialog()).toBe(true);
    if (languages.all.length > 1) {
      // The header's language switch, before Close, is in the loop both ways.
      const language = projectDialog.locator('details > summary');
      await expect(language).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(language).toBeFocused();
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(projectDialog).toBeHidden();
    await expect(info).toBeFocused();
  } else skippedStep('the project filter and window', 'the content has no projects');

  const paper = publications.at(0);
  if (paper) {
    await tabTo(page, t('research.detailsFor', { title: paper.title }));
    await page.keyboard.press('Enter');
    const paperDialog = page.getByRole('dialog', { name: paper.title });
    await expect(paperDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(paperDialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: t('research.detailsFor', { title: paper.title }) }),
    ).toBeFocused();
  } else skippedStep('the paper modal', 'the content has no paper');

  await tabTo(page, t('contact.form.name.label'));
  await page.keyboard.type('Keyboard Visitor');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keyboard@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sent without a mouse.');
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe(t('contact.form.send'));
  await page.keyboard.press('Enter');
  await expect(page.getByText(t('contact.status.success'))).toBeVisible();
  // Disabled while it sent, the button has the focus back: the keyboard goes on from it.
  await expect(page.getByRole('button', { name: t('contact.form.send') })).toBeFocused();

  await tabTo(page, t('footer.backToTop'));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
});

// An item's page has no script: "#top" names its <body>, so the keyboard goes back up with the
// page and its next Tab starts again from the skip link, not past the footer.
test("Back to top on an item's page takes the keyboard back to the page's start", async ({
  page,
}) => {
  const project = projects.at(-1);
  test.skip(!project, 'the content has no project');
  await page.goto(itemPagePath('project', project!));
  await page.getByRole('link', { name: t('footer.backToTop') }).focus();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe(t('skipLink.text'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('End, pressed as the page opens, lands at its foot and stays there', async ({ page }) => {
    await page.goto('/');
    // Main's own script listens for End once it has run; the sections are still unlaid then.
    await page.waitForFunction(() => document.querySelector('[data-hydrated]') !== null);
    await page.keyboard.press('End');
    const footer = page.getByRole('contentinfo');
    const atFoot = () =>
      page.evaluate(
        () =>
          Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) <=
          2,
      );
    await expect.poll(atFoot).toBe(true);
    await expect(footer).toBeInViewport();
    // Once the page has laid itself out in full, the visitor is still at its foot.
    await waitForSectionsLaidOut(page);
    await expect(footer).toBeInViewport();
  });
});
