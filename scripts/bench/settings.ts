// Where the benchmark builds, what it writes and how many runs it makes, in one place.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST_NAME = 'dist-bench';
export const DIST_DIR = path.join(ROOT, DIST_NAME);
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
