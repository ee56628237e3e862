// One build of the site for a sub-path (BASE_PATH=/portfolio/, as on a GitHub Pages project site,
// and as there with no contact handler: VITE_CONTACT_HANDLER=none), shared by every spec that
// needs it: the first to ask builds it while the others wait, and a build newer than the main one
// (DIST_DIR) is reused. Each spec serves it with its own server.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '../../server/serve.ts';

export const SUBPATH_BASE = '/portfolio/';

const root = path.resolve(import.meta.dirname, '../..');
const mainDist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// Beside the main build, so parallel runs with their own DIST_DIR keep apart.
const dist = `${mainDist}-subpath`;
const marker = path.join(dist, '.built');
const lock = `${dist}.lock`;
const BUILD_TIMEOUT_MS = 170_000;

const mtime = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** True when the sub-path build finished after the main build it must match. */
const isCurrent = () => mtime(marker) > mtime(path.join(mainDist, 'index.html'));

function build(): void {
  try {
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
      cwd: root,
      env: {
        ...process.env,
        BASE_PATH: SUBPATH_BASE,
        DIST_DIR: dist,
        VITE_CONTACT_HANDLER: 'none',
      },
      stdio: 'pipe',
    });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: Buffer; stdout?: Buffer };
    throw new Error(`The sub-path build failed:\n${String(stdout)}${String(stderr)}`);
  }
  writeFileSync(marker, '');
}

/** Takes the lock (a directory: creating one is atomic), or returns false if another has it. */
function takeLock(): boolean {
  // A lock left by a run that was killed mid-build is older than any build takes.
  if (mtime(lock) && Date.now() - mtime(lock) > BUILD_TIMEOUT_MS)
    rmSync(lock, { force: true, recursive: true });
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

async function ensureBuilt(): Promise<void> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (!isCurrent()) {
    if (takeLock()) {
      try {
        if (!isCurrent()) build();
      } finally {
        rmSync(lock, { force: true, recursive: true });
      }
      return;
    }
    if (Date.now() > deadline) throw new Error(`No sub-path build in ${dist} after waiting`);
    // Another worker is building: look again shortly (waiting for a file, not for a time).
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Builds (or reuses) the sub-path site and serves it; the address ends with SUBPATH_BASE. */
export async function serveSubpathSite(): Promise<{ server: Server; site: string }> {
  await ensureBuilt();
  const server = await serve({ dir: dist, port: 0, base: SUBPATH_BASE });
  const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUBPATH_BASE}`;
  return { server, site };
}
