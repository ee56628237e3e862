// The Lighthouse runs: each in a fresh Chromium, rounds interleaving the pages and presets, every
// full report saved under bench/lighthouse/.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_ARGS } from '../browser.ts';
import { figuresOf, PRESETS, type Page, type Preset, type RunFigures } from './figures.ts';
import { REPORTS_DIR, RUNS } from './settings.ts';

const CONFIGS: Record<Preset, Config | undefined> = {
  // Lighthouse's default config is the mobile preset: simulated slow 4G and 4x CPU slowdown.
  mobile: undefined,
  desktop: desktopConfig,
};

/** The pages each round loads: the portfolio, one project's own page, and the control. */
export type BenchPage = Page | 'item';
export const BENCH_PAGES: BenchPage[] = ['site', 'item', 'control'];

export type Runs = Record<Preset, Record<BenchPage, RunFigures[]>>;

async function runLighthouse(
  chromePath: string,
  url: string,
  preset: Preset,
): Promise<{ lhr: Result; json: string }> {
  // A fresh browser and profile per run: no cache, storage or warmed-up state carries over.
  const chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, '--headless=new'] });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      CONFIGS[preset],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const json = Array.isArray(result.report) ? result.report.join('') : result.report;
    return { lhr: result.lhr, json };
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
  urls: Record<BenchPage, string>,
  initialJsPaths: ReadonlySet<string>,
): Promise<{ runs: Runs; mobileSiteRuns: { name: string; lhr: Result }[] }> {
  const mobileSiteRuns: { name: string; lhr: Result }[] = [];
  const runs: Runs = {
    mobile: { site: [], item: [], control: [] },
    desktop: { site: [], item: [], control: [] },
  };
  for (let round = 1; round <= RUNS; round += 1) {
    for (const preset of PRESETS) {
      const order = round % 2 ? BENCH_PAGES : [...BENCH_PAGES].reverse();
      for (const page of order) {
        const { lhr, json } = await runLighthouse(chromePath, urls[page], preset);
        const name = `${preset}-${page}-${round}`;
        await writeFile(path.join(REPORTS_DIR, `${name}.json`), json);
        if (preset === 'mobile' && page === 'site') mobileSiteRuns.push({ name, lhr });
        const figures = figuresOf(lhr, initialJsPaths);
        runs[preset][page].push(figures);
        console.log(
          `${preset} ${page} ${round}/${RUNS}: performance ${figures.performance}, ` +
            `LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms`,
        );
      }
    }
  }
  return { runs, mobileSiteRuns };
}
