// Where the benchmark builds, what it writes and how many runs it makes, in one place.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST_NAME = 'dist-bench';
export const DIST_DIR = path.join(ROOT, DIST_NAME);
export const REPORTS_DIR = path.join(ROOT, 'bench/lighthouse');
export const RUNS = Number(process.env.BENCH_RUNS ?? 5);
export const COMMAND = 'npm run bench';
