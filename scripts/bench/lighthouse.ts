// The Lighthouse runs: each in a fresh Chromium, rounds interleaving the pages and presets, every
// full report saved under bench/lighthouse/.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS } from '../browser.ts';
import { cpuSlowdownFor, measureBenchmarkIndex } from './calibration.ts';
import { figuresOf, PRESETS, type Page, type Preset, type RunFigures } from './figures.ts';
import { REPORTS_DIR, RUNS } from './settings.ts';

const CONFIGS: Record<Preset, Config | undefined> = {
  // Lighthouse's default config is the mobile preset: simulated slow 4G and a CPU slowdown,
  // which runLighthouse calibrates to the machine (calibration.ts).
  mobile: undefined,
  desktop: desktopConfig,
};

/** What one run measured of the machine before it ran, for the log. */
export interface Calibration {
  benchmarkIndex: number;
  cpuSlowdown: number;
}

/** An item's own page, measured beside the main page: prerendered HTML, no JavaScript. */
export type ItemPage = 'project' | 'paper' | 'note';
export const ITEM_PAGES: ItemPage[] = ['project', 'paper', 'note'];
/** The pages a round can load: the portfolio, an item page of each kind, and the control. */
export type BenchPage = Page | ItemPage;
export const BENCH_PAGES: BenchPage[] = ['site', ...ITEM_PAGES, 'control'];
/** Each page's address; an item page the content has none of is left out. */
export type BenchUrls = Record<Page, string> & Partial<Record<ItemPage, string>>;

export type Runs = Record<Preset, Record<BenchPage, RunFigures[]>>;

/** One Lighthouse run of `url` in a fresh Chromium; on mobile, with the CPU slowdown calibrated. */
export async function runLighthouse(
  chromePath: string,
  url: string,
  preset: Preset,
): Promise<{ lhr: Result; json: string; calibration: Calibration | null }> {
  // A fresh browser and profile per run: no cache, storage or warmed-up state carries over.
  const chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error' };
    let calibration: Calibration | null = null;
    if (preset === 'mobile') {
      // Measured in this browser just before its run: the machine's speed now, not an hour ago.
      const benchmarkIndex = await measureBenchmarkIndex(chrome.port);
      calibration = { benchmarkIndex, cpuSlowdown: cpuSlowdownFor(benchmarkIndex) };
      flags.throttling = {
        ...throttling.mobileSlow4G,
        cpuSlowdownMultiplier: calibration.cpuSlowdown,
      };
    }
    const result = await lighthouse(url, flags, CONFIGS[preset]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const json = Array.isArray(result.report) ? result.report.join('') : result.report;
    return { lhr: result.lhr, json, calibration };
  } finally {
    chrome.kill();
  }
}

/**
 * RUNS rounds; in each, mobile then desktop, the pages alternating which goes first. Returns every
 * run's figures, and the mobile site runs' full results for the diagnostics.
 */
export async function runRounds(
  chromePath: string,
  urls: BenchUrls,
  initialJsPaths: ReadonlySet<string>,
): Promise<{ runs: Runs; mobileSiteRuns: { name: string; lhr: Result }[] }> {
  const mobileSiteRuns: { name: string; lhr: Result }[] = [];
  const none = (): Record<BenchPage, RunFigures[]> => ({
    site: [],
    project: [],
    paper: [],
    note: [],
    control: [],
  });
  const runs: Runs = { mobile: none(), desktop: none() };
  const pages = BENCH_PAGES.flatMap((page) => {
    const url = urls[page];
    return url ? [{ page, url }] : [];
  });
  for (let round = 1; round <= RUNS; round += 1) {
    for (const preset of PRESETS) {
      const order = round % 2 ? pages : [...pages].reverse();
      for (const { page, url } of order) {
        const { lhr, json, calibration } = await runLighthouse(chromePath, url, preset);
        const name = `${preset}-${page}-${round}`;
        await writeFile(path.join(REPORTS_DIR, `${name}.json`), json);
        if (preset === 'mobile' && page === 'site') mobileSiteRuns.push({ name, lhr });
        const figures = figuresOf(lhr, initialJsPaths);
        runs[preset][page].push(figures);
        const cpu = calibration
          ? `benchmark index ${calibration.benchmarkIndex} → CPU ${calibration.cpuSlowdown}x`
          : `CPU ${figures.cpuSlowdown}x`;
        console.log(
          `${preset} ${page} ${round}/${RUNS} (${cpu}): performance ${figures.performance}, ` +
            `LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms`,
        );
      }
    }
  }
  return { runs, mobileSiteRuns };
}
