// Each interactive part of the page is an island woken by its own trigger (src/lib/islands.ts):
// what is in view wakes, what is far below waits for the visitor to near it or touch it, and what
// the visitor did before an island woke is neither lost nor ignored.
import type { Page } from '@playwright/test';
import { projects, skillCategories } from '../../src/content';
import { UNASKED_WORK_DELAY_MS } from '../../src/config/site';
import { expectEarlySkillsClickDone } from './early-click';
import {
  expect,
  given,
  holdTheApp,
  holdTheIslands,
  neverIdle,
  test,
  waitForHydration,
} from './fixtures';
import { translateThePage } from './translator';
import { t } from '../../src/words/index.ts';

/** Islands whose first box starts more than a screen below the first screen, last first. */
function islandsFarBelow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-root]')]
      .filter((island) => {
        const box = island.firstElementChild?.getBoundingClientRect();
        return box !== undefined && box.top > 2 * window.innerHeight;
      })
      .map((island) => island.getAttribute('data-root') ?? '')
      .reverse(),
  );
}

const island = (page: Page, name: string) => page.locator(`[data-root="${name}"]`);

/** Opens the page as it arrives, and the island farthest below, still asleep once the loader runs. */
async function openWithFarIsland(page: Page): Promise<string> {
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
  const far = given((await islandsFarBelow(page))[0], 'an island more than a screen below the top');
  await expect(island(page, far)).toHaveAttribute('data-hydrated', 'false');
  return far;
}

test('an island far below stays HTML until the visitor nears it, then wakes', async ({ page }) => {
  await page.addInitScript(neverIdle);
  const far = await openWithFarIsland(page);
  await island(page, far).locator('> *').first().scrollIntoViewIfNeeded();
  await expect(island(page, far)).toHaveAttribute('data-hydrated', 'true');
});

test('the islands no trigger woke follow once the visitor moves through the page', async ({
  page,
}) => {
  await openWithFarIsland(page);
  // A pixel's turn of the wheel: nowhere near the island.
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 1);
  await expect(page.locator('[data-root][data-hydrated="false"]')).toHaveCount(0);
});

test('with no move at all, they follow by themselves a few seconds after the start', async ({
  page,
}) => {
  await openWithFarIsland(page);
  await expect(page.locator('[data-root][data-hydrated="false"]')).toHaveCount(0, {
    timeout: UNASKED_WORK_DELAY_MS + 10_000,
  });
});

test('a field focused before its island wakes keeps what is typed, and focus, as it wakes', async ({
  page,
}) => {
  const release = await holdTheIslands(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
  const name = page.locator('#contact form').getByLabel(t('contact.form.name.label'));
  await name.focus();
  await page.keyboard.type('Typed early');
  await expect(name).toHaveValue('Typed early');
  await expect(page.locator('#contact')).toHaveAttribute('data-hydrated', 'false');

  release();
  await expect(page.locator('#contact')).toHaveAttribute('data-hydrated', 'true');
  await expect(name).toBeFocused();
  await page.keyboard.type(', and once awake');
  await expect(name).toHaveValue('Typed early, and once awake');
});

/** The main page started, its bar still asleep; whether the page is dark, now and at the start. */
async function asleepBar(page: Page) {
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
  const bar = page.getByRole('banner');
  await expect(bar).toHaveAttribute('data-hydrated', 'false');
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  return { bar, dark, wasDark: await dark() };
}

/** What the browser logs when the page's code cannot be fetched. */
const CODE_NOT_FETCHED = [/Failed to load resource|Failed to fetch dynamically imported module/];

test.describe('when the network is down as the form wakes', () => {
  test.use({ allowConsole: CODE_NOT_FETCHED });

  test('the form says it could not load, and loads once the visitor tries again online', async ({
    page,
  }) => {
    let offline = true;
    await page.route('**/assets/*.js', async (route) => {
      const entry = await route
        .request()
        .frame()
        .evaluate(() => document.querySelector<HTMLElement>('script[data-entry]')?.dataset.entry)
        .catch(() => undefined);
      if (offline && new URL(route.request().url()).pathname !== entry) await route.abort();
      else await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
    const contact = page.locator('#contact');
    const name = contact.getByLabel(t('contact.form.name.label'));
    const notice = contact.getByRole('alert');
    await expect(notice).toBeHidden();
    await name.focus();
    await expect(notice).toHaveText(t('contact.form.unloaded'));
    // What the visitor types meanwhile stays theirs.
    await page.keyboard.type('Typed offline');

    offline = false;
    await contact.getByLabel(t('contact.form.email.label')).focus();
    await expect(contact).toHaveAttribute('data-hydrated', 'true');
    await expect(notice).toHaveCount(0);
    await expect(name).toHaveValue('Typed offline');
    await contact.getByLabel(t('contact.form.email.label')).fill('back@example.com');
    await expect(contact.getByLabel(t('contact.form.email.label'))).toHaveValue('back@example.com');
  });
});

test.describe('on a phone, the menu pressed before the bar wakes', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const cases = [
    { closed: false, hold: holdTheIslands, when: 'after the page starts' },
    { closed: true, hold: holdTheIslands, when: 'after the page starts' },
    { closed: true, hold: holdTheApp, when: 'before the page starts' },
  ];
  for (const { closed, hold, when } of cases) {
    test(`${when}, ${closed ? 'and closed again, stays closed' : 'stays open'} as the bar wakes`, async ({
      page,
    }) => {
      const release = await hold(page);
      await page.goto('/', { waitUntil: 'commit' });
      if (hold === holdTheIslands) {
        await page.waitForFunction(
          () => (window as { __appStarted?: boolean }).__appStarted === true,
        );
      }
      const bar = page.getByRole('banner');
      const menuButton = bar.getByRole('button', { name: t('navbar.openMenu') });
      const links = bar.getByRole('link', { name: t('nav.contact') });
      await menuButton.click();
      await expect(links).toBeVisible();
      if (closed) {
        await page.keyboard.press('Escape');
        await expect(links).toBeHidden();
      }
      release();
      await expect(bar).toHaveAttribute('data-hydrated', 'true');
      await expect(bar.locator('button[aria-expanded]')).toHaveAttribute(
        'aria-expanded',
        String(!closed),
      );
      if (closed) await expect(links).toBeHidden();
      else await expect(links).toBeVisible();
    });
  }
});

test('what is typed before the form wakes is kept for the tab: a reload before then loses nothing', async ({
  page,
}) => {
  const release = await holdTheIslands(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
  const contact = page.locator('#contact');
  const field = (key: 'name' | 'email' | 'message') =>
    contact.getByLabel(t(`contact.form.${key}.label`));
  await field('name').fill('Ada Lovelace');
  await field('message').fill('Written before the form woke');
  await expect(contact).toHaveAttribute('data-hydrated', 'false');

  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
  // Typed after the reload, still before the form wakes: added to what was kept, not over it.
  await field('email').fill('ada@example.com');
  release();
  await expect(contact).toHaveAttribute('data-hydrated', 'true');
  await expect(field('name')).toHaveValue('Ada Lovelace');
  await expect(field('message')).toHaveValue('Written before the form woke');
  await expect(field('email')).toHaveValue('ada@example.com');
});

test.describe('when the page’s script cannot be fetched', () => {
  test.use({ allowConsole: CODE_NOT_FETCHED });

  test('the form says so, and the page starts at the visitor’s next tap once the network is back', async ({
    page,
  }) => {
    let offline = true;
    await page.route('**/assets/*.js', (route) =>
      offline ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/', { waitUntil: 'commit' });
    const contact = page.locator('#contact');
    const notice = contact.getByRole('alert');
    await expect(notice).toHaveText(t('contact.form.unloaded'));
    const send = contact.getByRole('button', { name: t('contact.form.send') });
    await expect(send).toBeDisabled();
    // Meanwhile the page is as without JavaScript: what only a script could open is open (every
    // project and skill category), and the filter that would fold it is not offered.
    const grid = page.getByRole('list', { name: t('projects.list') });
    const allShown = async () => {
      await expect(grid.getByRole('article')).toHaveCount(projects.length);
      for (const { category } of skillCategories) {
        await expect(
          page.locator('#skills').getByRole('heading', { name: category, exact: true }),
        ).toBeVisible();
      }
      await expect(page.getByRole('group', { name: t('projects.filters') })).toBeHidden();
    };
    await allShown();

    offline = false;
    await contact.getByLabel(t('contact.form.name.label')).click();
    await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
    await expect(contact).toHaveAttribute('data-hydrated', 'true');
    await expect(notice).toHaveCount(0);
    await expect(send).toBeEnabled();
    // Once the scripts have come, nothing the visitor had before them folds away.
    await waitForHydration(page);
    await allShown();
  });
});

test.describe('when the network drops after the page starts', () => {
  test.use({ allowConsole: CODE_NOT_FETCHED });

  test('a press that could not wake its island is not made later; the island wakes once the network is back', async ({
    page,
    context,
  }) => {
    const { bar, dark, wasDark } = await asleepBar(page);
    await context.setOffline(true);
    const lost = page.waitForEvent('requestfailed');
    await bar.getByRole('button', { name: t('theme.toggle') }).click();
    await lost;
    await context.setOffline(false);
    // Back online, the bar wakes with no tap spent on it, and the press made offline stays undone.
    await expect(bar).toHaveAttribute('data-hydrated', 'true');
    expect(await dark()).toBe(wasDark);
    await bar.getByRole('button', { name: t('theme.toggle') }).click();
    await expect.poll(dark).toBe(!wasDark);
  });
});

test('a button clicked after the page starts but before its island wakes does its job', async ({
  page,
}) => {
  await expectEarlySkillsClickDone(page, holdTheIslands, true);
});

test.describe(() => {
  // React's word that it drew the translated parts anew.
  test.use({ allowConsole: [/was drawn anew: its HTML was not what React draws/] });
  test('a button pressed on a page the browser translated before it woke does its job once it wakes', async ({
    page,
  }) => {
    const toggle = page.locator('#projects button[aria-controls][aria-expanded]');
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    given((await toggle.count()) > 0 || null, 'project beyond the featured ones (View All)');
    await translateThePage(page);
    await toggle.click();
    release();
    await waitForHydration(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

test('the bar, asleep until the visitor moves, does what a click on it asked once it wakes', async ({
  page,
}) => {
  const { bar, dark, wasDark } = await asleepBar(page);

  await bar.getByRole('button', { name: t('theme.toggle') }).click();
  await expect(bar).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(dark).toBe(!wasDark);
});
