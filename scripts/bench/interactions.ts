// `npm run bench:interactions`: how fast the page answers a visitor, in Chromium with the CPU slowed
// as the mobile benchmark slows it (calibrated from the machine's benchmark index, calibration.ts).
// Four interactions, each on a freshly loaded page: opening the menu on a phone (a touch screen), choosing a project
// filter, opening a project's modal and typing in the contact form (on a desktop, the pointer rests
// on the button before it presses, as a visitor's does: interaction-steps.ts). For each it reads Event Timing
// (the measure behind INP: from the input to the next paint after its handlers) and the time until
// the frame that paints the result (which also counts a chunk fetched on the way). The median of RUNS must be within TARGET_MS; the exit code says whether it was.
// A benchmark, not a test: it runs in `npm run bench`, never in `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { serve } from '../../server/serve.ts';
import { CHROMIUM_ARGS } from '../browser.ts';
import { requireChromium } from '../ensure-chromium.ts';
import { benchmarkIndexIn, cpuSlowdownFor } from './calibration.ts';
import {
  INTERACTIONS,
  recordInputs,
  resultPaintedAt,
  watchForResult,
  type Interaction,
} from './interaction-steps.ts';
import { interactionSiteDir, ROOT } from './settings.ts';
import { median } from './statistics.ts';

/** The most an interaction may take to paint its result (INP's "good" threshold). */
export const TARGET_MS = 200;
const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
/** Event Timing reports only events of at least this long; shorter ones read as this. */
const EVENT_TIMING_FLOOR_MS = 16;

interface Measured {
  /** The longest Event Timing duration among the interaction's inputs. */
  eventTimingMs: number;
  /** From the first input's timestamp to the end of the rendering of the frame that paints the result. */
  toResultMs: number;
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
  const { inputAt, durations } = await page.evaluate(() => {
    const w = window as unknown as { __inputAt: number[]; __durations: number[] };
    return { inputAt: w.__inputAt, durations: w.__durations };
  });
  const resultAt = await page.evaluate(resultPaintedAt);
  if (inputAt.length === 0) throw new Error(`${step.name}: no input reached the page`);
  return {
    eventTimingMs: Math.max(EVENT_TIMING_FLOOR_MS, ...durations),
    toResultMs: resultAt - inputAt[0]!,
  };
}

async function main(): Promise<void> {
  const executablePath = requireChromium();
  const dir = interactionSiteDir();
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
        const context = await browser.newContext(step.device);
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
