// A clean copy of the project, as a fresh clone would have it (the files git tracks, and new ones
// it does not ignore; no dist/, no .env, no local outbox), with node_modules linked rather than
// installed again. Optionally with a content set laid over it, the way an owner replaces the
// sample: every file in the overlay folder replaces the file at the same path.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The project's files as a clean clone would hold them, relative to the root: those of the work
 * tree, or those of a commit (then looked for under `dir`).
 */
export function projectFiles(dir = ROOT, commit?: string): string[] {
  // Outside a git checkout (a scratch copy itself), every file but what a build or test leaves.
  if (!commit && !existsSync(path.join(ROOT, '.git'))) {
    return filesBelow(ROOT, '', (file) => LEFT_BY_RUNS.test(file));
  }
  const args = commit
    ? ['ls-tree', '-r', '-z', '--name-only', commit]
    : ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];
  const out = execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // A file deleted in the work tree but still in the index is not part of the copy.
  return out.split('\0').filter((file) => file && existsSync(path.join(dir, file)));
}

/** What installs, builds and test runs leave behind, which a clean clone does not have. */
const LEFT_BY_RUNS =
  /^(node_modules|dist[^/]*|test-results|playwright-report|coverage|\.outbox|bench\/lighthouse)(\/|$)/;

/** Every file below a folder, relative to it, not looking inside what `skip` names. */
function filesBelow(
  dir: string,
  prefix = '',
  skip: (file: string) => boolean = () => false,
): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const relative = path.join(prefix, name);
    if (skip(relative)) return [];
    return statSync(full).isDirectory() ? filesBelow(full, relative, skip) : [relative];
  });
}

export interface ScratchOptions {
  /** Where the copy goes; emptied first. */
  dest: string;
  /** A folder whose files replace (or add to) the project's, path for path. */
  overlay?: string;
  /** Project paths to leave out of the copy (e.g. the folder the overlay itself lives in). */
  exclude?: (file: string) => boolean;
  /** A commit to copy instead of the work tree: what a clone would get. */
  from?: string;
}

export function makeScratchCopy({
  dest,
  overlay,
  exclude = () => false,
  from,
}: ScratchOptions): string {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  if (from) {
    const archive = execFileSync('git', ['archive', '--format=tar', from], {
      cwd: ROOT,
      maxBuffer: 512 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', dest], { input: archive });
    for (const file of projectFiles(dest, from).filter(exclude)) {
      rmSync(path.join(dest, file), { force: true });
      // Nor the folders it leaves empty: a copied tree has no empty folder either.
      for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) {
        if (readdirSync(path.join(dest, dir)).length > 0) break;
        rmSync(path.join(dest, dir), { recursive: true });
      }
    }
  } else {
    for (const file of projectFiles()) {
      if (exclude(file)) continue;
      const target = path.join(dest, file);
      mkdirSync(path.dirname(target), { recursive: true });
      // A folder stands for a repository of its own inside the owner's (git names it, not its files).
      cpSync(path.join(ROOT, file), target, { recursive: true });
    }
  }
  if (overlay) {
    for (const file of filesBelow(overlay)) {
      const target = path.join(dest, file);
      mkdirSync(path.dirname(target), { recursive: true });
      cpSync(path.join(overlay, file), target);
    }
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dest, 'node_modules'), 'dir');
  return dest;
}
