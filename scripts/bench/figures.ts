// One Lighthouse run reduced to the benchmark's figures, free of I/O: the presets and pages
// measured, each figure's label and unit, and the reading of a Lighthouse result.
import type { Result } from 'lighthouse';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];
export const PAGES = ['site', 'control'] as const;
export type Page = (typeof PAGES)[number];

export const FIGURES = {
  performance: { label: 'Performance', unit: 'score' },
  accessibility: { label: 'Accessibility', unit: 'score' },
  bestPractices: { label: 'Best Practices', unit: 'score' },
  seo: { label: 'SEO', unit: 'score' },
  fcp: { label: 'FCP', unit: 'ms' },
  lcp: { label: 'LCP', unit: 'ms' },
  tbt: { label: 'TBT', unit: 'ms' },
  longestTask: { label: 'Longest task', unit: 'ms' },
  cls: { label: 'CLS', unit: 'cls' },
  speedIndex: { label: 'Speed Index', unit: 'ms' },
  htmlBytes: { label: 'HTML transfer', unit: 'bytes' },
  cssBytes: { label: 'CSS transfer', unit: 'bytes' },
  initialJsBytes: { label: 'Initial JS transfer', unit: 'bytes' },
  noInputJsBytes: { label: 'JS with no input', unit: 'bytes' },
  totalBytes: { label: 'Total transfer', unit: 'bytes' },
  requests: { label: 'Requests', unit: 'count' },
} as const;
export type Figure = keyof typeof FIGURES;
export type Figures = Record<Figure, number>;

/** One Lighthouse run, reduced to the table's figures plus what the investigation needs. */
export interface RunFigures extends Figures {
  /** Script bytes fetched that are not in the initial set: the lazy chunks. */
  lazyJsBytes: number;
  /** The machine's index as Lighthouse measured it during the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (the mobile preset's, calibrated to the machine). */
  cpuSlowdown: number;
}

interface NetworkItem {
  url: string;
  resourceType: string;
  transferSize: number;
}

function networkItems(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') throw new Error('Lighthouse gave no network-requests');
  return details.items.map((item) => ({
    url: String(item.url),
    resourceType: String(item.resourceType ?? ''),
    transferSize: Number(item.transferSize ?? 0),
  }));
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`Lighthouse scored no ${category}`);
  return Math.round(value * 100);
}

function metric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${audit}`);
  return value;
}

/**
 * The longest main-thread task of the run, in the run's time (simulated on the mobile preset: the
 * observed task times its CPU slowdown), from Lighthouse's long-tasks audit; 0 when it lists none
 * (no task over 50 ms). The audit ends with the trace, after the page has gone quiet.
 */
export function longestTaskOf(lhr: Pick<Result, 'audits'>): number {
  const details = lhr.audits['long-tasks']?.details;
  const items = details?.type === 'table' ? details.items : [];
  return Math.max(0, ...items.map((item) => Number(item.duration ?? 0)));
}

/**
 * Reads one run. initialJsPaths are the URL paths of the entry module and its static imports
 * (from bundle-size.ts); their transfer sizes, headers included, make "initial JS".
 */
export function figuresOf(lhr: Result, initialJsPaths: ReadonlySet<string>): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr.runtimeError.message}`);
  const items = networkItems(lhr);
  const sumOf = (keep: (item: NetworkItem) => boolean) =>
    items.filter(keep).reduce((total, item) => total + item.transferSize, 0);
  const isInitialJs = (item: NetworkItem) => initialJsPaths.has(new URL(item.url).pathname);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    longestTask: longestTaskOf(lhr),
    cls: metric(lhr, 'cumulative-layout-shift'),
    speedIndex: metric(lhr, 'speed-index'),
    htmlBytes: items.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
    cssBytes: sumOf((item) => item.resourceType === 'Stylesheet'),
    initialJsBytes: sumOf(isInitialJs),
    noInputJsBytes: sumOf((item) => item.resourceType === 'Script'),
    totalBytes: sumOf(() => true),
    requests: items.length,
    lazyJsBytes: sumOf((item) => item.resourceType === 'Script' && !isInitialJs(item)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
  };
}
