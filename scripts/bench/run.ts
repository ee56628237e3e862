// `npm run bench`: builds the site into dist-bench/, serves it on loopback as a CDN would
// (pre-compressed brotli/gzip, long cache for hashed assets), and runs Lighthouse 12 in Debian's
// Chromium with the mobile and desktop presets, interleaving the site with a no-JS control page
// of the same content. Prints one table of medians and writes bench/results.json and
// BENCHMARKS.md. BENCH_RUNS sets the runs per page and preset (default 5).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '../../server/serve.ts';
import { BUDGETS_BYTES } from '../budgets.ts';
import { requireChromium } from '../ensure-chromium.ts';
import { itemEntries } from '../item-pages.ts';
import { languageNotes } from '../notes/pages.ts';
import { contentDir } from '../content-dir.ts';
import { siteLanguagesOf } from '../notes/plugin.ts';
import { notePath } from '../../src/lib/notes.ts';
import { CONTROL_PAGE_FILE } from './control-page.ts';
import { diagnosticsOf } from './diagnostics.ts';
import { PRESETS } from './figures.ts';
import { BENCH_PAGES, ITEM_PAGES, runRounds, type BenchUrls, type ItemPage } from './lighthouse.ts';
import { describeMachine } from './machine.ts';
import { markdownReport } from './markdown-report.ts';
import { prepareBuild } from './prepare.ts';
import {
  COMMAND,
  DIST_DIR,
  LANGUAGE,
  LANGUAGE_PREFIX,
  REPORTS_DIR,
  ROOT,
  RUNS,
} from './settings.ts';
import { medians, mobileTargets, type Medians } from './statistics.ts';
import { markdownTable } from './table.ts';

/**
 * The first project's, the first paper's and the newest note's page, in the measured language;
 * a kind the content has none of is left out.
 */
async function benchItemPaths(): Promise<Partial<Record<ItemPage, string>>> {
  const entries = itemEntries();
  const language = LANGUAGE || (await siteLanguagesOf(ROOT)).default;
  const { notes } = await languageNotes(ROOT, contentDir(ROOT), language);
  const note = notes.at(0);
  return {
    project: entries.find((entry) => entry.kind === 'project')?.path,
    paper: entries.find((entry) => entry.kind === 'paper')?.path,
    note: note && notePath(note.slug),
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const [loadAverageAtStart] = os.loadavg();
  const chromePath = requireChromium();
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number.');

  const build = await prepareBuild();
  const initialJsPaths = new Set(build.initialJs.map((file) => file.url));

  await rm(REPORTS_DIR, { recursive: true, force: true });
  await mkdir(REPORTS_DIR, { recursive: true });
  // With the site's _headers, as its host sends them: their bytes count in the first round trip.
  // The control gets them too; their policy says only frame-ancestors (scripts/csp.ts).
  const server = await serve({ dir: DIST_DIR, port: 0, precompressed: true });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const itemPaths = await benchItemPaths();
  const home = `${origin}/${LANGUAGE_PREFIX}`;
  const urls: BenchUrls = { site: home, control: `${origin}/${CONTROL_PAGE_FILE}` };
  for (const kind of ITEM_PAGES) {
    const itemPath = itemPaths[kind];
    if (itemPath) urls[kind] = new URL(itemPath, home).href;
  }

  const { runs, mobileSiteRuns } = await runRounds(chromePath, urls, initialJsPaths).finally(() =>
    server.close(),
  );

  const result: Medians = {
    mobile: { site: medians(runs.mobile.site), control: medians(runs.mobile.control) },
    desktop: { site: medians(runs.desktop.site), control: medians(runs.desktop.control) },
  };
  const items = ITEM_PAGES.flatMap((kind) => {
    const itemPath = itemPaths[kind];
    if (!itemPath) return [];
    const itemResult: Medians = {
      mobile: { site: medians(runs.mobile[kind]), control: result.mobile.control },
      desktop: { site: medians(runs.desktop[kind]), control: result.desktop.control },
    };
    return [{ kind, path: itemPath, result: itemResult }];
  });
  const date = new Date().toISOString();
  const indexes = PRESETS.flatMap((preset) =>
    BENCH_PAGES.flatMap((page) => runs[preset][page].map((run) => Math.round(run.benchmarkIndex))),
  );
  const slowdowns = BENCH_PAGES.flatMap((page) => runs.mobile[page].map((run) => run.cpuSlowdown));
  const machine = await describeMachine(chromePath, loadAverageAtStart, indexes, slowdowns);
  const byTbt = [...mobileSiteRuns].sort(
    (a, b) =>
      (a.lhr.audits['total-blocking-time']?.numericValue ?? 0) -
      (b.lhr.audits['total-blocking-time']?.numericValue ?? 0),
  );
  const diagnosed = byTbt[Math.floor((byTbt.length - 1) / 2)];
  const diagnostics = diagnosticsOf(diagnosed.lhr);
  const durationS = (Date.now() - started) / 1000;
  const targets = mobileTargets(result.mobile.site, result.mobile.control);

  await writeFile(
    path.join(ROOT, LANGUAGE ? `bench/results-${LANGUAGE}.json` : 'bench/results.json'),
    `${JSON.stringify({ date, command: COMMAND, runsPerPage: RUNS, durationS: Math.round(durationS), machine, budgetsBytes: BUDGETS_BYTES, targets, medians: result, diagnostics: { run: diagnosed.name, ...diagnostics }, build, itemPages: items.map((item) => ({ kind: item.kind, path: item.path, medians: item.result, targets: mobileTargets(item.result.mobile.site, item.result.mobile.control) })), runs }, null, 2)}\n`,
  );
  if (!LANGUAGE) {
    await writeFile(
      path.join(ROOT, 'BENCHMARKS.md'),
      markdownReport({
        date,
        machine,
        result,
        items,
        build,
        diagnostics,
        diagnosticsRun: diagnosed.name,
        runs: RUNS,
        durationS,
      }),
    );
  }
  console.log(`\n${markdownTable(result)}\n`);
  console.log(`Machine: ${JSON.stringify(machine)}`);
  for (const item of items) {
    console.log(`One ${item.kind} page, /${item.path}:\n\n${markdownTable(item.result)}\n`);
  }
  console.log(
    `Targets met: ${targets.filter((t) => t.pass).length} of ${targets.length}. ` +
      `Wrote ${LANGUAGE ? `bench/results-${LANGUAGE}.json` : 'bench/results.json and BENCHMARKS.md'} in ${Math.round(durationS)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
