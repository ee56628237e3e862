// The figures a content file names that its figures.ts does not have. `${figures.deploys}` where
// figures.ts says `deployments` loads without an error and shows "undefined" on the page, the
// résumé and resume.json: the content files are not type-checked, and by the time the content
// check reads a text, the template string has already been filled in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `import { figures } from './figures'`, with other names beside it; the module's address. */
const FIGURES_IMPORT = /import\s*(?:type\s*)?\{[^}]*\bfigures\b[^}]*\}\s*from\s*['"]([^'"]+)['"]/;
/** `figures.cgpa`, `figures?.cgpa` or `figures['cgpa']`; the name is the first or third group. */
const FIGURE_USE =
  /\bfigures\s*(?:\?\.|\.)\s*([A-Za-z_$][\w$]*)|\bfigures\s*\[\s*(['"`])(.*?)\2\s*\]/g;

/** Every .ts file in a content folder and its language folders, but not its notes. */
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'notes' ? [] : contentFiles(file);
    return entry.isFile() && entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The names a figures module has, or undefined when it does not load (the check says why). */
async function figureNames(file: string): Promise<string[] | undefined> {
  try {
    const module = (await import(pathToFileURL(file).href)) as { figures?: unknown };
    const { figures } = module;
    return figures !== null && typeof figures === 'object' ? Object.keys(figures) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One line for each figure a file of `dir` uses that the figures.ts it imports lacks:
 * "content/about.ts, line 35: figures.deploys is not in content/figures.ts, …". `shown` names a
 * file as the owner knows it.
 */
export async function figureNameProblems(
  dir: string,
  shown: (file: string) => string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const file of contentFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    const from = FIGURES_IMPORT.exec(source)?.[1];
    if (from === undefined || !from.startsWith('.')) continue;
    const module = path.resolve(path.dirname(file), from.endsWith('.ts') ? from : `${from}.ts`);
    const names = await figureNames(module);
    if (names === undefined) continue;
    // Imports blanked out, lines kept: "./figures.ts" names a file, not a figure.
    const code = source.replace(/^import[^;]*;/gm, (statement) => statement.replace(/[^\n]/g, ' '));
    for (const use of code.matchAll(FIGURE_USE)) {
      const name = use[1] ?? use[3]!;
      if (names.includes(name)) continue;
      const line = code.slice(0, use.index).split('\n').length;
      const has = names.length > 0 ? `which has ${names.join(', ')}` : 'which has none';
      problems.push(
        `${shown(file)}, line ${line}: figures.${name} is not in ${shown(module)} (${has}), so the page would show "undefined" there: add it to that file, or use one of its names`,
      );
    }
  }
  return problems;
}
