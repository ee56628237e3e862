// Where the benchmark builds, what it writes and how many runs it makes, in one place.
import { existsSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST_NAME = 'dist-bench';
export const DIST_DIR = path.join(ROOT, DIST_NAME);
/**
 * The built site the interaction scripts load: the benchmark's build by default (pre-compressed, as
 * a CDN serves it), or DIST_DIR's (another build to compare with). Stops with a message if there is
 * none.
 */
export function interactionSiteDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.DIST_DIR ? path.resolve(ROOT, env.DIST_DIR) : DIST_DIR;
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`No build in ${dir}: run "${COMMAND}", or set DIST_DIR to a built site.`);
  }
  return dir;
}

export const REPORTS_DIR = path.join(ROOT, 'bench/lighthouse');
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const COMMAND = 'npm run bench';
/**
 * BENCH_LANGUAGE measures a language other than the default, at /<tag>/ (the site's German page,
 * say): the same rounds and control, its figures printed and written to bench/results-<tag>.json,
 * BENCHMARKS.md left as it is.
 */
export const LANGUAGE = process.env.BENCH_LANGUAGE ?? '';
export const LANGUAGE_PREFIX = LANGUAGE ? `${LANGUAGE}/` : '';
