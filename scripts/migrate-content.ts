// `npm run migrate-content [folder]`: upgrades content written for an earlier format of this
// template in place (default: the content folder), running each change of format since the
// folder's own (scripts/migrate/formats.ts) in order, printing each change and writing the new
// number to its format.json. Running it again changes nothing. A file it cannot read or parse is
// left untouched, with the reason, and the format number stays until it is mended.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { CONTENT_MODULES } from '../src/content/schema.ts';
import { CONTENT_DIR, loadContent, ROOT } from './check-content.ts';
import {
  CONTENT_FORMAT,
  contentFormat,
  FORMAT_FILE,
  formatFileText,
  formatProblem,
  MIGRATIONS,
} from './migrate/formats.ts';

export interface MigrateOptions {
  /** The project root, whose public/ held files earlier formats named. */
  root?: string;
  log: (line: string) => void;
}

/**
 * The owner's modules in the folder: those of CONTENT_MODULES. The template's own code may sit
 * beside them (schema.ts, types.ts), which no migration may touch.
 */
const ownerModules = (dir: string): string[] => {
  const owned = new Set(Object.values(CONTENT_MODULES).map(({ file }) => file));
  return readdirSync(dir).filter((name) => owned.has(name));
};

/** The owner's modules that parse, by file name; one line for each that does not. */
function readModules(
  dir: string,
  names: string[],
  log: (line: string) => void,
): Map<string, string> {
  const modules = new Map<string, string>();
  for (const name of [...names].sort()) {
    const file = path.join(dir, name);
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
    modules.set(name, source);
  }
  return modules;
}

/**
 * Upgrades the content in `dir` to the template's format. Returns the number of files it wrote
 * (format.json among them), and whether the folder is now in the template's format.
 */
export async function migrateFolder(
  dir: string,
  { root = ROOT, log }: MigrateOptions,
): Promise<{ written: number; current: boolean }> {
  const reading = contentFormat(dir, (await loadContent(dir)).content);
  if ('error' in reading || reading.format > CONTENT_FORMAT) {
    log(`${formatProblem(dir, reading)}; nothing changed`);
    return { written: 0, current: false };
  }
  const files = new Set(readdirSync(dir));
  const owned = ownerModules(dir);
  const before = readModules(dir, owned, log);
  const modules = new Map(before);
  const notes: string[] = [];
  const note = (file: string, change: string) => notes.push(`${path.join(dir, file)}: ${change}`);
  for (const migration of MIGRATIONS) {
    if (migration.from >= reading.format) migration.migrate({ dir, root, files, modules, note });
  }
  let written = 0;
  for (const [name, text] of modules) {
    if (text === before.get(name)) continue;
    writeFileSync(path.join(dir, name), text);
    written += 1;
  }
  notes.forEach((line) => log(line));
  const parsed = owned.every((name) => before.has(name));
  if (!parsed) {
    log(
      `${path.join(dir, FORMAT_FILE)}: left at format ${reading.format} until the files above are mended; run again then`,
    );
    return { written, current: false };
  }
  if (reading.declared !== CONTENT_FORMAT) {
    writeFileSync(path.join(dir, FORMAT_FILE), formatFileText(CONTENT_FORMAT));
    written += 1;
    const was = reading.declared === null ? 'written:' : `format ${reading.declared} →`;
    log(`${path.join(dir, FORMAT_FILE)}: ${was} format ${CONTENT_FORMAT}`);
  }
  return { written, current: true };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.relative(process.cwd(), path.resolve(process.argv[2] ?? CONTENT_DIR)) || '.';
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${dir} is not a folder: name the content folder to migrate (content/ if none).`);
    process.exit(1);
  }
  const { written, current } = await migrateFolder(dir, { log: (line) => console.log(line) });
  if (!current) process.exit(1);
  console.log(
    written === 0
      ? `Nothing to change: the content is in format ${CONTENT_FORMAT}, the one this template reads.`
      : `Changed ${written} file(s). Check them with: npm run check-content; then commit the folder whole, with the files this added (git add ${path.relative(process.cwd(), dir) || '.'}), as git commit -a leaves new files out.`,
  );
}
