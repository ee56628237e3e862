// `npm run bench:lcp-parts`: where the main page's mobile LCP over the control's goes. Beside the
// site and the control it measures two pages made from them (lcp-variants.ts): the control padded
// just past the first simulated round trip (the cost of the HTML's size alone), and the site cut to
// the first section of its <main> (the cost of the head, the bar and the hero). The rest is the
// cost of the sections below. The same build, Lighthouse and calibrated mobile preset as
// `npm run bench`, the pages interleaved; prints medians. A tool for finding causes: it builds
// dist-bench/ as the benchmark does and adds the two pages there; it writes nothing else.
import { writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '../../server/serve.ts';
import { requireChromium } from '../ensure-chromium.ts';
import { CONTROL_PAGE_FILE } from './control-page.ts';
import { figuresOf } from './figures.ts';
import { FIRST_ROUND_TRIP_BYTES, firstSectionOnly, padPast } from './lcp-variants.ts';
import { runLighthouse } from './lighthouse.ts';
import { precompressFile, prepareBuild } from './prepare.ts';
import { DIST_DIR, RUNS } from './settings.ts';
import { median } from './statistics.ts';

const PADDED_FILE = 'bench-control-padded.html';
const FIRST_SECTION_FILE = 'bench-first-section.html';

const CONTROL = 'control';
const PAGES = [
  { label: CONTROL, file: CONTROL_PAGE_FILE },
  { label: 'control, one round trip more', file: PADDED_FILE },
  { label: 'site, first section only', file: FIRST_SECTION_FILE },
  { label: 'site', file: '' },
];

async function main(): Promise<void> {
  const chromePath = requireChromium();
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number.');
  await prepareBuild();
  const read = (file: string) => readFileSync(path.join(DIST_DIR, file), 'utf8');
  for (const [file, html] of [
    [PADDED_FILE, padPast(read(CONTROL_PAGE_FILE), FIRST_ROUND_TRIP_BYTES)],
    [FIRST_SECTION_FILE, firstSectionOnly(read('index.html'))],
  ] as const) {
    await writeFile(path.join(DIST_DIR, file), html);
    await precompressFile(path.join(DIST_DIR, file));
  }

  const server = await serve({ dir: DIST_DIR, port: 0, precompressed: true });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lcp = new Map<string, number[]>();
  const html = new Map<string, number[]>();
  try {
    for (let round = 1; round <= RUNS; round += 1) {
      for (const { label, file } of round % 2 ? PAGES : [...PAGES].reverse()) {
        const { lhr, calibration } = await runLighthouse(chromePath, `${origin}/${file}`, 'mobile');
        const figures = figuresOf(lhr, new Set());
        lcp.set(label, [...(lcp.get(label) ?? []), figures.lcp]);
        html.set(label, [...(html.get(label) ?? []), figures.htmlBytes]);
        console.log(
          `${label} ${round}/${RUNS} (benchmark index ${calibration?.benchmarkIndex} → CPU ` +
            `${calibration?.cpuSlowdown}x): LCP ${Math.round(figures.lcp)} ms`,
        );
      }
    }
  } finally {
    server.close();
  }

  const control = median(lcp.get(CONTROL) ?? []);
  console.log(
    `\nMedians of ${RUNS} mobile runs (first round trip: ${FIRST_ROUND_TRIP_BYTES} bytes):`,
  );
  let before = control;
  for (const { label } of PAGES) {
    const value = median(lcp.get(label) ?? []);
    const kib = (median(html.get(label) ?? []) / 1024).toFixed(1);
    console.log(
      `  ${label.padEnd(30)} HTML ${kib.padStart(5)} KiB  LCP ${Math.round(value)} ms ` +
        `(${(value / control).toFixed(2)}x control, ${Math.round(value - before)} ms more than the line above)`,
    );
    before = value;
  }
}

await main();
