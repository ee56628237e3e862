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
  wants: string,
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
  let bytes;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    io.error(`Cannot read ${file}: ${READ_FAILURES[code ?? ''] ?? code ?? String(error)}`);
    return 1;
  }
  const kind = documentKind(bytes);
  if (kind) {
    io.error(`${file} is ${kind}, not text: this command reads ${wants}; nothing written.`);
    return 1;
  }
  const text = utf8Text(bytes);
  if (typeof text !== 'string') {
    io.error(
      `${file}, line ${text.line}: not UTF-8 text (a byte no UTF-8 character starts with). Save the file as UTF-8 and run again; nothing written.`,
    );
    return 1;
  }
  const { out, force, 'dry-run': dryRun } = parsed.values;
  return { file, text, out, force, dryRun };
}

/** Documents an owner may take for the file to import, by how their files begin. */
const DOCUMENTS: ReadonlyArray<[bytes: number[], kind: string]> = [
  [[0x25, 0x50, 0x44, 0x46, 0x2d], 'a PDF'],
  // A .docx, .odt or .pages is a zip of its parts.
  [[0x50, 0x4b, 0x03, 0x04], 'a word-processor document (or another zip file)'],
  [[0xd0, 0xcf, 0x11, 0xe0], 'a Word document of the older kind (.doc)'],
  [[0x7b, 0x5c, 0x72, 0x74, 0x66], 'an RTF document'],
];

/** What kind of document the bytes are ("a PDF"), where they are one an importer cannot read. */
export function documentKind(bytes: Uint8Array): string | undefined {
  return DOCUMENTS.find(([start]) => start.every((byte, at) => bytes[at] === byte))?.[1];
}

const READ_FAILURES: Record<string, string> = {
  ENOENT: 'there is no such file',
  EISDIR: 'it is a folder, not a file',
  EACCES: 'it may not be read (its permissions)',
};

/**
 * The file's text, without a byte-order mark (Windows editors write one); or the line of the
 * first byte that is not UTF-8, rather than a character replaced by "�" in the owner's content.
 */
export function utf8Text(bytes: Uint8Array): string | { line: number } {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const good = new TextDecoder('utf-8').decode(bytes).split('\uFFFD')[0] ?? '';
    return { line: good.split('\n').length };
  }
}
