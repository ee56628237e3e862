import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { slugify } from '../src/lib/item-address.ts';
import { OWNER_CONTENT_DIR, SAMPLE_CONTENT_DIR } from './content-dir.ts';
import { localDay, NEW_NOTE_TEXT, newNote, type NewNoteOptions } from './new-note.ts';
import { noteWarnings, unwrittenProblems } from './notes/markdown.ts';
import { NOTES_DIR, parseNote } from './notes/load.ts';

const languages = { default: 'en', all: ['en', 'de'] };
const today = '2026-12-02';
let root = '';

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'new-note-'));
  mkdirSync(path.join(root, OWNER_CONTENT_DIR));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const write = (options: Partial<NewNoteOptions> & { title: string }) =>
  newNote({ root, languages, today, ...options });
const notesFolder = () => path.join(root, OWNER_CONTENT_DIR, NOTES_DIR);
/** The note as the build reads it, from its file's name in the notes folder. */
const read = (name: string) => {
  const file = path.join(OWNER_CONTENT_DIR, NOTES_DIR, name);
  return parseNote(file, readFileSync(path.join(root, file), 'utf8'), languages);
};

describe('newNote', () => {
  it('writes a draft dated today that the build reads back as written, whatever its title holds', () => {
    const title = 'Why: the "short" answer #1 — über Typen';
    const result = write({ title });
    expect(result.ok).toBe(true);
    const name = `${slugify(title)}.md`;
    expect(result.message).toContain(path.join(OWNER_CONTENT_DIR, NOTES_DIR, name));
    const { note, problems } = read(name);
    expect(problems).toEqual([]);
    expect(note).toMatchObject({
      slug: slugify(title),
      title,
      date: today,
      summary: NEW_NOTE_TEXT.summary,
      tags: [],
      draft: true,
      language: languages.default,
    });
    expect(note?.markdown.trim()).toBe(NEW_NOTE_TEXT.body);
  });

  it('writes words that a draft may keep, and that stop the build once the note is published', () => {
    write({ title: 'Unwritten' });
    const { note } = read('unwritten.md');
    expect(unwrittenProblems(note!)).toEqual([]);
    expect(unwrittenProblems({ ...note!, draft: false })).toEqual([
      expect.stringMatching(/› summary: still the words .* or keep it a draft \(draft: true\)$/),
      expect.stringMatching(/its text still has the line .* or keep it a draft \(draft: true\)$/),
    ]);
  });

  it("starts a translation at its note's address, its language in the name and the front matter", () => {
    expect(write({ title: 'Typisierte Konfiguration', language: 'de', slug: 'typed' }).ok).toBe(
      true,
    );
    const { note, problems } = read('typed.de.md');
    expect(problems).toEqual([]);
    expect(note).toMatchObject({
      slug: 'typed',
      language: 'de',
      title: 'Typisierte Konfiguration',
    });
  });

  it('never writes over a file', () => {
    mkdirSync(notesFolder());
    const mine = path.join(notesFolder(), 'hello.md');
    writeFileSync(mine, 'mine');
    const result = write({ title: 'Hello' });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('already exists') });
    expect(readFileSync(mine, 'utf8')).toBe('mine');
  });

  it('writes nothing into the sample, and says to start content/ first', () => {
    rmSync(path.join(root, OWNER_CONTENT_DIR), { recursive: true });
    mkdirSync(path.join(root, SAMPLE_CONTENT_DIR));
    const result = write({ title: 'Hello' });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('npm run new-content') });
    expect(existsSync(path.join(root, SAMPLE_CONTENT_DIR, NOTES_DIR))).toBe(false);
  });

  it.each([
    ['no title', { title: '  ' }, 'title'],
    ['a language the site lacks', { title: 'Hello', language: 'fr' }, 'en, de'],
    ['a title that gives no address', { title: '!!!' }, '--slug'],
    ['an address that cannot be one', { title: 'Hello', slug: 'Hello World' }, 'not a usable'],
  ])('names what it cannot take (%s) and writes nothing', (_, options, words) => {
    const result = write(options);
    expect(result).toEqual({ ok: false, message: expect.stringContaining(words) });
    expect(existsSync(notesFolder())).toBe(false);
  });

  it("has the content check name its words until the owner's replace them", () => {
    write({ title: 'Hello' });
    const { note } = read('hello.md');
    expect(noteWarnings(note!)).toEqual([
      expect.stringContaining('› summary: still the words'),
      expect.stringContaining('its text still has the line'),
    ]);
    expect(
      noteWarnings({ ...note!, summary: 'About greetings.', markdown: 'Hello, world.\n' }),
    ).toEqual([]);
  });
});

describe('localDay', () => {
  it("is the machine's own day, late in the evening too", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
