// Checks the content (the owner's content/ folder, or the sample while there is none) against the
// rules in src/content/validate.ts and the files in public/. `npm run check-content` runs it
// alone; the build runs it first and stops on a problem.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONTENT_MODULES } from '../src/content/schema';
import { contentDir } from './content-dir.ts';
import { formatProblem, validateContent, type Content } from '../src/content/validate';
import { contentFormat, formatProblem as contentFormatProblem } from './migrate/formats.ts';

const root = path.resolve(import.meta.dirname, '..');
export const ROOT = root;
/** The content folder the build reads: the owner's content/, else the sample. */
export const CONTENT_DIR = path.join(root, contentDir(root));

/** True when a path relative to the project, like "public/resume.pdf", names a file in it. */
export function existsInProject(projectPath: string, dir = root): boolean {
  const file = path.resolve(dir, projectPath);
  if (!file.startsWith(dir + path.sep)) return false;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** How problems name a content folder: from the project's root when it is inside, else in full. */
export function folderName(dir: string): string {
  const relative = path.relative(root, dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

/**
 * The content as the checks read it: each module of CONTENT_MODULES from its own file, so a module
 * the owner adds is checked without being listed anywhere else. One line for a module that does
 * not load or lacks its export.
 */
export async function loadContent(
  dir = CONTENT_DIR,
): Promise<{ content: Content; unloaded: string[] }> {
  const unloaded: string[] = [];
  const folder = folderName(dir);
  const entries = await Promise.all(
    Object.entries(CONTENT_MODULES).map(async ([key, { file, schema }]) => {
      try {
        const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<
          string,
          unknown
        >;
        if (!(key in module)) unloaded.push(`${folder}/${file}: has no export named ${key}`);
        return [key, module[key]];
      } catch (error) {
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        const missing = !existsInProject(file, dir);
        // A module the schema lets the owner leave out (figures.ts, words.ts) may have no file.
        if (missing && schema.safeParse(undefined).success) return [key, undefined];
        unloaded.push(
          missing
            ? `${folder}/${file}: does not load: there is no such file. Content written for an earlier version of the template gets it from \`npm run migrate-content\`.`
            : `${folder}/${file}: does not load: ${reason}`,
        );
        return [key, undefined];
      }
    }),
  );
  return { content: Object.fromEntries(entries) as Content, unloaded };
}

/**
 * One line when the content is written for another format than the template's (which
 * `npm run migrate-content` upgrades), as its fields would only be a list of errors.
 */
export async function formatMismatch(
  dir = CONTENT_DIR,
  project = root,
): Promise<string | undefined> {
  const { content } = await loadContent(dir);
  return contentFormatProblem(path.relative(project, dir) || '.', contentFormat(dir, content));
}

/** One line per problem in the real content; empty when it is sound. */
export async function contentProblems(): Promise<string[]> {
  const dir = contentDir(root);
  const { content, unloaded } = await loadContent(CONTENT_DIR);
  const mismatch = contentFormatProblem(dir, contentFormat(CONTENT_DIR, content));
  if (mismatch) return [mismatch];
  const exists = (projectPath: string) => existsInProject(projectPath);
  const problems = [...unloaded, ...validateContent(content, exists, dir).map(formatProblem)];
  // The notes, each file with its own lines (scripts/notes/load.ts).
  const { loadNotes } = await import('./notes/load.ts');
  const { siteLanguagesOf } = await import('./notes/plugin.ts');
  problems.push(...(await loadNotes(CONTENT_DIR, dir, await siteLanguagesOf(root))).problems);
  // Each language beyond the default is checked once the default content is sound.
  if (problems.length > 0) return problems;
  const { languageProblems } = await import('./languages/check.ts');
  return languageProblems(root, content, exists);
}

/** Prints every problem and exits 1 if there is any, so a broken page is never built. */
export async function checkContentOrExit(): Promise<void> {
  const problems = await contentProblems();
  if (problems.length === 0) return;
  for (const line of problems) console.error(line);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  console.error(`\nContent check failed: ${count} in ${contentDir(root)}/ (see CUSTOMIZING.md).`);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await checkContentOrExit();
  // Imported here, so the content check stays free of the page builders when used as a module.
  const { addressWarnings } = await import('./item-history.ts');
  const { itemEntries } = await import('./item-pages.ts');
  const { siteAddress } = await import('./seo.ts');
  for (const line of addressWarnings(root, siteAddress(), itemEntries())) {
    console.warn(`item address: ${line}`);
  }
  console.log('content OK');
}
