// What the two importers (`import-resume`, `import-bibtex`) share before they differ: their
// arguments (a file, --out, --force, --dry-run) and reading the file, each with one clear line.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OWNER_CONTENT_DIR } from './content-dir.ts';

export interface Io {
  log: (line: string) => void;
  error: (line: string) => void;
}

export interface ImportInput {
  file: string;
  text: string;
  /** The content folder to write, as given (default: the project's content/). */
  out: string;
  force: boolean;
  dryRun: boolean;
}

/** The file and options, and the file's text; or the exit code, once the reason is printed. */
export async function readImportInput(
  args: string[],
  usage: string,
  root: string,
  io: Io,
): Promise<ImportInput | number> {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        out: { type: 'string', default: path.join(root, OWNER_CONTENT_DIR) },
        force: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    io.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [file] = parsed.positionals;
  if (!file || parsed.positionals.length > 1) {
    io.error(usage);
    return 2;
  }
  try {
    const text = await readFile(file, 'utf8');
    const { out, force, 'dry-run': dryRun } = parsed.values;
    return { file, text, out, force, dryRun };
  } catch (error) {
    io.error(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return 1;
  }
}
