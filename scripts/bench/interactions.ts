// `npm run bench:interactions`: how fast the page answers a visitor, in Chromium with the CPU slowed
// as the mobile benchmark slows it (calibrated from the machine's benchmark index, calibration.ts).
// Four interactions, each on a freshly loaded page: opening the menu on a phone, choosing a project
// filter, opening a project's modal and typing in the contact form. For each it reads Event Timing
// (the measure behind INP: from the input to the next paint after its handlers) and the time until
// the frame that paints the result (which also counts a chunk fetched on the way). The median of RUNS must be within TARGET_MS; the exit code says whether it was.
// A benchmark, not a test: it runs in `npm run bench`, never in `npm test`.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { serve } from '../../server/serve.ts';
import { categories, projects } from '../../src/content';
import { projectFilters } from '../../src/lib/projects.ts';
import { CHROMIUM_ARGS } from '../browser.ts';
import { findChromium } from '../ensure-chromium.ts';
import { benchmarkIndexIn, cpuSlowdownFor } from './calibration.ts';
import { COMMAND, DIST_DIR, ROOT } from './settings.ts';
import { median } from './statistics.ts';

/** The most an interaction may take to paint its result (INP's "good" threshold). */
export const TARGET_MS = 200;
const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
/** Event Timing reports only events of at least this long; shorter ones read as this. */
const EVENT_TIMING_FLOOR_MS = 16;

interface Interaction {
  name: string;
  viewport: { width: number; height: number };
  /** Brings the control into view and waits until the part of the page it belongs to has started. */
  prepare: (page: Page) => Promise<void>;
  /** The visitor's input. */
  act: (page: Page) => Promise<void>;
  /** True in the page once the result is in the DOM. */
  result: () => boolean;
}

/**
 * Waits until the part of the page named by `selector` is hydrated, then until every island has
 * woken and the browser is idle: the visitor's input meets the page settled, as it met the page
 * when one root hydrated it all (islands still waking would add their work to the input's).
 */
const hydrated = async (page: Page, selector: string) => {
  await page.locator(`${selector}[data-hydrated="true"]`).waitFor({ state: 'attached' });
  // The islands no trigger woke follow once the visitor moves through the page (a scroll).
  await page.waitForFunction(
    () => {
      window.dispatchEvent(new Event('scroll'));
      return document.querySelector('[data-root][data-hydrated="false"]') === null;
    },
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
};

const featured = projects.find((project) => project.featured) ?? projects[0];
// A filter other than the one shown at first, when the content has one.
const filter =
  projectFilters(categories.projects, projects).at(1) ??
  projectFilters(categories.projects, projects)[0];

const INTERACTIONS: Interaction[] = [
  {
    name: 'open the menu on a phone',
    viewport: { width: 375, height: 740 },
    prepare: (page) => hydrated(page, 'header'),
    act: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
    result: () =>
      document.querySelector('[aria-label="Close menu"][aria-expanded="true"]') !== null,
  },
  {
    name: `choose the project filter "${filter}"`,
    viewport: { width: 1280, height: 800 },
    async prepare(page) {
      await page.locator('#projects').scrollIntoViewIfNeeded();
      await hydrated(page, '#projects');
    },
    act: (page) =>
      page
        .getByRole('group', { name: 'Filter projects by category' })
        .getByRole('button', { name: filter, exact: true })
        .click(),
    result: () =>
      document.querySelector('#projects button[aria-pressed="true"]') !==
      document.querySelector('#projects [role="group"] button'),
  },
  {
    name: 'open a project modal',
    viewport: { width: 1280, height: 800 },
    async prepare(page) {
      await page.locator('#projects').scrollIntoViewIfNeeded();
      await hydrated(page, '#projects');
    },
    act: (page) => page.getByRole('button', { name: `Info about ${featured!.title}` }).click(),
    result: () => document.querySelector('dialog[open]') !== null,
  },
  {
    name: 'type in the contact form',
    viewport: { width: 1280, height: 800 },
    async prepare(page) {
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await hydrated(page, '#contact');
      await page.getByLabel('Your Name *').focus();
    },
    // One key: each key is an interaction of its own, and the first after focus is the slowest.
    act: (page) => page.keyboard.type('A'),
    result: () => (document.activeElement as HTMLInputElement | null)?.value === 'A',
  },
];
// The filter changes nothing when the content has a single one; measuring it would measure nothing.
if (projectFilters(categories.projects, projects).length < 2) INTERACTIONS.splice(1, 1);

interface Measured {
  /** The longest Event Timing duration among the interaction's inputs. */
  eventTimingMs: number;
  /** From the first input's timestamp to the frame after the one that paints the result. */
  toResultMs: number;
}

/** Records inputs and Event Timing entries from the start, before the page's own scripts. */
function recordInputs() {
  const w = window as unknown as { __inputAt: number[]; __durations: number[] };
  w.__inputAt = [];
  w.__durations = [];
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => w.__inputAt.push(event.timeStamp), { capture: true });
  }
  new PerformanceObserver((list) => {
    // interactionId is newer than this TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[]) {
      if (entry.interactionId) w.__durations.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * Starts watching for the result in the page: on every frame, before it is drawn, the check runs;
 * the first frame that finds the result paints it, and the start of the frame after is recorded. The check is
 * sent as source (tsx names functions with a helper the page lacks; a no-op stands in for it).
 */
function watchForResult(page: Page, result: () => boolean): Promise<unknown> {
  return page.evaluate(`(() => {
    const __name = (f) => f;
    const done = ${result.toString()};
    window.__resultAt = 0;
    const frame = () => {
      if (!done()) requestAnimationFrame(frame);
      else requestAnimationFrame(() => (window.__resultAt = performance.now()));
    };
    requestAnimationFrame(frame);
  })()`);
}

async function measureOnce(page: Page, origin: string, step: Interaction): Promise<Measured> {
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await step.prepare(page);
  // Inputs before this point (scrolling, focus) are not the interaction's.
  await page.evaluate(() => {
    const w = window as unknown as { __inputAt: number[]; __durations: number[] };
    w.__inputAt = [];
    w.__durations = [];
  });
  await watchForResult(page, step.result);
  await step.act(page);
  await page.waitForFunction(() => (window as unknown as { __resultAt: number }).__resultAt > 0);
  // Event Timing entries arrive after the paint they measure; wait for the frame after it.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const { inputAt, durations, resultAt } = await page.evaluate(() => {
    const w = window as unknown as {
      __inputAt: number[];
      __durations: number[];
      __resultAt: number;
    };
    return { inputAt: w.__inputAt, durations: w.__durations, resultAt: w.__resultAt };
  });
  if (inputAt.length === 0) throw new Error(`${step.name}: no input reached the page`);
  return {
    eventTimingMs: Math.max(EVENT_TIMING_FLOOR_MS, ...durations),
    toResultMs: resultAt - inputAt[0]!,
  };
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: run "tsx scripts/ensure-chromium.ts".');
  // The benchmark's build by default (pre-compressed, as a CDN serves it); DIST_DIR for another.
  const dir = process.env.DIST_DIR ? path.resolve(ROOT, process.env.DIST_DIR) : DIST_DIR;
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run "${COMMAND}", or set DIST_DIR to a built site.`);
  }
  const server = await serve({ dir, port: 0, precompressed: true, siteHeaders: false });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  let failed = false;
  const lines: string[] = [];
  let calibration = '';
  try {
    const probe = await browser.newPage();
    const index = await benchmarkIndexIn((benchmark) => probe.evaluate(benchmark));
    await probe.close();
    const slowdown = cpuSlowdownFor(index);
    calibration = `benchmark index ${index}, so the CPU slowed ${slowdown}× (Lighthouse's calculator)`;
    console.log(calibration);

    for (const step of INTERACTIONS) {
      const runs: Measured[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: step.viewport });
        const page = await context.newPage();
        await page.addInitScript(recordInputs);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        runs.push(await measureOnce(page, origin, step));
        await context.close();
      }
      const eventTiming = median(runs.map((r) => r.eventTimingMs));
      const toResult = median(runs.map((r) => r.toResultMs));
      const ok = Math.max(eventTiming, toResult) <= TARGET_MS;
      failed ||= !ok;
      const line =
        `${ok ? '✓' : '✗'} ${step.name}: Event Timing ${Math.round(eventTiming)} ms, ` +
        `result painted after ${Math.round(toResult)} ms ` +
        `(medians of ${RUNS}; slowest ${Math.round(Math.max(...runs.map((r) => r.toResultMs)))} ms)`;
      lines.push(line);
      console.log(line);
    }
  } finally {
    await browser.close();
    server.close();
  }
  report(calibration, lines);
  if (failed) {
    console.log(`An interaction took longer than ${TARGET_MS} ms to paint its result.`);
    process.exitCode = 1;
  }
}

const START = '<!-- interactions -->';

/** Puts the results at the end of BENCHMARKS.md, in place of the previous ones. */
function report(calibration: string, lines: string[]): void {
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const text = readFileSync(file, 'utf8');
  const kept = text.includes(START) ? text.slice(0, text.indexOf(START)) : `${text}\n`;
  const section = `${START}
## Interactions

\`npm run bench:interactions\` (\`scripts/bench/interactions.ts\`), on the sample's build in Chromium:
${calibration}. Target: ${TARGET_MS} ms for each, Event Timing and the painted result alike
(${new Date().toISOString()}).

${lines.map((line) => `- ${line}`).join('\n')}
`;
  writeFileSync(file, `${kept}${section}`);
}

await main();
