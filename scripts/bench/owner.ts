// The benchmark's second row: the same measurement on a second owner's content
// (tests/content-alt) with a 4000 × 4000 px phone-sized photo made on the spot, in a clean copy
// of the project. `npm run bench` runs it after the sample's run and adds its table to
// BENCHMARKS.md, so a heavy photo that slowed the page would show there.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeScratchCopy, ROOT } from '../scratch-copy.ts';
import { mobileTargets, type Medians } from './statistics.ts';
import { markdownTable } from './table.ts';

const SIDE_PX = 4000;
const dest = path.join(os.tmpdir(), 'portfolio-bench-owner');
const START = '<!-- second content set -->';

/** A photo as heavy as a phone's: a gradient with fine grain, saved at high JPEG quality. */
async function largePhoto(file: string): Promise<number> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE_PX}" height="${SIDE_PX}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7dd3fc"/><stop offset="1" stop-color="#b45309"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="2000" cy="1600" r="900" fill="#1e3a8a"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width: SIDE_PX,
      height: SIDE_PX,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  await sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toFile(file);
  return statSync(file).size;
}

async function main(): Promise<void> {
  makeScratchCopy({
    dest,
    overlay: path.join(ROOT, 'tests/content-alt'),
    exclude: (file) => file.startsWith('tests/content-'),
  });
  const photo = path.join(dest, 'content/images/portrait.jpg');
  const bytes = await largePhoto(photo);
  console.log(
    `second content set, photo ${SIDE_PX} × ${SIDE_PX} px, ${(bytes / 2 ** 20).toFixed(1)} MB`,
  );
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/bench/run.ts'], {
    cwd: dest,
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);

  const results = JSON.parse(readFileSync(path.join(dest, 'bench/results.json'), 'utf8')) as {
    medians: Medians;
    runsPerPage: number;
    date: string;
    itemPages: Array<{ kind: string; path: string; medians: Medians }>;
  };
  const itemSections = results.itemPages.map((item) => {
    const met = mobileTargets(item.medians.mobile.site, item.medians.mobile.control);
    return `### One ${item.kind} page of this content set

\`/${item.path}\`, against the same control: **${met.filter((t) => t.pass).length} of ${met.length} mobile targets met**.

${markdownTable(item.medians)}
`;
  });
  const targets = mobileTargets(results.medians.mobile.site, results.medians.mobile.control);
  const section = `${START}
## Second content set, with a ${SIDE_PX} × ${SIDE_PX} px photo

The same measurement on \`tests/content-alt\` (another owner: fewer projects, no certificates, a
long Greek name) with a ${(bytes / 2 ** 20).toFixed(1)} MB, ${SIDE_PX} × ${SIDE_PX} px JPEG as the
profile photo, made on the spot by \`scripts/bench/owner.ts\`. The build turns it into the
renditions the page shows, so the page and its control load the same small image.
**${targets.filter((t) => t.pass).length} of ${targets.length} mobile targets met** (${results.runsPerPage} runs per page and preset, ${results.date}).

${markdownTable(results.medians)}

${itemSections.join('\n')}`;
  const file = path.join(ROOT, 'BENCHMARKS.md');
  const report = readFileSync(file, 'utf8');
  const kept = report.includes(START) ? report.slice(0, report.indexOf(START)) : `${report}\n`;
  writeFileSync(file, `${kept}${section}`);
  console.log(
    `\n${markdownTable(results.medians)}\n\nAdded the second content set to BENCHMARKS.md.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
