// BENCHMARKS.md as the benchmark writes it: the table of medians, the machine, the method, the
// item pages (a project's, a paper's, a note's), the diagnostics and the build sizes.
import { BUDGETS_BYTES } from '../budgets.ts';
import { UNASKED_WORK_DELAY_MS } from '../../src/config/site.ts';
import type { BuildSizes } from './bundle-size.ts';
import { markdownDiagnostics, type Diagnostics } from './diagnostics.ts';
import type { Machine } from './machine.ts';
import { COMMAND, DIST_NAME } from './settings.ts';
import { LONG_TASK_TARGET_MS, mobileTargets, type Medians } from './statistics.ts';
import { markdownTable } from './table.ts';
import type { ItemPage } from './lighthouse.ts';

const ITEM_WORDS: Record<ItemPage, string> = {
  project: "a project's own page",
  paper: "a paper's own page",
  note: 'a note',
};

/** One item page's section: its table of medians against the control, and its targets. */
function itemSection(item: Report['items'][number]): string {
  const targets = mobileTargets(item.result.mobile.site, item.result.mobile.control);
  return `## One ${item.kind} page

\`/${item.path}\`, ${ITEM_WORDS[item.kind]} (prerendered HTML, no JavaScript), in the same rounds and
against the same control: "site" below is that page. Targets met:
**${targets.filter((t) => t.pass).length} of ${targets.length}**.

${markdownTable(item.result)}
`;
}

export interface Report {
  date: string;
  machine: Machine;
  result: Medians;
  /** One page of each kind of item beside the same control. */
  items: Array<{ kind: ItemPage; path: string; result: Medians }>;
  build: BuildSizes;
  diagnostics: Diagnostics;
  diagnosticsRun: string;
  runs: number;
  durationS: number;
}

export function markdownReport({
  date,
  machine,
  result,
  items,
  build,
  diagnostics,
  diagnosticsRun,
  runs,
  durationS,
}: Report): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const targets = mobileTargets(result.mobile.site, result.mobile.control);
  const passed = targets.filter((t) => t.pass).length;
  return `# Benchmarks

Lighthouse medians of the prerendered page ("site") against a control page, made by \`${COMMAND}\`.
The control (\`scripts/bench/control-page.ts\`) is one static HTML file with the same content text and
profile image, inline CSS and no JavaScript: the physical limit for this page on this machine.
"×control" is site ÷ control. Targets are the issue's, on the mobile preset:
**${passed} of ${targets.length} met**.

${markdownTable(result)}

- **Date:** ${date}
- **Machine:** ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.platform}; ${machine.chromium}; Node ${machine.node}; Lighthouse ${machine.lighthouse}
- **Load:** 1-minute load average ${machine.loadAverageAtStart.toFixed(1)} at the start; Lighthouse benchmark index ${machine.benchmarkIndex.min}–${machine.benchmarkIndex.max} (median ${machine.benchmarkIndex.median}) across runs; mobile CPU slowdown ${machine.cpuSlowdown.min}–${machine.cpuSlowdown.max}× (median ${machine.cpuSlowdown.median}×), set from the index measured before each run. Other work on the machine lowers the index; the calibrated slowdown follows it.
- **Command:** \`${COMMAND}\` (${runs} runs per page and preset; it took ${Math.round(durationS)} s)

## Method

- **Build and serving.** \`scripts/build.ts\` builds into \`${DIST_NAME}/\`; the bench writes a
  brotli (quality 11) and a gzip (level 9) copy of every text file beside it, and
  \`server/serve.ts\` (\`precompressed: true\`) serves the copy the browser accepts, as a CDN serves
  static files, with the headers of the site's \`_headers\` file as Netlify or Cloudflare Pages
  send them (the security headers on every response, the control's too; hashed files under
  \`/assets/\` with \`Cache-Control: public, max-age=31536000, immutable\`, the rest with
  \`no-cache\`): they count in every page's first round trip. Loopback, a port picked by the OS.
- **Presets.** Mobile is Lighthouse's default config (simulated slow 4G: 150 ms RTT, 1.6 Mbps; a
  412×823 phone screen) with its CPU slowdown calibrated to the machine: Lighthouse's fixed 4×
  stands for its mid-range phone only on a machine whose benchmark index is about 1,533. Before
  every mobile run, \`scripts/bench/calibration.ts\` measures the index in that run's browser with
  Lighthouse's own benchmark function (median of 3) and sets the slowdown Lighthouse's
  CPU-throttling calculator gives for it (lighthouse-cpu-throttling-calculator, linked from
  Lighthouse's \`docs/throttling.md\`: 3× at 1,300 and one more × per 233 above; 2× at 800; 1× at
  150). Desktop is \`lighthouse/core/config/desktop-config.js\` (no slowdown).
  Nothing in the page is turned off: particles, typing, reveals and the cursor run as for a visitor
  (Lighthouse asks for no reduced motion).
- **Runs.** Each run starts a fresh Chromium (\`--headless=new\` plus \`scripts/browser.ts\`'s flags)
  with an empty profile. Runs interleave: for each round, mobile then desktop, site and control
  alternating which goes first. Every figure is the median of its own runs, so one column need not
  come from a single run. Full reports: \`bench/lighthouse/\` (not committed).
- **Why five runs, and what made LCP vary.** Lighthouse's simulation counts every request that
  starts before the observed largest paint as something that paint waited for, so the order of
  events in the real (unthrottled) load decides the simulated figure. Chromium parses HTML in
  slices of about 10 ms and yields only once \`<body>\` exists; whether the first slice reaches the
  hero decides whether the first paint comes before or after the load event, and that varies from
  run to run. Browsers request the favicon, and a linked web manifest, at the load event: when that
  fell before the paint, LCP grew by one simulated round trip (about 150 ms: 1,055 ms instead of
  905 ms for the site, 905 instead of 755 for the control). Both pages now inline the favicon as a
  \`data:\` address and the site links its manifest only after its first paint, so nothing is
  requested around the load event and LCP holds still from run to run. The median of five runs
  still guards against a run slowed by other work on the machine.
- **Why the HTML's size decides LCP.** Lantern, the simulation behind Lighthouse's mobile figures,
  sends 10 TCP segments of 1,460 bytes (14,600 bytes) in a connection's first round trip and
  doubles from there (\`TCPConnection.js\` in \`@paulirish/trace_engine\`'s \`lantern/simulation\`), and
  every parse task waits for the whole document. A page whose HTML, headers included, is over
  14,600 bytes pays one more simulated round trip (150 ms) before its first paint. The control
  itself, padded with a comment to just past that size, reads about 1.2× its own LCP: no page
  whose HTML needs two round trips can meet 1.15× of a control that needs one.
  \`npm run bench:lcp-parts\` measures that padded control and the site cut to its first section
  beside the two pages, splitting the main page's LCP over the control into the round trip, the
  head and hero, and the sections below. So each page inlines only the CSS it
  uses (\`scripts/page-css.ts\`), and a page without JavaScript names Tailwind's utilities by
  short names (\`scripts/class-names.ts\`: about 1.1 KiB less of a paper page). Lantern's LCP also waits for every request, whatever its
  priority, that starts before the observed paint (all but low-priority images, in
  \`LargestContentfulPaint.js\`): a print stylesheet linked beside a page adds a request and
  delays it.
- **Longest task** is the longest main-thread task in Lighthouse's \`long-tasks\` audit, which
  runs until the page has gone quiet; on the mobile preset it is the observed task times the run's
  CPU slowdown, as TBT is. Chromium parses a long document in slices of about 10 ms of real time
  and does its first style and layout in one task, so at a slowdown near 10× or more a single
  slice of any page, the control's included, reads over ${LONG_TASK_TARGET_MS} ms: the control is the
  floor here too.
- **Bytes** are Lighthouse's transfer sizes (body as compressed plus response headers) from the
  \`network-requests\` audit. HTML is the main document; CSS every stylesheet; total every request.
- **Initial JS** is the entry module named by index.html's \`<script type="module">\`, its
  \`<link rel="modulepreload">\`s, and every module those import statically, transitively (read
  from the build by \`scripts/bench/initial-assets.ts\`): the islands' loader, which holds no
  React. React and each island's code are chunks reached only through \`import()\`, fetched as
  their islands wake (within a screen, on the visitor's input, or once the visitor scrolls or a
  few seconds have passed), like the particles, the effects and the mail SDK; they are not initial,
  even when fetched before the load event. The figure is the transfer size of those requests.
- **JS with no input** is every script the run fetched: Lighthouse neither scrolls nor touches
  the page, so this is what a visitor who only looks downloads in the first seconds: the loader
  alone, since the bar, the hero and the effects wait, like the rest, for the visitor to scroll
  or for ${UNASKED_WORK_DELAY_MS / 1000} seconds, and Lighthouse's run ends before. The unit test \`scripts/budget.test.ts\` checks the same files' brotli size (body only,
  so a few hundred bytes under this figure) against \`scripts/budgets.ts\`.

${items.map(itemSection).join('\n')}
## Diagnostics

${markdownDiagnostics(`\`bench/lighthouse/${diagnosticsRun}.json\`, the mobile site run with the median TBT`, diagnostics)}

## Build sizes (brotli q11, body only)

| Part | Files | Raw | gzip -9 | brotli 11 | Budget |
| --- | --- | ---: | ---: | ---: | ---: |
| Initial JS | ${build.initialJs.map((f) => `\`${f.url}\``).join(', ')} | ${kib(build.totals.initialJs.raw)} | ${kib(build.totals.initialJs.gzip)} | ${kib(build.totals.initialJs.brotli)} | ${kib(BUDGETS_BYTES.initialJs)} |
| CSS | ${build.css.map((f) => `\`${f.url}\``).join(', ') || '(none)'} | ${kib(build.totals.css.raw)} | ${kib(build.totals.css.gzip)} | ${kib(build.totals.css.brotli)} | ${kib(BUDGETS_BYTES.css)} |
| HTML | \`/index.html\` | ${kib(build.totals.html.raw)} | ${kib(build.totals.html.gzip)} | ${kib(build.totals.html.brotli)} | ${kib(BUDGETS_BYTES.html)} |
`;
}
