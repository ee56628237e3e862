// Calibrates the mobile preset's CPU slowdown to the machine it runs on. Lighthouse's mobile
// preset slows the CPU a fixed 4x, which stands for a mid-range phone only on a machine whose
// benchmark index is about 1,500; these shared machines read 1,000 to 2,700. Before every mobile
// run the benchmark measures the index in the browser that will run Lighthouse, with
// Lighthouse's own benchmark function, and sets the slowdown that Lighthouse's CPU-throttling
// calculator gives for that index (lighthouse-cpu-throttling-calculator, linked from
// Lighthouse's docs/throttling.md).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';

/** The calculator's anchors: the slowdown it asks for at an index, straight lines between. */
const CALCULATOR: readonly { index: number; multiplier: number; perIndex: number }[] = [
  // 1,300 = 3x, and one more x per 233 above it (1,533 = 4x, 1,766 = 5x, 2,000 = 6x).
  { index: 1300, multiplier: 3, perIndex: 1 / 233 },
  // 800 = 2x, 1,300 = 3x.
  { index: 800, multiplier: 2, perIndex: 1 / 500 },
  // 150 = 1x, 800 = 2x.
  { index: 150, multiplier: 1, perIndex: 1 / 650 },
];

/**
 * The CPU slowdown that makes a machine of `benchmarkIndex` stand for the phone Lighthouse's
 * mobile preset means. Below 150 the machine is already slower than that phone: no slowdown.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  }
  const band = CALCULATOR.find((anchor) => benchmarkIndex >= anchor.index);
  if (!band) return 1;
  const multiplier = band.multiplier + (benchmarkIndex - band.index) * band.perIndex;
  return Math.round(multiplier * 100) / 100;
}

/** How many times the index is measured before a run; the median counts. */
export const INDEX_SAMPLES = 3;

/**
 * Lighthouse's benchmark index as `evaluate` measures it in a page (its own page function, about
 * 1 s each): the median of {@link INDEX_SAMPLES} measurements.
 */
export async function benchmarkIndexIn(
  evaluate: (benchmark: () => number) => Promise<number>,
): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < INDEX_SAMPLES; i += 1) {
    samples.push(await evaluate(pageFunctions.computeBenchmarkIndex));
  }
  samples.sort((a, b) => a - b);
  return Math.round(samples[Math.floor(samples.length / 2)]!);
}

/** The benchmark index of the browser listening on `port`, in a page of its own. */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const index = await benchmarkIndexIn((benchmark) => page.evaluate(benchmark));
    await page.close();
    return index;
  } finally {
    await browser.disconnect();
  }
}
