import type { Page } from '@playwright/test';
import { skillCategories } from '../../src/content';
import { expect, test } from './fixtures';

const HYDRATED_SECTIONS = ['hero', 'skills', 'projects', 'research', 'contact'];

/** Slows the page to a weak phone on a weak network, so the HTML arrives and paints in parts. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 20 * 1024,
    uploadThroughput: 20 * 1024,
  });
}

test("requests the app's JavaScript only after the first largest paint, then hydrates", async ({
  page,
}) => {
  await page.goto('/');
  const timing = await page.evaluate(async () => {
    const firstLcp = await new Promise<PerformanceEntry>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries()[0])).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const entry = document.querySelector<HTMLElement>('script[data-entry]')?.dataset.entry;
    const request = performance
      .getEntriesByType('resource')
      .find((resource) => new URL(resource.name).pathname === entry);
    return { lcp: firstLcp.startTime, request: request?.startTime };
  });
  expect(timing.request).toBeGreaterThan(timing.lcp);
  // The fixture's goto waits for this: every hydrated part of the page says so.
  for (const id of HYDRATED_SECTIONS) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('data-hydrated', 'true');
  }
  await expect(page.getByRole('banner')).toHaveAttribute('data-hydrated', 'true');
});

test('the prerendered page marks its interactive parts as not yet hydrated', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  for (const id of HYDRATED_SECTIONS) {
    expect(html).toMatch(new RegExp(`<section id="${id}" data-hydrated="false"`));
  }
});

test('a button clicked before the app has started does its job once it has', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const skills = page.locator('#skills');
  await skills
    .getByRole('button', { name: `View All ${skillCategories.length} Skill Categories` })
    .click();
  await expect(skills).toHaveAttribute('data-hydrated', 'false');

  release();
  await expect(skills).toHaveAttribute('data-hydrated', 'true');
  await expect(skills.getByRole('button', { name: 'Show Less Skills' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const last = skillCategories[skillCategories.length - 1].category;
  await expect(skills.getByRole('heading', { name: last, exact: true })).toBeVisible();
});

for (const viewport of [
  { width: 375, height: 667 },
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`nothing shifts while a slow phone parses, paints and hydrates the page at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await slowPhone(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node }[];
        })[]) {
          const nodes = entry.sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : '(text)',
          );
          w.__shifts.push(`${entry.value.toFixed(4)}: ${nodes.join(' | ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    // One frame after hydration, so a shift it caused would be on record.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: string[] }).__shifts,
    );
    expect(shifts).toEqual([]);
  });
}
