import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { stillIdleMotion } from '../idle-motion';

/**
 * Waits until React handles every part of the page that it hydrates (static islands never are).
 * The islands no trigger has woken wait for the visitor to move through the page (or a few seconds,
 * src/lib/once-moving.ts): each check says the visitor has, as a scroll event, since the page's
 * loader may start after the first one.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    window.dispatchEvent(new Event('scroll'));
    return [...document.querySelectorAll('[data-hydrated="false"]')].every((el) =>
      el.closest('[data-island]'),
    );
  });
}

/** Keeps the app's JavaScript from arriving until the returned function is called. */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Lets the entry (the islands' loader) run but keeps every island's code, and React, from arriving
 * until the returned function is called: the page is then awake to triggers but no island is React's.
 */
export async function holdTheIslands(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const entry = await route
      .request()
      .frame()
      .evaluate(() => document.querySelector<HTMLElement>('script[data-entry]')?.dataset.entry)
      .catch(() => undefined);
    if (entry && new URL(route.request().url()).pathname !== entry) await held;
    await route.continue();
  });
  return release;
}

/** No idle moment ever comes: only what is in view, or touched, wakes. */
export function neverIdle(): void {
  window.requestIdleCallback = () => 0;
}

/**
 * Every test fails if the page logs a console error or warning, or throws, unless the test says
 * which messages it expects (`allowConsole`).
 *
 * `page.goto` and `page.reload` return once the page is hydrated, as a visitor's second glance
 * would find it: a click on a prerendered button before React arrives does nothing. Pass
 * `waitUntil: 'commit'` to look at the page before that.
 */
export const test = base.extend<{
  allowConsole: RegExp[];
  idleMotion: 'running' | 'stopped';
  consoleGuard: void;
}>({
  allowConsole: [[], { option: true }],
  /** Unless a test asks for it running, the page's idle motion is stilled (../idle-motion.ts). */
  idleMotion: ['stopped', { option: true }],
  consoleGuard: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (allowConsole.some((pattern) => pattern.test(text))) return;
        problems.push(`${message.type()}: ${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use();
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled, idleMotion }, use) => {
    if (idleMotion === 'stopped') await page.addInitScript(stillIdleMotion);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = async <T>(navigation: Promise<T>, waitUntil?: string): Promise<T> => {
      const response = await navigation;
      const isPage = (await page.locator('#root').count()) > 0;
      if (javaScriptEnabled !== false && waitUntil !== 'commit' && isPage) {
        await waitForHydration(page);
      }
      return response;
    };
    page.goto = (url, options) => hydrated(goto(url, options), options?.waitUntil);
    page.reload = (options) => hydrated(reload(options), options?.waitUntil);
    await use(page);
    // A route handler still fetching as the test ends (a chunk the page loads when idle) must not
    // fail the test that is over.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export { expect };

/**
 * Waits until `dialog` is modal: a dialog is drawn first and made modal once that frame is painted
 * (src/components/dialog.tsx), and only then is the page behind inert.
 */
export async function expectModal(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
}

/**
 * What a test needs of the owner's content (a paper, a project with both links), or a skip that
 * says what the content lacks. Tests never index into content lists by position: they ask for
 * the shape they need here. The owner suite runs on tests/content-alt with E2E_REQUIRE_SHAPES=1,
 * where every shape must be present, so a skip there is a failure: each test runs somewhere.
 */
export function given<T>(item: T | null | undefined, what: string): T {
  if (item == null) {
    if (process.env.E2E_REQUIRE_SHAPES) {
      throw new Error(`this content set must have ${what}: add it (E2E_REQUIRE_SHAPES is set)`);
    }
    test.skip(true, `the content has no ${what}`);
  }
  return item as T;
}

/** Opens the page with reveal animations and effects allowed to settle on their own. */
export const HOME = '/';
