// The main page as a visitor without JavaScript has it: everything it holds shows, what would open
// a modal leads to the item's own page, and no control is left on screen that cannot do its job.
import { projects, publications, skillCategories } from '../../src/content';
import { CONTACT_SENT_PATH } from '../../src/config/env-email';
import { SEARCH_PATH } from '../../src/lib/search';
import { t } from '../../src/words/index.ts';
import { expect, given, HOME, test } from './fixtures';
import { itemPagePath, itemPageUrl } from './item-urls';
import { addressIn, OTHER_LANGUAGES, translatorIn } from './languages';

test.use({ javaScriptEnabled: false });

test('every skill category and every project shows, with no View All, filter or count', async ({
  page,
}) => {
  await page.goto(HOME);
  const skills = page.locator('#skills');
  for (const { category } of skillCategories) {
    await expect(skills.getByRole('heading', { name: category, exact: true })).toBeVisible();
  }
  const grid = page.getByRole('list', { name: t('projects.list') });
  await expect(grid.getByRole('article')).toHaveCount(projects.length);
  for (const project of projects) {
    await expect(grid.getByRole('heading', { name: project.title, exact: true })).toBeVisible();
  }
  await expect(skills.getByRole('button', { disabled: false })).toHaveCount(0);
  // A disabled "Not available" stands for a missing address, as with JavaScript.
  await expect(page.locator('#projects').getByRole('button', { disabled: false })).toHaveCount(0);
  await expect(page.locator('#projects [aria-live]')).toBeHidden();
});

test('every button left on screen does its job without a script', async ({ page }) => {
  await page.goto(HOME);
  // What the platform does alone: send a form, open a popover; a disabled "Not available" stands
  // for a missing address and does nothing by design.
  const idle = await page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((button) => button.checkVisibility({ visibilityProperty: true }) && !button.disabled)
      .filter((button) => !(button.type === 'submit' && button.form?.hasAttribute('action')))
      .filter((button) => !button.hasAttribute('popovertarget'))
      .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim()),
  );
  expect(idle).toEqual([]);
  await expect(page.getByRole('button', { name: t('theme.toggle') })).toBeHidden();
  // Gone from the bar, not an empty slot in it.
  const toggle = page.getByRole('button', { name: t('theme.toggle'), includeHidden: true });
  expect(await toggle.boundingBox()).toBeNull();
  await expect(page.getByRole('link', { name: t('footer.backToTop') })).toHaveAttribute(
    'href',
    '#top',
  );
});

test('the search page says search needs JavaScript, with no field that would ignore typing', async ({
  page,
}) => {
  await page.goto(`${HOME}${SEARCH_PATH}`);
  await expect(page.getByText(t('search.needsScript'))).toBeVisible();
  await expect(page.getByRole('searchbox')).toBeHidden();
});

test("a project's Info leads to the project's own page", async ({ page }) => {
  const project = given(projects.at(-1), 'a project');
  await page.goto(HOME);
  const info = page.getByRole('link', {
    name: t('projects.card.infoAbout', { title: project.title }),
  });
  await expect(info).toHaveAttribute('href', itemPagePath('project', project));
  await info.click();
  await expect(page).toHaveURL(itemPageUrl('project', project));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
});

test("a paper's title and Details lead to the paper's own page", async ({ page }) => {
  const paper = given(publications.at(-1), 'a paper');
  await page.goto(HOME);
  const research = page.locator('#research');
  await expect(research.getByRole('link', { name: paper.title, exact: true })).toHaveAttribute(
    'href',
    itemPagePath('paper', paper),
  );
  await research
    .getByRole('link', { name: t('research.detailsFor', { title: paper.title }) })
    .click();
  await expect(page).toHaveURL(itemPageUrl('paper', paper));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(paper.title);
});

test('the contact form sends with a plain post to the local server, and lands on the sent page', async ({
  page,
}) => {
  await page.goto(HOME);
  // A host that runs the handler (as here) keeps the form: no word of its address instead.
  await expect(page.getByText(t('contact.form.noScript'))).toBeHidden();
  const form = page.locator('#contact form');
  await form.getByLabel(t('contact.form.name.label')).fill('Grace');
  await form.getByLabel(t('contact.form.email.label')).fill('grace@example.com');
  await form.getByLabel(t('contact.form.message.label')).fill('Sent without JavaScript');
  await form.getByRole('button', { name: t('contact.form.send') }).click();
  await expect(page).toHaveURL(new RegExp(`/${CONTACT_SENT_PATH}$`));
  await expect(page.getByRole('status')).toHaveText(t('contact.status.success'));
});

for (const tag of OTHER_LANGUAGES) {
  test(`the contact form on the ${tag} page lands on that language's sent page`, async ({
    page,
  }) => {
    const words = await translatorIn(tag);
    await page.goto(addressIn(tag));
    const form = page.locator('#contact form');
    await form.getByLabel(words.t('contact.form.name.label')).fill('Lise');
    await form.getByLabel(words.t('contact.form.email.label')).fill('lise@example.com');
    await form.getByLabel(words.t('contact.form.message.label')).fill('In the page’s language');
    await form.getByRole('button', { name: words.t('contact.form.send') }).click();
    await expect(page).toHaveURL(new RegExp(`${addressIn(tag, CONTACT_SENT_PATH)}$`));
    await expect(page.getByRole('status')).toHaveText(words.t('contact.status.success'));
  });
}

test('links to sections land on each one, jump after jump down the page, on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(HOME);
  const ids = await page
    .locator('.page-section[id]')
    .evaluateAll((sections) => sections.map((section) => section.id));
  // Every three sections in page order, jumped to one after another from a fresh page (the menu's
  // Projects, then Research, then Contact): sections not yet shown lie between at their stand-in
  // heights, and each landing must hold as the ones above it are drawn.
  const trips = ids.flatMap((a, i) =>
    ids.slice(i + 1).flatMap((b, j) => ids.slice(i + j + 2).map((c) => [a, b, c])),
  );
  for (const [n, trip] of trips.entries()) {
    for (const id of trip) {
      await page.goto(`${HOME}?trip=${n}#${id}`);
      await expect(page.locator(`#${id}`), trip.join(' → ')).toBeInViewport();
    }
  }
});
