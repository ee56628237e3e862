// Every project and paper has its own page (/projects/<slug>/, /research/<slug>/), built from
// content: its own title, canonical address, preview card and JSON-LD; complete without
// JavaScript; and the one page's modal gives the item that address.
import type { APIRequestContext, Page } from '@playwright/test';
import { projects, publications } from '../../src/content';
import { itemEntries, itemTitle, ITEM_CARD, type ItemEntry } from '../../scripts/item-pages.ts';
import { siteAddress } from '../../scripts/seo.ts';
import { HISTORY_FILE, historyAddress, readHistory } from '../../scripts/item-history.ts';
import { contentDir } from '../../scripts/content-dir.ts';
import { itemPath } from '../../src/lib/item-address';
import { addressIn, languages } from './languages';
import { expectNoViolations } from './axe';
import { expect, given, HOME, test } from './fixtures';
import { itemPagePath } from './item-urls';
import { t } from '../../src/words/index.ts';
import path from 'node:path';

const entries = itemEntries();
const site = siteAddress();
const localPath = (entry: ItemEntry) => `/${entry.path}`;
/** An item with a page: a paper if there is one, else a project (or a skip, with neither). */
const anEntry = () =>
  given(entries.find((e) => e.kind === 'paper') ?? entries[0], 'project or paper');
/** The section an item page leads back to, its name in the bar, and the page's link back to it. */
const sectionOf = (entry: ItemEntry) =>
  entry.kind === 'project'
    ? { id: 'projects', label: t('nav.projects'), back: t('projects.page.back') }
    : { id: 'research', label: t('nav.research'), back: t('research.page.back') };

/** The width and height a PNG's header states. */
async function pngSize(request: APIRequestContext, path: string): Promise<number[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(text ?? '{}') as { '@graph': Array<Record<string, unknown>> })['@graph'];
}

test.describe('each item page', () => {
  for (const entry of entries) {
    test(`${entry.kind} "${entry.title}" has its own title, canonical, card and JSON-LD`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(localPath(entry));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(itemTitle(entry));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title);

      const canonical = new URL(entry.path, site.url).href;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        entry.description,
      );
      const image = new URL(ITEM_CARD, canonical).href;
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image);
      expect(await pngSize(request, localPath(entry) + ITEM_CARD)).toEqual([1200, 630]);

      const graph = await jsonLd(page);
      const person = graph.find((node) => node['@type'] === 'Person');
      const item = graph.find((node) => node.url === canonical && node['@type'] !== 'WebPage');
      expect(person?.['@id']).toBe(`${site.url}#person`);
      if (entry.kind === 'paper') {
        expect(item?.['@type']).toBe('ScholarlyArticle');
      } else {
        expect(['SoftwareSourceCode', 'CreativeWork']).toContain(item?.['@type']);
        expect(item?.author).toEqual({ '@id': person?.['@id'] });
      }
      expect(item?.headline).toBe(entry.title);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of ['project', 'paper'].map((kind) => entries.find((e) => e.kind === kind))) {
    if (!entry) continue;
    test(`the ${entry.kind} page reads in full, with the bar, the footer and a way back`, async ({
      page,
    }) => {
      await page.goto(localPath(entry));
      // The page ships no script of its own: no module, no preload.
      await expect(page.locator('script[src], link[rel="modulepreload"]')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: t('navbar.label') })).toBeVisible();
      // A theme toggle that cannot switch or keep a theme is not shown.
      await expect(page.getByRole('button', { name: t('theme.toggle') })).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const item =
        entry.kind === 'project'
          ? projects.find((p) => p.id === entry.id)!
          : publications.find((p) => p.id === entry.id)!;
      const main = page.getByRole('main');
      if ('fullDescription' in item) {
        await expect(main).toContainText(item.fullDescription);
        for (const feature of item.features) await expect(main).toContainText(feature);
        await expect(main.getByRole('list', { name: t('projects.techUsed.label') })).toHaveCount(
          item.tech.length > 0 ? 1 : 0,
        );
      } else {
        await expect(main).toContainText(item.abstract);
        await expect(main).toContainText(item.methodology);
        const keywords = main
          .getByRole('list', { name: t('research.keywords') })
          .getByRole('listitem');
        await expect(keywords).toHaveText(item.keywords);
      }
      const section = sectionOf(entry);
      await expect(main.getByRole('link', { name: section.back })).toHaveAttribute(
        'href',
        `/#${section.id}`,
      );
    });
  }
});

test.describe('on a phone, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the menu opens natively and leads to the portfolio’s sections', async ({ page }) => {
    const entry = anEntry();
    const section = sectionOf(entry);
    await page.goto(localPath(entry));
    const nav = page.getByRole('navigation', { name: t('navbar.label') });
    const sectionLink = nav.getByRole('link', { name: section.label });
    await expect(sectionLink).toBeHidden();
    const menu = nav.getByRole('button', { name: t('navbar.menu') });
    await menu.click();
    await expect(sectionLink).toBeVisible();
    // The platform's popover: Escape closes it and gives focus back to its button.
    await sectionLink.focus();
    await page.keyboard.press('Escape');
    await expect(sectionLink).toBeHidden();
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(sectionLink).toHaveAttribute('href', `/#${section.id}`);
    await expect(sectionLink).toHaveAttribute('aria-current', 'true');
    // Nothing sticks out sideways on a narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});

/** Where the bar puts the name, the links and the controls, at the page's current width. */
const barLayout = (page: Page) =>
  page.locator('header nav').evaluate((nav) => {
    const [brand, links, controls] = [...nav.children].map((child) =>
      child.getBoundingClientRect(),
    ) as [DOMRect, DOMRect, DOMRect];
    const style = getComputedStyle(nav);
    const inner = nav.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      brand: brand.width,
      // What the name would need, and what the controls leave it.
      brandWants: nav.firstElementChild!.scrollWidth,
      room: inner - controls.width,
      linksEnd: links.right,
      controlsStart: controls.left,
    };
  });

test.describe('the bar of an item page', () => {
  for (const width of [320, 360, 375]) {
    test(`at ${width} px gives the name every pixel the controls leave, as the one page's does`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const address of [localPath(anEntry()), HOME]) {
        await page.goto(address);
        const bar = await barLayout(page);
        // Within a pixel: widths are fractional, scrollWidth is not.
        expect(Math.abs(bar.brand - Math.min(bar.brandWants, bar.room)), address).toBeLessThan(1);
      }
    });
  }

  test('at 1280 px has its links where the one page has them, beside the controls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(localPath(anEntry()));
    const item = await barLayout(page);
    await page.goto(HOME);
    // The one page's links show once the bar is whole (navbar.tsx).
    await expect(page.locator('header nav > ul')).toBeVisible();
    const home = await barLayout(page);
    expect(Math.abs(item.linksEnd - home.linksEnd)).toBeLessThan(1);
    expect(Math.abs(item.controlsStart - home.controlsStart)).toBeLessThan(1);
  });
});

test('the theme toggle switches the theme and keeps it, as the main page’s does', async ({
  page,
}) => {
  await page.goto(localPath(anEntry()));
  const toggle = page.getByRole('button', { name: t('theme.toggle') });
  const dark = (await page.locator('html').getAttribute('class'))?.includes('dark') ?? false;
  await expect(toggle).toHaveAttribute('aria-pressed', String(dark));
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(!dark));
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    !dark,
  );
  // Kept: the page again, and the portfolio, open in it.
  await page.reload();
  await expect(page.getByRole('button', { name: t('theme.toggle') })).toHaveAttribute(
    'aria-pressed',
    String(!dark),
  );
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    !dark,
  );
});

test('going back to the portfolio lands on the item’s section', async ({ page }) => {
  const entry = anEntry();
  const { id: section, back } = sectionOf(entry);
  await page.goto(localPath(entry));
  await page.getByRole('main').getByRole('link', { name: back }).click();
  await expect(page).toHaveURL(new RegExp(`/#${section}$`));
  await expect(page.locator(`#${section}`)).toBeInViewport();
});

test('item pages are axe clean, in both themes', async ({ page }) => {
  test.slow();
  const kinds = ['project', 'paper'].map((kind) => entries.find((e) => e.kind === kind));
  for (const entry of kinds.filter((e) => e !== undefined)) {
    for (const dark of [false, true]) {
      await page.goto(localPath(entry));
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await expectNoViolations(page, undefined, `${entry.path} ${dark ? 'dark' : 'light'}`);
    }
  }
});

test('the sitemap lists every item page', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const entry of entries) {
    expect(xml).toContain(`<loc>${new URL(entry.path, site.url).href}</loc>`);
  }
});

test.describe('an item’s old address', () => {
  // Where the build keeps every address an item has had (a new title makes a new one).
  const root = path.resolve(import.meta.dirname, '../..');
  const file = path.join(root, contentDir(root), HISTORY_FILE);
  const history = readHistory(file, historyAddress(file, site));
  const moved = entries.flatMap((entry) =>
    (history[entry.kind][String(entry.id)] ?? [])
      .filter((slug) => slug !== entry.slug && !entries.some((e) => e.slug === slug))
      .map((slug) => ({ entry, from: itemPath(entry.kind, slug) })),
  );

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('leads on to the item’s page in every language', async ({ page }) => {
        const { entry, from } = given(moved[0], 'item recorded under an older address');
        for (const tag of languages.all) {
          await page.goto(addressIn(tag, from));
          await page.waitForURL((url) => url.pathname === addressIn(tag, entry.path));
          await expect(page.locator('html')).toHaveAttribute('lang', tag);
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
            'href',
            new URL(addressIn(tag, entry.path).slice(1), site.url).href,
          );
        }
      });
    });
  }
});

test.describe('an unknown item address', () => {
  // The browser logs the 404 status itself.
  test.use({ allowConsole: [/status of 404/] });

  test('gets the site’s 404 page', async ({ page }) => {
    for (const path of ['/projects/no-such-project/', '/research/no-such-paper/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: t('notFound.heading') })).toBeVisible();
    }
  });
});

test.describe('on the one page', () => {
  test('Share in the modal copies the item page’s address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const project = given(
      projects.find((p) => p.featured),
      'project',
    );
    await page.goto(HOME);
    await page
      .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
      .click();
    const dialog = page.getByRole('dialog', { name: project.title });
    await dialog.getByRole('button', { name: t('projects.share') }).click();
    await expect(dialog.getByRole('status')).toHaveText(t('projects.share.copied'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe(itemPagePath('project', project));
    // The copied address is a real page: this project's.
    const shared = await context.newPage();
    await shared.goto(copied);
    await expect(shared.getByRole('heading', { level: 1 })).toHaveText(project.title);
    await shared.close();
  });

  test('an older #project- or #paper- link opens the modal under the page’s address', async ({
    page,
  }) => {
    const project = given(projects.find((p) => !p.featured) ?? projects.at(0), 'project');
    await page.goto(`${HOME}#project-${project.id}`);
    await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe(itemPagePath('project', project));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    const paper = publications.at(0);
    if (!paper) return; // the content has no paper: the project's link said it all
    await page.goto(`${HOME}#paper-${paper.id}`);
    await expect(page.getByRole('dialog', { name: paper.title })).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toBe(itemPagePath('paper', paper));
  });
});
