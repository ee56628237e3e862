// Words to search for, derived from the content the site was built from: one that only one
// paper's abstract holds, one that only one note's body holds. Shared by the end-to-end spec and
// the Firefox and WebKit journeys.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as content from '../../src/content';
import { publications } from '../../src/content';
import { en } from '../../src/words/en';
import { contentDir } from '../../scripts/content-dir';
import { languages } from './languages';
import { publishedNotes } from './notes-content';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORD = /\p{L}{6,}/gu;
export const wordsOf = (text: string) => [...new Set(text.match(WORD) ?? [])];

/**
 * A word of `text` that appears nowhere in `elsewhere`: not even its first six letters, so no
 * other page holds a form of it that the index's stemming would take for the same word.
 */
export function uniqueWord(text: string, elsewhere: string): string | undefined {
  const rest = elsewhere.toLowerCase();
  return wordsOf(text).find((word) => !rest.includes(word.toLowerCase().slice(0, 6)));
}

/** Every text of the site but `skip`: the content and the built-in words. */
export function siteTextWithout(skip: string): string {
  return (
    JSON.stringify(content).replace(JSON.stringify(skip).slice(1, -1), ' ') + JSON.stringify(en)
  );
}

/** A word only one paper's abstract holds, and that paper. */
export function paperWord() {
  for (const paper of publications) {
    const word = uniqueWord(paper.abstract, siteTextWithout(paper.abstract));
    if (word) return { paper, word };
  }
  return undefined;
}

/** The notes' bodies, front matter stripped, from the content folder the site was built from. */
export function noteBodies(): string[] {
  // The content folder the site was built from (never the sample's beside an owner's).
  const folder = path.join(ROOT, contentDir(ROOT), 'notes');
  if (!existsSync(folder)) return [];
  return (
    readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .map((file) => readFileSync(path.join(folder, file), 'utf8'))
      // Published notes of the default language: the ones the main page's search holds.
      .filter((text) => {
        const head = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
        const language = /^language:\s*['"]?([\w-]+)/m.exec(head)?.[1];
        return !/^draft:\s*true\s*$/m.test(head) && (!language || language === languages.default);
      })
      .map((text) => text.replace(/^---[\s\S]*?\n---\n/, ''))
  );
}

/**
 * A published note and a word of its tags that its own title, summary and body do not hold, not
 * even the word's first four letters (what the index's stemming keeps of "tooling"): search can
 * find the note by that word through its tags alone.
 */
export function noteTagWord() {
  for (const note of publishedNotes) {
    const own = `${note.title} ${note.summary} ${note.markdown}`.toLowerCase();
    const word = note.tags
      .flatMap((tag) => tag.match(/\p{L}{4,}/gu) ?? [])
      .find((found) => !own.includes(found.toLowerCase().slice(0, 4)));
    if (word) return { note, word };
  }
  return undefined;
}
