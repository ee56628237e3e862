// The site is built beside its folder and takes that folder's place only once every step has
// succeeded: a build stopped by an error (a font without a glyph for the résumé, a language's
// build failing) leaves the last good site whole, for the server or a hand upload, rather than
// an emptied dist/ with a page shell in it.
import { existsSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';

const STAGING_SUFFIX = '.partial';
const OLD_SUFFIX = '.old';

/** Where a build of the site in `target` writes until it is complete. */
export const stagingFolder = (target: string): string => `${target}${STAGING_SUFFIX}`;

/** The folder a path under a build's output belongs to, once in place: `dist` for `dist.partial`. */
export function publishedName(folder: string): string {
  return folder.endsWith(STAGING_SUFFIX) ? folder.slice(0, -STAGING_SUFFIX.length) : folder;
}

/** Where `file` (relative, under a build's output) will be once the build is in place. */
export function publishedPath(file: string): string {
  // The build's folder may be deeper than the project's top (DIST_DIR=out/site).
  return file.split(/[\\/]/).map(publishedName).join('/');
}

/**
 * Starts a build into `stagingFolder(target)`: anything a stopped build left there goes, and so
 * does whatever this one leaves if it stops (an exit from any step, a child's failure included).
 */
export async function startStaging(target: string): Promise<string> {
  const staging = stagingFolder(target);
  await rm(staging, { recursive: true, force: true });
  process.on('exit', () => rmSync(staging, { recursive: true, force: true }));
  return staging;
}

/** Puts the complete build in the target's place; the old site stays until the new one is there. */
export async function putInPlace(target: string): Promise<void> {
  const staging = stagingFolder(target);
  const old = `${target}${OLD_SUFFIX}`;
  await rm(old, { recursive: true, force: true });
  if (existsSync(target)) await rename(target, old);
  await rename(staging, target);
  await rm(old, { recursive: true, force: true });
}
