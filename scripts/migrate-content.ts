// `npm run migrate-content [folder]`: upgrades content written for an earlier format of this
// template in place (default folder content/), prints each change, and can be run again: a
// file already in the current format is left as it is. A file it cannot read or parse is left
// untouched, with the reason.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { statsModuleFor } from './migrate/figures-to-stats.ts';
import { categoriesModuleFor, gradientsToAccents } from './migrate/gradients-to-accents.ts';
import { socialToProfiles, type Migrated } from './migrate/social-to-profiles.ts';
import { OWNER_CONTENT_DIR } from './content-dir.ts';

/** Every change of format, oldest first; each leaves content already past it unchanged. */
const MIGRATIONS: Array<(source: string, fileName: string) => Migrated> = [
  socialToProfiles,
  gradientsToAccents,
];

/** Content without stats.ts gets one showing the rows the page showed from figures.ts. */
function addStats(folder: string, log: (line: string) => void): number {
  const stats = path.join(folder, 'stats.ts');
  const figures = path.join(folder, 'figures.ts');
  if (existsSync(stats) || !existsSync(figures)) return 0;
  const text = statsModuleFor(readFileSync(figures, 'utf8'));
  if (text === null) return 0;
  writeFileSync(stats, text);
  log(`${stats}: written, with the rows of figures the page showed from figures.ts`);
  return 1;
}

/** Content without categories.ts gets one declaring the categories and types it uses. */
function addCategories(folder: string, log: (line: string) => void): number {
  const categories = path.join(folder, 'categories.ts');
  if (existsSync(categories) || !existsSync(path.join(folder, 'projects.ts'))) return 0;
  const read = (file: string) =>
    existsSync(path.join(folder, file)) ? readFileSync(path.join(folder, file), 'utf8') : undefined;
  const files = ['projects.ts', 'experience.ts', 'certificates.ts', 'publications.ts'];
  const { text, changes } = categoriesModuleFor(
    Object.fromEntries(files.map((file) => [file, read(file)])),
  );
  writeFileSync(categories, text);
  log(`${categories}: written, declaring the categories and types your content uses`);
  for (const change of changes) log(`${categories}: ${change}`);
  return 1;
}

export function migrateFolder(folder: string, log: (line: string) => void): number {
  let changed = addStats(folder, log) + addCategories(folder, log);
  const files = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const name of files.sort()) {
    const file = path.join(folder, name);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch (error) {
      log(`${file}: left as it is, it could not be read (${(error as Error).message})`);
      continue;
    }
    const syntax = ts.transpileModule(source, { fileName: name, reportDiagnostics: true });
    if ((syntax.diagnostics ?? []).length > 0) {
      const first = ts.flattenDiagnosticMessageText(syntax.diagnostics![0]!.messageText, ' ');
      log(`${file}: left as it is, it is not valid TypeScript (${first}); mend it and run again`);
      continue;
    }
    let text = source;
    const changes: string[] = [];
    for (const migrate of MIGRATIONS) {
      const result = migrate(text, name);
      text = result.text;
      changes.push(...result.changes);
    }
    if (text === source) continue;
    writeFileSync(file, text);
    changed += 1;
    for (const change of changes) log(`${file}: ${change}`);
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = path.resolve(process.argv[2] ?? OWNER_CONTENT_DIR);
  const changed = migrateFolder(folder, (line) => console.log(line));
  console.log(
    changed === 0
      ? 'Nothing to change: the content is in the current format.'
      : `Changed ${changed} file(s). Check them with: npm run check-content`,
  );
}
