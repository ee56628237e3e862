// The benchmark's arithmetic and presentation, free of I/O: one run's figures from a Lighthouse
// result, medians per figure, ratios to the control, the issue's targets, and the table.
import type { Result } from 'lighthouse';
import { BUDGETS_BYTES } from './budgets.ts';

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
  cls: { label: 'CLS', unit: 'cls' },
  speedIndex: { label: 'Speed Index', unit: 'ms' },
  htmlBytes: { label: 'HTML transfer', unit: 'bytes' },
  cssBytes: { label: 'CSS transfer', unit: 'bytes' },
  initialJsBytes: { label: 'Initial JS transfer', unit: 'bytes' },
  totalBytes: { label: 'Total transfer', unit: 'bytes' },
  requests: { label: 'Requests', unit: 'count' },
} as const;
export type Figure = keyof typeof FIGURES;
export type Figures = Record<Figure, number>;

/** One Lighthouse run, reduced to the table's figures plus what the investigation needs. */
export interface RunFigures extends Figures {
  /** Script bytes fetched that are not in the initial set: the lazy chunks. */
  lazyJsBytes: number;
  benchmarkIndex: number;
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
 * Reads one run. initialJsPaths are the URL paths of the entry module and its static imports
 * (from scripts/bundle-size.ts); their transfer sizes, headers included, make "initial JS".
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
    cls: metric(lhr, 'cumulative-layout-shift'),
    speedIndex: metric(lhr, 'speed-index'),
    htmlBytes: items.find((item) => item.resourceType === 'Document')?.transferSize ?? 0,
    cssBytes: sumOf((item) => item.resourceType === 'Stylesheet'),
    initialJsBytes: sumOf(isInitialJs),
    totalBytes: sumOf(() => true),
    requests: items.length,
    lazyJsBytes: sumOf((item) => item.resourceType === 'Script' && !isInitialJs(item)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

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

/** The issue's targets, all on the mobile preset. */
export function mobileTargets(site: Figures, control: Figures): Target[] {
  return [
    { figure: 'performance', text: '= 100', pass: site.performance === 100 },
    { figure: 'accessibility', text: '= 100', pass: site.accessibility === 100 },
    { figure: 'bestPractices', text: '= 100', pass: site.bestPractices === 100 },
    { figure: 'seo', text: '= 100', pass: site.seo === 100 },
    { figure: 'lcp', text: '≤ 1.25 × control', pass: site.lcp <= 1.25 * control.lcp },
    { figure: 'tbt', text: '≤ 50 ms', pass: site.tbt <= 50 },
    // Lighthouse shows CLS to three decimals; "0" means it shows 0.000.
    { figure: 'cls', text: '= 0', pass: Math.round(site.cls * 1000) === 0 },
    {
      figure: 'initialJsBytes',
      text: `≤ ${BUDGETS_BYTES.initialJs / 1024} KiB`,
      pass: site.initialJsBytes <= BUDGETS_BYTES.initialJs,
    },
  ];
}

export function formatFigure(figure: Figure, value: number): string {
  if (!Number.isFinite(value)) return '—';
  switch (FIGURES[figure].unit) {
    case 'ms':
      return `${Math.round(value).toLocaleString('en-US')} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KiB`;
    default:
      return String(Math.round(value));
  }
}

export function formatRatio(site: number, control: number): string {
  if (control === 0) return site === 0 ? '1.00' : '—';
  return (site / control).toFixed(2);
}

export type Medians = Record<Preset, Record<Page, RunFigures>>;

/** The one table: each figure's medians, ratio to the control, and the mobile target. */
export function markdownTable(result: Medians): string {
  const targets = new Map(
    mobileTargets(result.mobile.site, result.mobile.control).map((t) => [t.figure, t]),
  );
  const header = [
    '| Figure | Mobile site | Mobile control | ×control | Mobile target | Pass | Desktop site | Desktop control | ×control |',
    '| --- | ---: | ---: | ---: | --- | :---: | ---: | ---: | ---: |',
  ];
  const rows = (Object.keys(FIGURES) as Figure[]).map((figure) => {
    const target = targets.get(figure);
    const cells = [
      FIGURES[figure].label,
      formatFigure(figure, result.mobile.site[figure]),
      formatFigure(figure, result.mobile.control[figure]),
      formatRatio(result.mobile.site[figure], result.mobile.control[figure]),
      target?.text ?? '',
      target ? (target.pass ? 'pass' : '**FAIL**') : '',
      formatFigure(figure, result.desktop.site[figure]),
      formatFigure(figure, result.desktop.control[figure]),
      formatRatio(result.desktop.site[figure], result.desktop.control[figure]),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [...header, ...rows].join('\n');
}

/** Where a run's time went, for whoever fixes the misses: read from one Lighthouse result. */
export interface Diagnostics {
  lcpElement: string;
  lcpPhases: string;
  longTasksBySource: string;
  layoutShifts: string;
  domElements: number;
  unusedJs: string;
  renderBlocking: string;
}

function tableItems(lhr: Result, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details;
  if (!details) return [];
  if (details.type === 'table' || details.type === 'opportunity') return details.items;
  if (details.type === 'list') {
    return details.items.flatMap((item) => (item.type === 'table' ? item.items : []));
  }
  return [];
}

function nodeLabel(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '(unknown)';
  const node = value as { selector?: unknown; nodeLabel?: unknown };
  const label =
    typeof node.nodeLabel === 'string' ? node.nodeLabel.replace(/\s+/g, ' ').slice(0, 40) : '';
  return `\`${String(node.selector ?? '?')}\`${label ? ` ("${label}…")` : ''}`;
}

function shortUrl(url: unknown): string {
  const text = String(url ?? '');
  if (!/^https?:/.test(text)) return text || 'Unattributable';
  const { pathname } = new URL(text);
  return pathname === '/' ? 'index.html (parse)' : pathname.replace(/^.*\//, '');
}

export function diagnosticsOf(lhr: Result): Diagnostics {
  const lcp = tableItems(lhr, 'largest-contentful-paint-element');
  const tasks = new Map<string, { count: number; ms: number }>();
  for (const task of tableItems(lhr, 'long-tasks')) {
    const source = shortUrl(task.url);
    const entry = tasks.get(source) ?? { count: 0, ms: 0 };
    tasks.set(source, { count: entry.count + 1, ms: entry.ms + Number(task.duration) });
  }
  const shifts = tableItems(lhr, 'layout-shifts');
  const kib = (bytes: unknown) => `${(Number(bytes) / 1024).toFixed(1)} KiB`;
  return {
    lcpElement: nodeLabel(lcp.find((item) => item.node)?.node),
    lcpPhases: lcp
      .filter((item) => typeof item.phase === 'string')
      .map((item) => `${String(item.phase)} ${Math.round(Number(item.timing))} ms`)
      .join(', '),
    longTasksBySource: [...tasks]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([source, { count, ms }]) => `${source} ${Math.round(ms)} ms in ${count}`)
      .join('; '),
    layoutShifts: shifts
      .slice(0, 3)
      .map((item) => [Number(item.score).toFixed(4), item.node ? nodeLabel(item.node) : ''])
      .map((parts) => parts.join(' ').trim())
      .join('; '),
    domElements: Number(lhr.audits['dom-size']?.numericValue ?? 0),
    unusedJs: tableItems(lhr, 'unused-javascript')
      .map((item) => `${shortUrl(item.url)} ${kib(item.wastedBytes)} of ${kib(item.totalBytes)}`)
      .join('; '),
    renderBlocking: tableItems(lhr, 'render-blocking-resources')
      .map((item) => `${shortUrl(item.url)} ${kib(item.totalBytes)}`)
      .join('; '),
  };
}

export function markdownDiagnostics(label: string, diagnostics: Diagnostics): string {
  const none = (text: string) => text || 'none';
  return [
    `Where the time went in ${label}. Times are simulated: on mobile, 4× the observed CPU time.`,
    '',
    `- **LCP element:** ${diagnostics.lcpElement}; ${none(diagnostics.lcpPhases)}`,
    `- **Long tasks by source:** ${none(diagnostics.longTasksBySource)}`,
    `- **Largest layout shifts:** ${none(diagnostics.layoutShifts)}`,
    `- **DOM elements:** ${diagnostics.domElements}`,
    `- **Unused JavaScript:** ${none(diagnostics.unusedJs)}`,
    `- **Render-blocking:** ${none(diagnostics.renderBlocking)}`,
  ].join('\n');
}
