// The build the benchmark measures: the site in dist-bench/, the control page beside it, and a
// brotli and gzip copy of every text file, as a CDN stores them.
import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { measureBuild, type BuildSizes } from './bundle-size.ts';
import { CONTROL_PAGE_FILE, renderControlPage } from './control-page.ts';
import { DIST_DIR, LANGUAGE_PREFIX, DIST_NAME, ROOT } from './settings.ts';

const TEXT_FILE = /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function buildSite(): void {
  const env: NodeJS.ProcessEnv = { ...process.env, DIST_DIR: DIST_NAME };
  delete env.BASE_PATH;
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const result = spawnSync(tsx, ['scripts/build.ts'], { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed; see above.');
}

/** Writes a .br (quality 11) and a .gz (level 9) copy beside `file`, as a CDN stores them. */
export async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
  };
  await writeFile(`${file}.br`, await brotli(content, { params }));
  await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
}

/** Compressed copies of every text file in `dir`. */
async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(files.map(precompressFile));
}

/** Builds, adds the control page, compresses, and measures what the first visit downloads. */
export async function prepareBuild(): Promise<BuildSizes> {
  buildSite();
  const favicon = await readFile(path.join(DIST_DIR, 'favicon.svg'), 'utf8');
  // The control shows the site's own photo, or none where the owner has none.
  const picture =
    /<picture>.*?<\/picture>/s.exec(
      await readFile(path.join(DIST_DIR, 'index.html'), 'utf8'),
    )?.[0] ?? '';
  await writeFile(path.join(DIST_DIR, CONTROL_PAGE_FILE), renderControlPage(favicon, picture));
  await precompress(DIST_DIR);
  return measureBuild(path.join(DIST_DIR, LANGUAGE_PREFIX), `/${LANGUAGE_PREFIX}`);
}
