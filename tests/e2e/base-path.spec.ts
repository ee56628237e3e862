import { isPresent, NAV_ITEMS } from '../../src/config/navigation';
import {
  DARK_MODE_STORAGE_KEY,
  MOTION_PAUSED_ATTRIBUTE,
  MOTION_PAUSED_STORAGE_KEY,
  PARTICLES_RUNNING,
} from '../../src/config/site';
// The site built for a sub-path (BASE_PATH=/portfolio/, as on a GitHub Pages project site) and
// served only there: every asset, link and download must stay under the sub-path.
import type { Server } from 'node:http';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { ITEM_CARD, itemEntries } from '../../scripts/item-pages.ts';
import { languages, profile, projects } from '../../src/content';
import { languageAddress } from '../../src/lib/languages';
import { notePath } from '../../src/lib/notes.ts';
import { ownerEmail } from '../../src/lib/contact-details';
import { expect, given, test } from './fixtures';
import { itemPageUrl } from './item-urls';
import { notesWithMaths } from './notes-content';
import { RESUME_LINKS } from './resume-links';
import { serveSubpathSite, SUBPATH_BASE } from './subpath-site';
import { t } from '../../src/words/index.ts';

const BASE = SUBPATH_BASE;

let server: Server;
let site: string;

// One worker serves the sub-path site for every test in this file.
test.describe.configure({ mode: 'default', timeout: 60_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ server, site } = await serveSubpathSite());
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** Every response the page receives, to assert none failed and none left the sub-path. */
function recordResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

/** A section's top in whole pixels: scrolling lands on device pixels, layout may not. */
async function sectionTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
}

test('loads its styles, icons and lazy chunks from the sub-path with no failures', async ({
  page,
}) => {
  const responses = recordResponses(page);
  await page.goto(site);

  // The stylesheet applied: the bar's content is 64 px high only with Tailwind loaded.
  await expect(page.getByRole('navigation', { name: t('navbar.label') })).toHaveCSS(
    'height',
    '64px',
  );
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    `${BASE}manifest.webmanifest`,
  );
  // The particles start after load from their own chunks, so they prove lazy imports resolve.
  await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(1);

  const origin = new URL(site).origin;
  const local = responses.filter((r) => r.url().startsWith(origin));
  expect(local.length).toBeGreaterThan(3);
  expect(local.filter((r) => r.status() >= 400).map((r) => `${r.status()} ${r.url()}`)).toEqual([]);
  expect(local.map((r) => new URL(r.url()).pathname).filter((p) => !p.startsWith(BASE))).toEqual(
    [],
  );

  for (const file of ['favicon.svg', 'manifest.webmanifest']) {
    expect((await page.request.get(`${site}${file}`)).status(), file).toBe(200);
  }
});

test('loads the photo the build made from the sub-path', async ({ page }) => {
  given(profile.profileImage, 'photo');
  await page.goto(site);
  const image = page.getByRole('img', { name: profile.profileImageAlt });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The photo the build made, in whichever format and width the browser chose.
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
    new RegExp(`^${BASE}assets/portrait-\\d+-\\w+\\.(avif|webp|jpg)$`),
  );
});

test('Download CV and Download Full Resume fetch the PDF from the sub-path', async ({ page }) => {
  await page.goto(site);
  const resume = `${BASE}${profile.resume.replace(/^\//, '')}`;
  for (const name of RESUME_LINKS) {
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', resume);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(new URL(download.url()).pathname).toBe(resume);
    expect(download.suggestedFilename()).toBe(path.basename(resume));
    expect(await download.failure()).toBeNull();
  }
});

test('nav links scroll to their sections and a deep link lands on its section', async ({
  page,
}) => {
  await page.goto(site);
  const nav = page.getByRole('navigation', { name: t('navbar.label') });
  // One link mid-page (projects, or the first the bar has after Home), then Contact.
  const middle = isPresent('projects')
    ? { id: 'projects', label: t('nav.projects') }
    : NAV_ITEMS.find((item) => item.id !== 'hero' && item.id !== 'contact');
  const contact = { id: 'contact', label: t('nav.contact') };
  for (const { id, label } of [...(middle ? [middle] : []), contact]) {
    await nav.getByRole('link', { name: label }).click();
    await expect.poll(() => sectionTop(page, id)).toBeCloseTo(64, 0);
    await expect(page).toHaveURL(`${site}#${id}`);
  }

  // A section far down the page (research, else projects, else contact).
  const deep = (['research', 'projects', 'contact'] as const).find((id) => isPresent(id))!;
  await page.goto(`${site}#${deep}`);
  await expect.poll(() => sectionTop(page, deep)).toBeCloseTo(64, 0);
});

test('dark mode toggles and survives a reload', async ({ page }) => {
  await page.goto(site);
  const toggle = page.getByRole('button', { name: t('theme.toggle') });
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('button', { name: t('theme.toggle') }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test("keeps its theme and stop of the animations to itself, on the host's other sites' keys", async ({
  page,
}) => {
  const entry = given(itemEntries()[0], 'project or paper');
  // Another site on the same host keeps its own choices under the plain names.
  const others = { [DARK_MODE_STORAGE_KEY]: 'true', [MOTION_PAUSED_STORAGE_KEY]: 'true' };
  await page.goto(site);
  await page.evaluate((kept) => {
    for (const [key, value] of Object.entries(kept)) localStorage.setItem(key, value);
  }, others);
  await page.reload();
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await expect(html).not.toHaveAttribute(MOTION_PAUSED_ATTRIBUTE);

  // This site's own choice holds on its item pages, and the other site's stays as it was.
  await page.getByRole('button', { name: t('theme.toggle') }).click();
  await expect(html).toHaveClass(/dark/);
  await page.goto(`${site}${entry.path}`);
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('button', { name: t('theme.toggle') }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.goto(site);
  await expect(html).not.toHaveClass(/dark/);
  expect(
    await page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(key)),
      Object.keys(others),
    ),
  ).toEqual(Object.values(others));
});

test('serves every item page, its card and its way back under the sub-path', async ({
  page,
  request,
}) => {
  const origin = new URL(site).origin;
  for (const entry of itemEntries()) {
    const responses = recordResponses(page);
    const response = await page.goto(`${site}${entry.path}`);
    expect(response?.status(), entry.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);
    // The stylesheet applied, as on the portfolio itself.
    await expect(page.getByRole('navigation', { name: t('navbar.label') })).toHaveCSS(
      'height',
      '64px',
    );
    const local = responses.filter((r) => r.url().startsWith(origin));
    expect(local.filter((r) => r.status() >= 400).map((r) => r.url())).toEqual([]);
    expect(local.map((r) => new URL(r.url()).pathname).filter((p) => !p.startsWith(BASE))).toEqual(
      [],
    );
    const card = await request.get(`${site}${entry.path}${ITEM_CARD}`);
    expect(card.status(), `${entry.path}${ITEM_CARD}`).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
  }

  // Back to the portfolio, under the sub-path, at the item's section.
  const paper = itemEntries().find((entry) => entry.kind === 'paper');
  const entry = given(paper ?? itemEntries()[0], 'project or paper');
  const [section, back] =
    entry.kind === 'paper'
      ? ['research', t('research.page.back')]
      : ['projects', t('projects.page.back')];
  await page.goto(`${site}${entry.path}`);
  await page.getByRole('main').getByRole('link', { name: back }).click();
  await expect(page).toHaveURL(`${site}#${section}`);
  await expect.poll(() => sectionTop(page, section)).toBeCloseTo(64, 0);
});

test("a note's formulas take KaTeX's fonts from the sub-path", async ({ page }) => {
  const withMaths = await notesWithMaths();
  test.skip(withMaths.length === 0, 'no note has a formula');
  const origin = new URL(site).origin;
  for (const note of withMaths) {
    const responses = recordResponses(page);
    await page.goto(languageAddress(languages, site, note.language, notePath(note.slug)));
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').map((f) => f.family);
    });
    expect(loaded, note.slug).toContain('KaTeX_Main');
    const local = responses.filter((r) => r.url().startsWith(origin));
    expect(local.filter((r) => r.status() >= 400).map((r) => r.url())).toEqual([]);
    expect(local.map((r) => new URL(r.url()).pathname).filter((p) => !p.startsWith(BASE))).toEqual(
      [],
    );
  }
});

test('the modal gives an item its page address under the sub-path', async ({ page }) => {
  const project = given(
    projects.find((p) => p.featured),
    'project',
  );
  await page.goto(site);
  await page
    .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
    .click();
  await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
  await expect(page).toHaveURL(itemPageUrl('project', project, BASE));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(site);
});

test("names the pages' address under the sub-path, for a site address of a host alone", async ({
  page,
}) => {
  const address = new URL(profile.siteUrl);
  test.skip(address.pathname !== '/', 'the content names a path of its own in its address');
  test.skip(Boolean(process.env.SITE_URL), 'SITE_URL names the address, not the content');
  await page.goto(site);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toBe(new URL(BASE, address).href);
  expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical);
});

test.describe('a host with no contact handler (built with VITE_CONTACT_HANDLER=none)', () => {
  const address = ownerEmail(profile);

  test('has the form, and no word of a form that cannot send', async ({ page }) => {
    await page.goto(site);
    const contact = page.locator('#contact');
    await contact.scrollIntoViewIfNeeded();
    await expect(contact.locator('form')).toBeVisible();
    await expect(contact.getByText(t('contact.form.noScript'))).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("gives the owner's address instead of a form whose post would fail", async ({ page }) => {
      await page.goto(site);
      const contact = page.locator('#contact');
      await expect(contact.locator('form')).toBeHidden();
      const note = contact.getByText(t('contact.form.noScript'));
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: address })).toHaveAttribute(
        'href',
        `mailto:${address}`,
      );
    });
  });
});
