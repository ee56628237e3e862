// Checks the content in src/content against the rules in src/content/validate.ts and the files in
// public/. `npm run check-content` runs it alone; the build runs it first and stops on a problem.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as content from '../src/content';
import { formatProblem, validateContent } from '../src/content/validate';

const root = path.resolve(import.meta.dirname, '..');

/** True when a path relative to the project, like "public/resume.pdf", names a file in it. */
export function existsInProject(projectPath: string, dir = root): boolean {
  const file = path.resolve(dir, projectPath);
  if (!file.startsWith(dir + path.sep)) return false;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** One line per problem in the real content; empty when it is sound. */
export function contentProblems(): string[] {
  return validateContent(content, (projectPath) => existsInProject(projectPath)).map(formatProblem);
}

/** Prints every problem and exits 1 if there is any, so a broken page is never built. */
export function checkContentOrExit(): void {
  const problems = contentProblems();
  if (problems.length === 0) return;
  for (const line of problems) console.error(line);
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  console.error(`\nContent check failed: ${count} in src/content (see CUSTOMIZING.md).`);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  checkContentOrExit();
  // Imported here, so the content check stays free of the page builders when used as a module.
  const { addressWarnings } = await import('./item-history.ts');
  const { itemEntries } = await import('./item-pages.ts');
  const { siteAddress } = await import('./seo.ts');
  for (const line of addressWarnings(root, siteAddress(), itemEntries())) {
    console.warn(`item address: ${line}`);
  }
  console.log('content OK');
}
