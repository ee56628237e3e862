// On Vercel (its build sets VERCEL=1) the build's last step writes the deployment in Vercel's
// Build Output format (.vercel/output): the site as static files and the contact handler bundled
// into one function. Vercel's own pass over an api/ folder compiles each file apart and leaves its
// imports as written, so Node finds neither `@content/…` nor the files imported without an
// extension; a bundle holds them all. Vercel adds vercel.json's headers and rewrites to the routes
// of this output, as it does for its own.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { CONTACT_FORM_PATH } from '../src/config/env-email.ts';
import { contentModulesForEsbuild } from './content-dir.ts';

export const VERCEL_OUTPUT_DIR = '.vercel/output';
/** The function's source: the handler's Vercel adapter. */
export const VERCEL_FUNCTION_SOURCE = 'server/vercel/contact.ts';
const HANDLER_FILE = 'index.mjs';

/** True when the build runs on Vercel (or under `vercel build`). */
export const buildsForVercel = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.VERCEL === '1';

/** The fields of `.vc-config.json` a Node.js function needs (Vercel's Build Output API). */
export interface FunctionConfig {
  runtime: string;
  handler: string;
  launcherType: 'Nodejs';
  shouldAddHelpers: boolean;
}

/** The Node.js majors Vercel runs functions on, oldest first (20 was retired in October 2026). */
export const VERCEL_NODE_MAJORS = [22, 24] as const;

/**
 * The function's settings (`.vc-config.json`): the Node.js runtime the site was built with, or
 * the closest one Vercel runs (the newest not newer than it; the oldest for an older build).
 */
export function functionConfig(nodeVersion: string = process.versions.node): FunctionConfig {
  const built = Number(nodeVersion.split('.')[0]);
  const major = [...VERCEL_NODE_MAJORS].reverse().find((runtime) => runtime <= built);
  return {
    runtime: `nodejs${major ?? VERCEL_NODE_MAJORS[0]}.x`,
    handler: HANDLER_FILE,
    launcherType: 'Nodejs',
    // Web handlers (Request in, Response out) need none of the helpers Vercel adds to Node's `req`.
    shouldAddHelpers: false,
  };
}

/**
 * Writes Vercel's output (`root`/.vercel/output unless `output` says otherwise) from the site built
 * in `dist`, the function bundled from `root`'s sources; returns a line for the build log.
 */
export async function writeVercelOutput(
  root: string,
  dist: string,
  output: string = path.join(root, VERCEL_OUTPUT_DIR),
): Promise<string> {
  await rm(output, { recursive: true, force: true });
  await cp(dist, path.join(output, 'static'), { recursive: true });
  const functionDir = path.join(output, 'functions', `${CONTACT_FORM_PATH}.func`);
  await mkdir(functionDir, { recursive: true });
  await build({
    entryPoints: [path.join(root, VERCEL_FUNCTION_SOURCE)],
    outfile: path.join(functionDir, HANDLER_FILE),
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    plugins: [contentModulesForEsbuild(root)],
    logLevel: 'warning',
  });
  await writeFile(
    path.join(functionDir, '.vc-config.json'),
    JSON.stringify(functionConfig(), null, 2),
  );
  await writeFile(path.join(output, 'config.json'), JSON.stringify({ version: 3 }, null, 2));
  return `Vercel: the site and its contact function (/${CONTACT_FORM_PATH}) are in ${path.relative(root, output)}/`;
}
