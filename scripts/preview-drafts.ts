// `npm run preview:drafts`: the site with the notes marked `draft: true`, built into dist-drafts/
// and served on this machine, to read a note before it is published. Only that folder ever gets
// drafts (scripts/notes/load.ts), so a deploy of dist/ never carries one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DRAFTS_DIST, DRAFTS_VARIABLE } from './notes/load.ts';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, [DRAFTS_VARIABLE]: '1', DIST_DIR: DRAFTS_DIST };
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

for (const script of ['scripts/build.ts', 'server/start.ts']) {
  const run = spawnSync(process.execPath, [tsx, script], { cwd: root, stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
