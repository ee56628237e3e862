// The notes of the content the site was built from, as the build reads them.
import path from 'node:path';
import { languages } from '../../src/content';
import { contentDir } from '../../scripts/content-dir.ts';
import { loadNotes, notesOf } from '../../scripts/notes/load.ts';
import { renderNoteMarkdown } from '../../scripts/notes/markdown.ts';
import { newestFirst } from '../../src/lib/notes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const folder = contentDir(root);

/** Every note, drafts and translations included. */
export const { notes: allNotes } = await loadNotes(path.join(root, folder), folder, languages);

/** The notes the default language's pages show, newest first. */
export const publishedNotes = newestFirst(notesOf(allNotes, languages.default, false));

/** The notes with a formula, of every language, as the build renders them. */
export async function notesWithMaths(): Promise<typeof allNotes> {
  const all = languages.all.flatMap((tag) => notesOf(allNotes, tag, false));
  const rendered = await Promise.all(all.map((note) => renderNoteMarkdown(note.markdown)));
  return all.filter((_, index) => rendered[index]!.hasMaths);
}
