// Where one run's time went, read from its Lighthouse result and written as a Markdown list.
import type { Result } from 'lighthouse';

/** Where a run's time went, for whoever fixes the misses: read from one Lighthouse result. */
export interface Diagnostics {
  lcpElement: string;
  lcpPhases: string;
  longTasksBySource: string;
  layoutShifts: string;
  domElements: number;
  unusedJs: string;
  renderBlocking: string;
  /** The run's CPU slowdown: simulated task times are the observed ones times this. */
  cpuSlowdown: number;
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
    cpuSlowdown: lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1,
  };
}

export function markdownDiagnostics(label: string, diagnostics: Diagnostics): string {
  const none = (text: string) => text || 'none';
  return [
    `Where the time went in ${label}. Times are simulated: ${diagnostics.cpuSlowdown}× the observed CPU time.`,
    '',
    `- **LCP element:** ${diagnostics.lcpElement}; ${none(diagnostics.lcpPhases)}`,
    `- **Long tasks by source:** ${none(diagnostics.longTasksBySource)}`,
    `- **Largest layout shifts:** ${none(diagnostics.layoutShifts)}`,
    `- **DOM elements:** ${diagnostics.domElements}`,
    `- **Unused JavaScript:** ${none(diagnostics.unusedJs)}`,
    `- **Render-blocking:** ${none(diagnostics.renderBlocking)}`,
  ].join('\n');
}
