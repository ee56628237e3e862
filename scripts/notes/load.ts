// Reads the owner's notes: one Markdown file per note in <content>/notes/, YAML front matter
// between `---` lines on top. Each file is checked like the other content, one line per problem
// naming the file and the field ("sample/notes/x.md › date: "2024-13-01" is not a date").
import { existsSync } from 'node:fs';
import { existsInProject, otherCaseInProject } from '../spelled-on-disk.ts';
import { notInContentFolder } from '../../src/content/validate.ts';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { plainWording } from '../../src/content/plain-wording.ts';
import { isValidSlug } from '../../src/lib/item-address.ts';
import { publishedName } from '../dist-folder.ts';
import { NOTE_FOLDERS, notesListPath, type NoteSummary } from '../../src/lib/notes.ts';

export const NOTES_DIR = 'notes';
/**
 * Set to 1 to see drafts: in `npm run dev`, and in `npm run preview:drafts`, which builds into
 * DRAFTS_DIST. `npm run build` never includes them, whatever the environment says.
 */
export const DRAFTS_VARIABLE = 'NOTES_DRAFTS';
/** The only folder a build writes drafts into: a local preview, never the one a host deploys. */
export const DRAFTS_DIST = 'dist-drafts';

/** True for the drafts preview's build: drafts asked for, and the output is DRAFTS_DIST. */
export function buildsDrafts(env: NodeJS.ProcessEnv, root: string): boolean {
  const dist = path.resolve(root, env.DIST_DIR ?? 'dist');
  // A language's build writes under the site's build folder (dist-folder.ts), not yet in place.
  const first = publishedName(path.relative(root, dist).split(path.sep)[0] ?? '');
  return env[DRAFTS_VARIABLE] === '1' && first === DRAFTS_DIST;
}

/** A note as read from its file: the front matter's fields and the Markdown below them. */
export interface NoteSource extends NoteSummary {
  /** Relative to the content folder, like the other content's image paths; absent without one. */
  cover?: string;
  /** The Markdown body. */
  markdown: string;
  /** The file, as problems name it ("sample/notes/x.md"). */
  file: string;
}

const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Names a Markdown file may have besides .md, which the notes are read from alone. */
const MARKDOWN_ELSEWISE = /\.(?:markdown|mdown|mkdn|mkd|mdx|md)$/i;

/** A day, YYYY-MM-DD, that is on the calendar. */
const dayField = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? 'is required'
        : `${JSON.stringify(issue.input)} is not a date (YYYY-MM-DD)`,
  })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), {
    error: (issue) => `${JSON.stringify(issue.input)} is not a date (YYYY-MM-DD)`,
  });

/** The front matter's schema; `language` is checked against the site's languages separately. */
export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1, 'is empty'),
  date: dayField,
  updated: dayField.optional(),
  summary: z.string().trim().min(1, 'is empty'),
  tags: z.array(z.string().trim().min(1, 'has an empty tag')).default([]),
  cover: z.string().trim().min(1).optional(),
  draft: z.boolean().default(false),
  language: z.string().trim().min(1).optional(),
});

/** Front matter opened by a "---" line that no later "---" line closes. */
export class UnclosedFrontMatter extends Error {}

/** The front matter and the body of a Markdown file; no front matter is an empty one. */
export function splitFrontMatter(text: string): { data: unknown; body: string } {
  // The block may be empty: its closing line then follows the opening one at once.
  const match = /^\uFEFF?---\r?\n(?:([\s\S]*?)\r?\n)?---(?:\r?\n|$)/.exec(text);
  if (!match) {
    if (/^\uFEFF?---\r?\n/.test(text)) throw new UnclosedFrontMatter();
    return { data: {}, body: text };
  }
  // YAML reads an unquoted 2024-05-01 as a string here: the core schema has no timestamp type.
  return { data: parseYaml(match[1] ?? '') ?? {}, body: text.slice(match[0].length) };
}

/**
 * One line for front matter that is not YAML, at the place in the note's file: the parser counts
 * lines from the block's first, after the opening "---".
 */
export function frontMatterProblem(file: string, error: unknown): string {
  if (error instanceof UnclosedFrontMatter) {
    return `${file}, line 1: its front matter is not closed: end it with a line of "---" before the note's text`;
  }
  if (!(error instanceof Error)) return `${file}: its front matter is not YAML: ${String(error)}`;
  const first = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  const at = (error as { linePos?: Array<{ line: number; col: number }> }).linePos?.[0];
  const place = at ? `, line ${at.line + 1}, column ${at.col}` : '';
  // The slip YAML names most darkly: an unquoted value with ": " in it reads as a second field.
  const hint =
    (error as { code?: string }).code === 'BLOCK_AS_IMPLICIT_KEY'
      ? ' (a value with ": " in it goes in quotes: summary: "Why: the short answer")'
      : '';
  return `${file}${place}: its front matter is not YAML: ${first}${hint}`;
}

/** A language's tag at the end of a note's file name: "tokenizer.de.md", "notes.pt-BR.md". */
const FILE_LANGUAGE = /\.([a-z]{2,3}(?:-[A-Za-z0-9]+)*)$/;

/** The slug of a note's file: "tokenizer.md" and "tokenizer.de.md" are both "tokenizer". */
export function noteSlug(fileName: string): string {
  return fileName.replace(/\.md$/, '').replace(FILE_LANGUAGE, '');
}

/** The language a note's file name gives ("de" of "tokenizer.de.md"); none for "tokenizer.md". */
export function noteFileLanguage(fileName: string): string | undefined {
  return FILE_LANGUAGE.exec(fileName.replace(/\.md$/, ''))?.[1];
}

export interface ParsedNote {
  note?: NoteSource;
  problems: string[];
}

/**
 * One note from its file's text, or the problems that keep it from being one. `languages` is the
 * site's: a note's language must be one of them, and it is the default one unless set.
 */
export function parseNote(
  file: string,
  text: string,
  languages: { default: string; all: readonly string[] },
  exists: (contentPath: string) => boolean = () => true,
  spelledOnDisk: (contentPath: string) => string | undefined = () => undefined,
): ParsedNote {
  const slug = noteSlug(path.basename(file));
  const problems: string[] = [];
  if (!isValidSlug(slug)) {
    problems.push(
      `${file}: "${slug}" is not a usable address: name the file in lower case, a-z 0-9 -`,
    );
  }
  if (NOTE_FOLDERS.has(slug)) {
    problems.push(
      `${file}: "${slug}" is a folder of the notes' own (/${notesListPath(1)}${slug}/): give the file another name`,
    );
  }
  let data: unknown;
  let body = '';
  try {
    ({ data, body } = splitFrontMatter(text));
  } catch (error) {
    return { problems: [...problems, frontMatterProblem(file, error)] };
  }
  const result = frontMatterSchema.safeParse(data, { error: plainWording });
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        const known = Object.keys(frontMatterSchema.shape).join(', ');
        for (const key of issue.keys) {
          problems.push(`${file} › ${key}: unknown field: check its spelling (${known})`);
        }
        continue;
      }
      problems.push(`${file} › ${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    }
    return { problems };
  }
  const fields = result.data;
  // The file's name says the language where the front matter does not; where both do, they agree.
  const named = noteFileLanguage(path.basename(file));
  const language = fields.language ?? named ?? languages.default;
  if (named !== undefined && fields.language !== undefined && named !== fields.language) {
    problems.push(
      `${file} › language: "${fields.language}", but the file's name says "${named}": make them one language`,
    );
  }
  const siteLanguages = languages.all.join(', ');
  if (!languages.all.includes(language) && fields.language === undefined) {
    // "node.js.md": a name's last dot reads as a translation's language.
    problems.push(
      `${file}: its name ends in ".${language}", which reads as a translation into "${language}", not one of the site's languages (${siteLanguages}): name it without that dot ("${slug}-${language}.md")`,
    );
  } else if (!languages.all.includes(language)) {
    problems.push(
      `${file} › language: "${language}" is not one of the site's languages (${siteLanguages})`,
    );
  }
  if (fields.updated !== undefined && fields.updated < fields.date) {
    problems.push(
      `${file} › updated: ${fields.updated} is before the note's date (${fields.date}): it is the day the note last changed`,
    );
  }
  if (fields.cover !== undefined && !exists(fields.cover)) {
    const other = spelledOnDisk(fields.cover);
    problems.push(`${file} › cover: ${notInContentFolder(`"${fields.cover}"`, other)}`);
  }
  if (problems.length > 0) return { problems };
  return {
    note: {
      slug,
      title: fields.title,
      date: fields.date,
      ...(fields.updated === undefined ? {} : { updated: fields.updated }),
      summary: fields.summary,
      tags: fields.tags,
      language,
      draft: fields.draft,
      ...(fields.cover === undefined ? {} : { cover: fields.cover }),
      markdown: body,
      file,
    },
    problems,
  };
}

/** Every note of the content folder `dir` (named `folder` in problems), with their problems. */
export async function loadNotes(
  dir: string,
  folder: string,
  languages: { default: string; all: readonly string[] },
): Promise<{ notes: NoteSource[]; problems: string[] }> {
  const notesDir = path.join(dir, NOTES_DIR);
  if (!existsSync(notesDir)) return { notes: [], problems: [] };
  const all = await readdir(notesDir);
  const names = all.filter((name) => name.endsWith('.md')).sort();
  // A hidden folder (an editor's .trash, .obsidian) is the editor's, not the site's.
  const folders = (await readdir(notesDir, { withFileTypes: true })).filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('.'),
  );
  const notes: NoteSource[] = [];
  // A Markdown file under another name would be left out without a word.
  const problems = all
    .filter((name) => !name.endsWith('.md') && MARKDOWN_ELSEWISE.test(name))
    .sort()
    .map(
      (name) =>
        `${folder}/${NOTES_DIR}/${name}: is not read: a note's file ends in .md (${name.replace(MARKDOWN_ELSEWISE, '.md')})`,
    );
  // Notes are read from the folder itself: one put in a folder of its own would be left out too.
  for (const folderEntry of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const inside = await readdir(path.join(notesDir, folderEntry.name), { recursive: true });
    const note = inside
      .map(String)
      .filter((name) => !name.split(path.sep).some((part) => part.startsWith('.')))
      .find((name) => MARKDOWN_ELSEWISE.test(name) || name.endsWith('.md'));
    if (note === undefined) continue;
    problems.push(
      `${folder}/${NOTES_DIR}/${folderEntry.name}/${note.replaceAll(path.sep, '/')}: is not read: notes are read from ${folder}/${NOTES_DIR}/ itself, not its folders; move the file up into it`,
    );
  }
  const exists = (contentPath: string) => existsInProject(contentPath, dir);
  const spelledOnDisk = (contentPath: string) => otherCaseInProject(contentPath, dir);
  for (const name of names) {
    const file = `${folder}/${NOTES_DIR}/${name}`;
    const parsed = parseNote(
      file,
      await readFile(path.join(notesDir, name), 'utf8'),
      languages,
      exists,
      spelledOnDisk,
    );
    problems.push(...parsed.problems);
    if (parsed.note) notes.push(parsed.note);
  }
  const seen = new Map<string, string>();
  for (const note of notes) {
    const key = `${note.language}/${note.slug}`;
    const other = seen.get(key);
    if (other) problems.push(`${note.file}: ${other} is the same note (${key}): keep one`);
    seen.set(key, note.file);
  }
  return { notes, problems };
}

/** The notes a build of `language` shows: its own, and drafts only when asked for. */
export function notesOf(
  notes: readonly NoteSource[],
  language: string,
  drafts: boolean,
): NoteSource[] {
  return notes.filter((note) => note.language === language && (drafts || !note.draft));
}
