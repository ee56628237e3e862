// Size budgets for what the first visit downloads before the page is interactive, in bytes as
// served: brotli at quality 11, the way the benchmark's server (and a CDN) sends static files.
// One place for the numbers: scripts/budget.test.ts enforces them, scripts/bench.ts reports them.

const KIB = 1024;

export const BUDGETS_BYTES = {
  /** The entry module and its static imports (issue 5 target: 80 KB compressed). */
  initialJs: 80 * KIB,
  /** Stylesheets linked from index.html: 8.5 KiB when this was set, so about 18% headroom. */
  css: 10 * KIB,
  /** The prerendered index.html: 14.8 KiB when this was set, so about 18% headroom. */
  html: 17.5 * KIB,
} as const;
