// Which content the build reads: the owner's content/ folder once it exists, the template's sample
// until then. `@content/x` imports resolve the same way everywhere: TypeScript, tsx and Playwright
// read the `paths` of the tsconfig files (the owner's file first, the sample's second); Vite and
// vitest use contentAlias() below, which follows the same order.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from '../src/content/folders.ts';

export { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR };

/** The folder the build reads content from, relative to `root`: the owner's, or the sample. */
export function contentDir(root: string): string {
  return existsSync(path.join(root, OWNER_CONTENT_DIR)) ? OWNER_CONTENT_DIR : SAMPLE_CONTENT_DIR;
}

/** True while the site is built from the template's sample, not from content of the owner's. */
export const buildsTheSample = (root: string): boolean => contentDir(root) === SAMPLE_CONTENT_DIR;

const EXTENSIONS = ['', '.ts', '.tsx', '.json'];

/** Resolves `@content/<module>` to the owner's file, else the sample's, as the tsconfig paths do. */
export function resolveContentModule(root: string, specifier: string): string | undefined {
  const module = specifier.slice('@content/'.length);
  for (const dir of [OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR]) {
    for (const extension of EXTENSIONS) {
      const file = path.join(root, dir, module + extension);
      if (extension !== '' || /\.\w+$/.test(module)) {
        if (existsSync(file)) return file;
      }
    }
  }
  return undefined;
}

/** The Vite plugin behind `@content/…`. */
export function contentAlias(root: string): Plugin {
  return {
    name: 'portfolio-content',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith('@content/') ? resolveContentModule(root, source) : null;
    },
  };
}

/**
 * A tsconfig for Playwright mapping each `@content/<module>` to the one file the build reads: the
 * owner's, else the sample's. Playwright takes the last existing candidate of a `paths` entry, not
 * the first as TypeScript and tsx do, so tsconfig.json's two-candidate mapping would give the
 * end-to-end specs the sample's content beside an owner's; here every module has one candidate.
 * Written under test-results/, per project (node_modules may be shared by scratch copies).
 */
export function e2eTsconfig(root: string): string {
  const dir = path.join(root, 'test-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'tsconfig.e2e.json');
  const modules = new Set(
    [OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR]
      .filter((folder) => existsSync(path.join(root, folder)))
      .flatMap((folder) => readdirSync(path.join(root, folder)))
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => name.replace(/\.tsx?$/, '')),
  );
  const paths = Object.fromEntries(
    [...modules]
      .sort()
      .map((name) => [`@content/${name}`, [resolveContentModule(root, `@content/${name}`)]]),
  );
  writeFileSync(file, `${JSON.stringify({ compilerOptions: { paths } }, null, 2)}\n`);
  return file;
}
