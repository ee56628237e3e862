// The benchmark's arithmetic: medians across runs and the targets on the mobile preset.
import { INITIAL_JS_TARGET_BYTES } from '../budgets.ts';
import type { Figure, Figures, Page, Preset, RunFigures } from './figures.ts';

/** Each preset's and page's medians, figure by figure. */
export type Medians = Record<Preset, Record<Page, RunFigures>>;

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure on its own across runs (not the figures of one median run). */
export function medians(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RunFigures;
}

export interface Target {
  figure: Figure;
  text: string;
  pass: boolean;
}

/** No task on the main thread longer than this (simulated) before the page is idle. */
export const LONG_TASK_TARGET_MS = 100;

/** The targets of issue 21, all on the calibrated mobile preset. */
export function mobileTargets(site: Figures, control: Figures): Target[] {
  return [
    { figure: 'performance', text: '= 100', pass: site.performance === 100 },
    { figure: 'accessibility', text: '= 100', pass: site.accessibility === 100 },
    { figure: 'bestPractices', text: '= 100', pass: site.bestPractices === 100 },
    { figure: 'seo', text: '= 100', pass: site.seo === 100 },
    { figure: 'lcp', text: '≤ 1.15 × control', pass: site.lcp <= 1.15 * control.lcp },
    { figure: 'tbt', text: '≤ control + 50 ms', pass: site.tbt <= control.tbt + 50 },
    {
      figure: 'longestTask',
      text: `≤ ${LONG_TASK_TARGET_MS} ms`,
      pass: site.longestTask <= LONG_TASK_TARGET_MS,
    },
    // Lighthouse shows CLS to three decimals; "0" means it shows 0.000.
    { figure: 'cls', text: '= 0', pass: Math.round(site.cls * 1000) === 0 },
    {
      figure: 'initialJsBytes',
      text: `≤ ${INITIAL_JS_TARGET_BYTES / 1024} KiB`,
      pass: site.initialJsBytes <= INITIAL_JS_TARGET_BYTES,
    },
  ];
}
