// Which content the build reads: the owner's content/ folder once it exists, the template's sample
// until then. `@content/x` imports resolve the same way everywhere: TypeScript, tsx and Playwright
// read the `paths` of the tsconfig files (the owner's file first, the sample's second); Vite and
// vitest use contentAlias() below, which follows the same order.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from '../src/content/folders.ts';
import { textDirection } from '../src/lib/languages.ts';
import { dictionaries } from '../src/words/dictionaries.ts';

export { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR };

/** The folder the build reads content from, relative to `root`: the owner's, or the sample. */
export function contentDir(root: string): string {
  return existsSync(path.join(root, OWNER_CONTENT_DIR)) ? OWNER_CONTENT_DIR : SAMPLE_CONTENT_DIR;
}

/** True while the site is built from the template's sample, not from content of the owner's. */
export const buildsTheSample = (root: string): boolean => contentDir(root) === SAMPLE_CONTENT_DIR;

const EXTENSIONS = ['', '.ts', '.tsx', '.json'];

/**
 * Modules an owner's content never takes from the sample: without the owner's own file they are
 * the template's default (src/content/defaults/). The sample's languages.ts makes the sample a
 * site in two languages; an owner's site is in English until their content says otherwise.
 */
export const OWNER_ONLY_MODULES = ['languages'] as const;
export const DEFAULTS_DIR = 'src/content/defaults';

/**
 * The folder a language build reads its content from (scripts/languages/prepare.ts writes it):
 * each module translated, and the language's dictionary. Unset outside the build.
 */
export const LANGUAGE_DIR_VARIABLE = 'PORTFOLIO_LANGUAGE_DIR';

/** The dictionary module the page's words read (src/words/index.ts). */
export const ACTIVE_WORDS = '@words/active';

/**
 * Resolves `@content/<module>` to the owner's file, else the sample's, as the tsconfig paths do;
 * inside a language build, to that language's module.
 */
export function resolveContentModule(
  root: string,
  specifier: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const module = specifier.slice('@content/'.length);
  const languageDir = env[LANGUAGE_DIR_VARIABLE];
  const ownerOnly = (OWNER_ONLY_MODULES as readonly string[]).includes(module);
  const owner = existsSync(path.join(root, OWNER_CONTENT_DIR));
  // A module of the owner's own falls back to the default last, even from the sample: a sample
  // whose languages.ts was deleted is a site in English, as the file's own comment says.
  const dirs = languageDir
    ? [languageDir]
    : [
        OWNER_CONTENT_DIR,
        ...(ownerOnly && owner ? [] : [SAMPLE_CONTENT_DIR]),
        ...(ownerOnly ? [DEFAULTS_DIR] : []),
      ];
  for (const dir of dirs) {
    for (const extension of EXTENSIONS) {
      const file = path.resolve(root, dir, module + extension);
      if (extension !== '' || /\.\w+$/.test(module)) {
        if (existsSync(file)) return file;
      }
    }
  }
  return undefined;
}

/** The dictionary of the language being built: English outside a language build. */
export function activeWordsModule(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const languageDir = env[LANGUAGE_DIR_VARIABLE];
  return languageDir
    ? path.join(languageDir, 'dictionary.ts')
    : path.join(root, 'src/words/active.ts');
}

/** The Vite plugin behind `@content/…` and `@words/active`. */
export function contentAlias(root: string): Plugin {
  return {
    name: 'portfolio-content',
    enforce: 'pre',
    resolveId(source) {
      if (source === ACTIVE_WORDS) return activeWordsModule(root);
      return source.startsWith('@content/') ? resolveContentModule(root, source) : null;
    },
  };
}

/** The same for esbuild, which bundles the contact handler for the hosts that run it as one file. */
export function contentModulesForEsbuild(root: string): EsbuildPlugin {
  return {
    name: 'portfolio-content',
    setup(context) {
      context.onResolve({ filter: /^@content\// }, (args) => {
        const file = resolveContentModule(root, args.path);
        return file ? { path: file } : { errors: [{ text: `no content module ${args.path}` }] };
      });
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
export function e2eTsconfig(root: string, dist = process.env.DIST_DIR ?? 'dist'): string {
  const dir = path.join(root, 'test-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'tsconfig.e2e.json');
  const modules = new Set([
    ...[OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR]
      .filter((folder) => existsSync(path.join(root, folder)))
      .flatMap((folder) => readdirSync(path.join(root, folder)))
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => name.replace(/\.tsx?$/, '')),
    // Those with a default have a file to map even where neither folder has one.
    ...OWNER_ONLY_MODULES,
  ]);
  const paths: Record<string, string[]> = {};
  for (const name of [...modules].sort()) {
    const file = resolveContentModule(root, `@content/${name}`);
    if (file) paths[`@content/${name}`] = [file];
  }
  paths[ACTIVE_WORDS] = [e2eActiveWords(root, dist, dir)];
  return writeWhole(file, `${JSON.stringify({ compilerOptions: { paths } }, null, 2)}\n`);
}

/**
 * The dictionary the end-to-end specs read as `@words/active`: that of the language the built
 * site's pages are in (its index's `<html lang>`), so a site whose default language is not English
 * is tested in its own words. English (src/words/active.ts) where that is English or nothing is
 * built yet; the template's dictionary for the language, else English under the owner's words.ts.
 */
export function e2eActiveWords(root: string, dist: string, dir: string): string {
  const index = path.resolve(root, dist, 'index.html');
  const tag = existsSync(index)
    ? /<html[^>]*\slang="([^"]+)"/.exec(readFileSync(index, 'utf8'))?.[1]
    : undefined;
  if (!tag || tag === 'en') return activeWordsModule(root);
  // The template's dictionaries as the build chooses them (scripts/languages/prepare.ts).
  const [file, name] = Object.hasOwn(dictionaries, tag)
    ? [path.join(root, 'src/words', `${tag}.ts`), tag.replace(/-/g, '_')]
    : [path.join(root, 'src/words/en.ts'), 'en'];
  return writeWhole(
    path.join(dir, 'active-words.ts'),
    `// The words of the built site's language, for the end-to-end specs (scripts/content-dir.ts).\n` +
      `export { ${name} as dictionary } from ${JSON.stringify(file)};\n` +
      `export const language = ${JSON.stringify(tag)};\n` +
      `export const direction = ${JSON.stringify(textDirection(tag))};\n` +
      `export const textsInDefaultLanguage = { language, keys: [] };\n`,
  );
}

/**
 * Writes `text` to `file` unless it holds it already; returns `file`. Every Playwright worker loads
 * the config, so workers write these files while others read them: a reader must never find one
 * half-written. A new text replaces the old in one step (a rename), never truncating it first.
 */
function writeWhole(file: string, text: string): string {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return file;
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, file);
  return file;
}
