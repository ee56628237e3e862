// Finds what is still the sample owner's in the content an owner builds: one warning line each,
// so the owner sees what is left to replace. A warning, not an error: a first build with the
// sample must still work.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_MODULES } from '../../src/content/schema';
import { contentStrings as strings } from '../content-strings.ts';

/** Fingerprints of the sample content, so a copy of it is recognised wherever it is kept. */
export const SAMPLE = {
  name: 'Aarav Mehta',
  phone: '+91 00000 00000',
  /** sha256 of the sample photo, sample/images/profile.svg. */
  photoSha256: 'a1b256b5d52a40213e70bce43e192511d2573077a53cb3189f8e372d76515c7f',
  /** sha256 of the sample résumé that shipped as public/resume.pdf. */
  resumeSha256: '2782579fe631adac1ad81a4c094faf859f8bf96ae02c8772a0f32b2f9c69eff1',
};

export const sha256 = (data: Buffer | string): string =>
  createHash('sha256').update(data).digest('hex');

/** Placeholder domains (RFC 2606) that no real owner's address or link uses. */
const EXAMPLE_HOST = /(^|[@./])example\.(com|org|net)\b/i;
/** The sample's placeholder accounts: github.com/example, linkedin.com/in/example. */
const EXAMPLE_ACCOUNT = /\b(github\.com|linkedin\.com\/in)\/example(\/|$)/i;

export interface SampleFiles {
  /** The photo on disk (profile.profileImage resolved), if any. */
  photo?: string;
  /** The résumé on disk, if the owner ships their own. */
  resume?: string;
}

/** One line per sample value still in the content or its files. */
export function sampleLeftovers(content: Record<string, unknown>, files: SampleFiles): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const [where, value] of strings(content, '')) {
    // The page's words are the template's, where a placeholder address is the right example
    // ("such as name@example.com"), not a fact of the sample owner's life.
    if (where.startsWith('words.')) continue;
    const isSample =
      EXAMPLE_HOST.test(value) ||
      EXAMPLE_ACCOUNT.test(value) ||
      value === SAMPLE.phone ||
      value.includes(SAMPLE.name);
    if (!isSample || seen.has(value)) continue;
    seen.add(value);
    lines.push(`${where}: "${value}" is the sample's; replace it with your own.`);
  }
  const same = (file: string | undefined, hash: string) =>
    file !== undefined && existsSync(file) && sha256(readFileSync(file)) === hash;
  if (same(files.photo, SAMPLE.photoSha256)) {
    lines.push(
      `profile.profileImage: ${path.basename(files.photo ?? '')} is the sample photo; use your own.`,
    );
  }
  if (same(files.resume, SAMPLE.resumeSha256)) {
    lines.push(`profile.resume: ${path.basename(files.resume ?? '')} is the sample résumé.`);
  }
  return lines;
}

/**
 * The lines of `leftovers` (sampleLeftovers) that `values` (sampleValues, whose lines name their
 * file: "content/projects.ts › projects[0]: …") does not already say, each named by its file the
 * same way. A value inside an entry kept whole is said by that entry's line.
 */
export function unsaidLeftovers(
  values: readonly string[],
  leftovers: readonly string[],
  dir: string,
): string[] {
  return leftovers.flatMap((line) => {
    const at = line.slice(0, line.indexOf(':'));
    const entry = /^\w+\[\d+\]/.exec(at)?.[0];
    const said = [at, entry].some(
      (place) => place !== undefined && values.some((v) => v.includes(` › ${place}:`)),
    );
    if (said) return [];
    const key = /^\w+/.exec(at)?.[0] ?? '';
    const module = Object.hasOwn(CONTENT_MODULES, key)
      ? CONTENT_MODULES[key as keyof typeof CONTENT_MODULES]
      : undefined;
    return [module ? `${dir}/${module.file} › ${line}` : line];
  });
}

/** What of a note tells the sample's apart from an owner's. */
export interface NoteText {
  /** As problems name it ("content/notes/x.md"). */
  file: string;
  title: string;
  summary: string;
  markdown: string;
}

/**
 * One line per note of the owner's that is still one of the sample's: its title, its summary or
 * its text the same as a sample note's (a copy made by `npm run new-content`, edited or not).
 */
export function sampleNoteLeftovers(
  own: readonly NoteText[],
  sample: readonly NoteText[],
): string[] {
  const same = (a: string, b: string) => a.trim() !== '' && a.trim() === b.trim();
  return own
    .filter((note) =>
      sample.some(
        (theirs) =>
          same(note.title, theirs.title) ||
          same(note.summary, theirs.summary) ||
          same(note.markdown, theirs.markdown),
      ),
    )
    .map(
      (note) =>
        `${note.file}: "${note.title}" is the sample's note; delete it, or write your own in its place.`,
    );
}
