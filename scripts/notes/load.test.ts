import { NOTE_FOLDERS } from '../../src/lib/notes.ts';
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  frontMatterSchema,
  loadNotes,
  noteSlug,
  notesOf,
  parseNote,
  splitFrontMatter,
} from './load.ts';

const languages = { default: 'en', all: ['en', 'de'] };
const FILE = 'content/notes/first-note.md';

/** A note's file text from front matter lines and a body. */
const noteText = (lines: string[], body = 'Some text.') =>
  `---\n${lines.join('\n')}\n---\n${body}\n`;
const VALID = [
  'title: A note',
  'date: 2024-05-01',
  'summary: What it is about.',
  'tags: [one, two]',
];

describe('splitFrontMatter', () => {
  it('reads the YAML between the --- lines and keeps the rest as the body', () => {
    const { data, body } = splitFrontMatter(noteText(VALID, '# Body'));
    expect(data).toMatchObject({ title: 'A note', date: '2024-05-01', tags: ['one', 'two'] });
    expect(body.trim()).toBe('# Body');
  });
});

describe('noteSlug', () => {
  it('is the file name, without a language tag', () => {
    expect(noteSlug('first-note.md')).toBe('first-note');
    expect(noteSlug('first-note.de.md')).toBe('first-note');
  });
});

describe('parseNote', () => {
  it('reads a sound note, in the default language unless it says otherwise', () => {
    const { note, problems } = parseNote(FILE, noteText(VALID), languages);
    expect(problems).toEqual([]);
    expect(note).toMatchObject({ slug: 'first-note', language: 'en', draft: false });
    const german = parseNote(FILE, noteText([...VALID, 'language: de']), languages);
    expect(german.note?.language).toBe('de');
  });

  it("takes a translation's language from its file's name, and names a front matter that disagrees", () => {
    const file = FILE.replace(/\.md$/, '.de.md');
    const named = parseNote(file, noteText(VALID), languages);
    expect(named.problems).toEqual([]);
    expect(named.note).toMatchObject({ slug: 'first-note', language: 'de' });
    expect(parseNote(file, noteText([...VALID, 'language: de']), languages).problems).toEqual([]);
    expect(parseNote(file, noteText([...VALID, 'language: en']), languages).problems).toEqual([
      `${file} › language: "en", but the file's name says "de": make them one language`,
    ]);
    // A name whose last dot is no language of the site's ("node.js.md"): named, with a way out.
    const dotted = 'content/notes/node.js.md';
    expect(parseNote(dotted, noteText(VALID), languages).problems).toEqual([
      `${dotted}: its name ends in ".js", which reads as a translation into "js", not one of the site's languages (en, de): name it without that dot ("node-js.md")`,
    ]);
  });

  it("refuses a name that is a folder of the notes' own, whose page it would stand on", () => {
    for (const folder of NOTE_FOLDERS) {
      const file = `content/notes/${folder}.md`;
      expect(parseNote(file, noteText(VALID), languages).problems).toEqual([
        `${file}: "${folder}" is a folder of the notes' own (/notes/${folder}/): give the file another name`,
      ]);
    }
  });

  it('reads the day a note last changed, which comes no earlier than its date', () => {
    const updated = parseNote(FILE, noteText([...VALID, 'updated: 2025-02-03']), languages);
    expect(updated.problems).toEqual([]);
    expect(updated.note?.updated).toBe('2025-02-03');
    expect(parseNote(FILE, noteText(VALID), languages).note).not.toHaveProperty('updated');
    expect(
      parseNote(FILE, noteText([...VALID, 'updated: 2025-02-30']), languages).problems,
    ).toEqual([`${FILE} › updated: "2025-02-30" is not a date (YYYY-MM-DD)`]);
    expect(
      parseNote(FILE, noteText([...VALID, 'updated: 2024-04-30']), languages).problems,
    ).toEqual([
      `${FILE} › updated: 2024-04-30 is before the note's date (2024-05-01): it is the day the note last changed`,
    ]);
  });

  it('names the file and the field of each problem', () => {
    const bad = noteText([
      'title: ""',
      'date: 2024-13-01',
      'summary: Fine.',
      'tags: one',
      'draft: maybe',
    ]);
    const { note, problems } = parseNote(FILE, bad, languages);
    expect(note).toBeUndefined();
    expect(problems).toContain(`${FILE} › date: "2024-13-01" is not a date (YYYY-MM-DD)`);
    expect(problems.some((line) => line.startsWith(`${FILE} › title: `))).toBe(true);
    // In the words the other content files' checks use.
    expect(problems).toContain(`${FILE} › tags: "one" must be a list`);
    expect(problems).toContain(`${FILE} › draft: "maybe" must be true or false`);
  });

  it('reads an empty front matter block as one, naming the fields it lacks', () => {
    const { problems } = parseNote(FILE, '---\n---\nSome text.\n', languages);
    expect(problems).toContain(`${FILE} › title: is required`);
    expect(problems).toContain(`${FILE} › date: is required`);
    expect(problems.some((line) => line.includes('not closed'))).toBe(false);
  });

  it('names front matter that no "---" line closes, not the fields it seems to lack', () => {
    const { note, problems } = parseNote(
      FILE,
      `---\n${VALID.join('\n')}\n\nSome text.\n`,
      languages,
    );
    expect(note).toBeUndefined();
    expect(problems).toEqual([
      `${FILE}, line 1: its front matter is not closed: end it with a line of "---" before the note's text`,
    ]);
  });

  it('rejects a missing field, an unknown one, a language the site lacks and a missing cover', () => {
    const missing = parseNote(FILE, noteText(VALID.slice(1)), languages).problems;
    expect(missing.some((line) => line.startsWith(`${FILE} › title: `))).toBe(true);
    const unknown = parseNote(FILE, noteText([...VALID, 'titel: typo']), languages).problems;
    expect(unknown).toEqual([
      `${FILE} › titel: unknown field: check its spelling (${Object.keys(frontMatterSchema.shape).join(', ')})`,
    ]);
    const language = parseNote(FILE, noteText([...VALID, 'language: fr']), languages).problems;
    expect(language).toEqual([
      `${FILE} › language: "fr" is not one of the site's languages (en, de)`,
    ]);
    const cover = parseNote(
      FILE,
      noteText([...VALID, 'cover: images/x.png']),
      languages,
      () => false,
    );
    expect(cover.problems).toEqual([
      `${FILE} › cover: "images/x.png" is not a file in the content folder`,
    ]);
    // There under other capitals: a Mac's disk finds it, the host's build does not.
    const capitals = parseNote(
      FILE,
      noteText([...VALID, 'cover: images/x.png']),
      languages,
      () => false,
      () => 'images/X.PNG',
    );
    expect(capitals.problems).toEqual([
      `${FILE} › cover: "images/x.png" is not a file in the content folder: there is images/X.PNG; write it with the same capital letters (a Mac finds either, the host's build only that one)`,
    ]);
  });

  it('names the line and column of front matter that is not YAML, counted in the file', () => {
    // The slip shows on the file's line 6 ("more"), the opening "---" being line 1.
    const text = noteText([...VALID.slice(0, 3), 'tags: [a, b', 'more: : here']);
    const { problems } = parseNote(FILE, text, languages);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^${FILE}, line 6, column 1: its front matter is not YAML: \\S`),
    );
    expect(problems[0]).not.toMatch(/at line|:$/);
  });

  it('says how to write a value with a colon in it, the slip YAML names most darkly', () => {
    const text = noteText([VALID[0]!, VALID[1]!, 'summary: Write for the reviewer: they decide.']);
    expect(parseNote(FILE, text, languages).problems).toEqual([
      `${FILE}, line 4, column 10: its front matter is not YAML: Nested mappings are not allowed in compact mappings (a value with ": " in it goes in quotes: summary: "Why: the short answer")`,
    ]);
  });

  it('rejects a file name that cannot be an address', () => {
    const { problems } = parseNote('content/notes/My Note.md', noteText(VALID), languages);
    expect(problems[0]).toContain('content/notes/My Note.md');
  });
});

describe('loadNotes', () => {
  it('names a Markdown file the notes are not read from, by the name or the place it would need', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'notes-'));
    mkdirSync(path.join(dir, 'notes'));
    writeFileSync(path.join(dir, 'notes/first-note.markdown'), noteText(VALID));
    writeFileSync(path.join(dir, 'notes/second.MD'), noteText(VALID));
    writeFileSync(path.join(dir, 'notes/third-note.md'), noteText(VALID));
    writeFileSync(path.join(dir, 'notes/diagram.svg'), '<svg/>');
    // Filed by year, as a blog might: left out, and said so once for the folder.
    mkdirSync(path.join(dir, 'notes/2024/spring'), { recursive: true });
    writeFileSync(path.join(dir, 'notes/2024/spring/fourth-note.md'), noteText(VALID));
    mkdirSync(path.join(dir, 'notes/.trash'));
    writeFileSync(path.join(dir, 'notes/.trash/old-note.md'), noteText(VALID));
    mkdirSync(path.join(dir, 'notes/images'));
    writeFileSync(path.join(dir, 'notes/images/figure.png'), '');
    const { notes, problems } = await loadNotes(dir, 'content', languages);
    expect(notes.map((note) => note.slug)).toEqual(['third-note']);
    expect(problems).toEqual([
      "content/notes/first-note.markdown: is not read: a note's file ends in .md (first-note.md)",
      "content/notes/second.MD: is not read: a note's file ends in .md (second.md)",
      'content/notes/2024/spring/fourth-note.md: is not read: notes are read from content/notes/ itself, not its folders; move the file up into it',
    ]);
  });
});

describe('notesOf', () => {
  const note = (slug: string, language: string, draft: boolean) => {
    const lines = [...VALID, `language: ${language}`, `draft: ${draft}`];
    return parseNote(`content/notes/${slug}.md`, noteText(lines), languages).note!;
  };
  const all = [note('a', 'en', false), note('b', 'en', true), note('a', 'de', false)];

  it('keeps the language’s own notes, and drafts only when asked', () => {
    expect(notesOf(all, 'en', false).map((n) => n.slug)).toEqual(['a']);
    expect(notesOf(all, 'en', true).map((n) => n.slug)).toEqual(['a', 'b']);
    expect(notesOf(all, 'de', false).map((n) => n.language)).toEqual(['de']);
  });
});
