import type { Page } from '@playwright/test';
import { SECTION_IDS } from '../../src/config/navigation';
import { PARTICLES_RUNNING, UNASKED_WORK_DELAY_MS } from '../../src/config/site';
import { expectEarlySkillsClickDone } from './early-click';
import { expect, holdTheApp, test, waitForHydration } from './fixtures';

// The sections React hydrates, of those the content puts on the page.
const HYDRATED_SECTIONS = ['hero', 'skills', 'projects', 'research', 'contact'].filter((id) =>
  (SECTION_IDS as readonly string[]).includes(id),
);

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

test('until the visitor moves, React stays out: the first screen waits, prerendered, asleep', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
  // A part that wakes once within a screen of the viewport (src/lib/islands.ts), and starts
  // there, wakes at load by design: on a short page, the contact form under the hero.
  const inReach = await page.evaluate(() =>
    [...document.querySelectorAll('[data-root]')].some((island) => {
      const when = island.getAttribute('data-hydrate');
      // The island's box is its first child's, as the loader watches it: the root draws none.
      const top = island.firstElementChild?.getBoundingClientRect().top ?? Infinity;
      if (when === 'moving') return false;
      if (when === 'near') return top < 2 * innerHeight;
      return when !== 'visible' || top < innerHeight;
    }),
  );
  test.skip(inReach, 'a part that wakes by being in reach starts within reach');
  // Two idle moments after the loader started: an island woken by being in view, or by the
  // browser's idleness, would have asked for React by then.
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
  );
  const { entryAt, reactAt } = await page.evaluate(() => {
    const entry = document.querySelector<HTMLElement>('script[data-entry]')?.dataset.entry;
    const resources = performance.getEntriesByType('resource');
    const at = (test: (path: string) => boolean) =>
      resources.find((resource) => test(new URL(resource.name).pathname))?.startTime;
    return {
      entryAt: at((path) => path === entry),
      reactAt: at((path) => /\/hydrate-root-[^/]*\.js$/.test(path)),
    };
  });
  expect(entryAt).toBeDefined();
  // Unless the few seconds after which the rest follows by itself have passed (a slow machine).
  if (reactAt !== undefined)
    expect(reactAt - entryAt!).toBeGreaterThanOrEqual(UNASKED_WORK_DELAY_MS);
  else await expect(page.locator('[data-root][data-hydrated="true"]')).toHaveCount(0);

  await page.mouse.wheel(0, 1);
  await expect(page.getByRole('banner')).toHaveAttribute('data-hydrated', 'true');
  if (HYDRATED_SECTIONS.includes('hero')) {
    await expect(page.locator('#hero')).toHaveAttribute('data-hydrated', 'true');
  }
});

test('the prerendered page marks its interactive parts as not yet hydrated', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  for (const id of HYDRATED_SECTIONS) {
    expect(html).toMatch(new RegExp(`<section id="${id}" data-hydrated="false"`));
  }
});

test('a button clicked before the app has started does its job once it has', async ({ page }) => {
  await expectEarlySkillsClickDone(page, holdTheApp, false);
});

/**
 * The parser hands the page to the screen in parts: wherever a network packet or its time slice
 * ends. For every node of the first screen, in document order, this cuts the page just after it,
 * as the first paint may see it, and lists each painted node of the screen that stands elsewhere
 * than in the whole page. A visitor would see it jump when the rest arrives.
 */
async function partsThatMoveAsThePageArrives(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screen = document.getElementById('hero');
    if (!screen) throw new Error('no #hero');
    let last: Node = screen;
    while (last.lastChild) last = last.lastChild;
    const nodes: Node[] = [];
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.ELEMENT_NODE || node.textContent?.trim()) nodes.push(node);
      if (node === last) break;
    }
    const range = document.createRange();
    const place = (node: Node) => {
      if (node instanceof Element) return node.getBoundingClientRect();
      range.selectNodeContents(node);
      return range.getBoundingClientRect();
    };
    const shown = (color: string) => !/^transparent$|^rgba\(.*, 0\)$|\/ 0\)$/.test(color);
    // A box with nothing of its own to paint (no background, border, shadow, outline or generated
    // content; not an image or a control) cannot be seen to move: what it holds is measured on its
    // own. Its place while its text has not arrived (a longer word wider than its least width)
    // shows nowhere.
    const paintsItself = (element: Element) => {
      if (element.matches('img, svg, canvas, video, iframe, input, textarea, select, button')) {
        return true;
      }
      const style = getComputedStyle(element);
      const generated = ['::before', '::after'].some(
        (pseudo) => !['none', 'normal'].includes(getComputedStyle(element, pseudo).content),
      );
      const border = (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) =>
          style[`border${side}Width`] !== '0px' &&
          !['none', 'hidden'].includes(style[`border${side}Style`]) &&
          shown(style[`border${side}Color`]),
      );
      return (
        generated ||
        border ||
        shown(style.backgroundColor) ||
        style.backgroundImage !== 'none' ||
        style.boxShadow !== 'none' ||
        (style.outlineStyle !== 'none' && style.outlineWidth !== '0px')
      );
    };
    const painted = (node: Node, rect: DOMRect) => {
      const element = node instanceof Element ? node : node.parentElement;
      if (node instanceof Element && !paintsItself(node)) return false;
      return (
        element?.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('.sr-only') &&
        rect.width > 0 &&
        rect.height > 0 &&
        rect.bottom > 0 &&
        rect.top < innerHeight
      );
    };
    const name = (node: Node) =>
      node instanceof Element
        ? node.outerHTML.slice(0, 70)
        : `"${(node.textContent ?? '').trim().slice(0, 40)}"`;
    // Re-inserted parts would start their entrance animations again; measure them at rest.
    const still = () => document.getAnimations().forEach((animation) => animation.cancel());
    still();
    const whole = new Map(nodes.map((node) => [node, place(node)]));

    const moved: string[] = [];
    for (const [index, cut] of nodes.entries()) {
      // Everything after the cut in document order: its children, then the later siblings of it
      // and of each of its ancestors.
      const removed: [Node, Node, Node | null][] = [];
      const remove = (node: Node) => {
        removed.push([node, node.parentNode as Node, node.nextSibling]);
        node.parentNode?.removeChild(node);
      };
      while (cut.lastChild) remove(cut.firstChild as Node);
      for (let node: Node = cut; node !== document.body; node = node.parentNode as Node) {
        while (node.nextSibling) remove(node.nextSibling);
      }
      still();
      for (const node of nodes.slice(0, index + 1)) {
        const before = whole.get(node) as DOMRect;
        const now = place(node);
        if (!painted(node, before) || !painted(node, now)) continue;
        if (Math.abs(now.left - before.left) > 1 || Math.abs(now.top - before.top) > 1) {
          moved.push(
            `${name(node)} moves by (${Math.round(before.left - now.left)}, ${Math.round(
              before.top - now.top,
            )}) once ${name(cut)} is followed by the rest`,
          );
        }
      }
      for (const [node, parent, next] of removed.reverse()) parent.insertBefore(node, next);
    }
    return [...new Set(moved)];
  });
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 412, height: 823 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    // What the particles' layer does to layout is part of what must not shift.
    test.use({ viewport, idleMotion: 'running' });

    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      test(`no part of the first screen moves as the rest of the page arrives (motion: ${reducedMotion})`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion });
        await holdTheApp(page);
        await page.goto('/', { waitUntil: 'commit' });
        await page.waitForLoadState('load');
        // The photo, where the owner has one, is in place before the page is cut.
        await page.waitForFunction(
          () => document.querySelector<HTMLImageElement>('#hero img')?.complete ?? true,
        );
        // A row that waits for its next sibling (`arriving:invisible`) must have one, or it
        // would stay invisible for good.
        const waiting = page.locator('[class~="arriving:invisible"]');
        expect(await waiting.count()).toBeGreaterThan(0);
        expect(
          await waiting.evaluateAll((rows) =>
            rows.filter((row) => !row.nextElementSibling).map((row) => row.outerHTML.slice(0, 80)),
          ),
        ).toEqual([]);
        expect(await partsThatMoveAsThePageArrives(page)).toEqual([]);
      });
    }

    test('nothing shifts while a slow phone hydrates the page and starts its effects', async ({
      page,
    }) => {
      // Four times slower on purpose: hydration and the effects' start take their time.
      test.setTimeout(60_000);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const release = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await page.evaluate(() => {
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
        }).observe({ type: 'layout-shift' });
      });
      release();
      await waitForHydration(page);
      // The effects start once the browser is idle; the particles prove they have. At a quarter of
      // the speed that takes longer than the usual wait.
      await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(1, { timeout: 40_000 });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: string[] }).__shifts,
      );
      expect(shifts).toEqual([]);
    });
  });
}

test.describe('endless motion', () => {
  test.use({ idleMotion: 'running' });

  test('blinks and bounces with what a compositor can animate: opacity or transform of HTML boxes', async ({
    page,
  }) => {
    // While the particles draw, the page restyles what animates every frame anyway; a colour, or
    // any property of an <svg>, was also painted again every frame, in the same task as a tap.
    await page.goto('/');
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
        .map((animation) => {
          const effect = animation.effect as KeyframeEffect;
          const changes = effect
            .getKeyframes()
            .flatMap((frame) => Object.keys(frame))
            .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
          return {
            name: (animation as CSSAnimation).animationName,
            box: effect.target instanceof SVGElement ? 'svg' : 'html',
            changes: [...new Set(changes)].filter((key) => !['opacity', 'transform'].includes(key)),
          };
        }),
    );
    test.skip(endless.length === 0, 'Nothing on this page moves without end.');
    expect(endless).toEqual(
      endless.map(({ name }) => ({ name, box: 'html', changes: [] as string[] })),
    );
  });
});
