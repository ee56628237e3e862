import { describe, expect, it } from 'vitest';
import {
  findTag,
  formatNoteDate,
  headingSlug,
  lastChanged,
  neighbours,
  newestFirst,
  notePages,
  revisedOriginal,
  notesListPath,
  notesTagPath,
  notesTagged,
  noteTags,
  CHARACTERS_PER_MINUTE,
  readingMinutes,
  relatedNotes,
  tagSlug,
  uniqueSlugs,
  WORDS_PER_MINUTE,
} from './notes';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

describe('readingMinutes', () => {
  it('reads 220 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 3))).toBe(3);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 5 + 10))).toBe(5);
  });

  it('counts Chinese and Japanese by their characters, not by their (absent) spaces', () => {
    expect(readingMinutes('漢'.repeat(CHARACTERS_PER_MINUTE * 4))).toBe(4);
    expect(readingMinutes('データ'.repeat(CHARACTERS_PER_MINUTE))).toBe(3);
    expect(readingMinutes(`${'語'.repeat(CHARACTERS_PER_MINUTE)} ${words(WORDS_PER_MINUTE)}`)).toBe(
      2,
    );
    // Korean is written in words.
    expect(
      readingMinutes(
        Array(WORDS_PER_MINUTE * 2)
          .fill('데이터를')
          .join(' '),
      ),
    ).toBe(2);
  });

  it('does not count punctuation standing alone as words', () => {
    expect(readingMinutes(`${words(WORDS_PER_MINUTE * 2)} ${'— '.repeat(500)}`)).toBe(2);
  });
});

describe('heading ids', () => {
  it('slugs any script and drops accents', () => {
    expect(headingSlug('Größe & Café')).toBe('große-cafe');
    expect(headingSlug('  Hello, World!  ')).toBe('hello-world');
    expect(headingSlug('מה למדתי')).toBe('מה-למדתי');
    expect(headingSlug('!!!')).toBe('section');
    // Marks that make letters of other scripts stay: voiced kana, Devanagari vowels, й.
    expect(headingSlug('データベースの準備')).toBe('データベースの準備');
    expect(headingSlug('हिन्दी में')).toBe('हिन्दी-में');
    expect(headingSlug('Мой опыт')).toBe('мой-опыт');
    // A mark on no letter (an emoji's presentation selector, a keycap's frame) stays out.
    expect(headingSlug('⚠️ Warning')).toBe('warning');
    expect(headingSlug('✅ Done ✔️')).toBe('done');
    expect(headingSlug('Step 1️⃣')).toBe('step-1');
  });

  it('never gives two headings, or a heading and the page around it, one id', () => {
    expect(uniqueSlugs(['Setup', 'Setup', 'Setup 2'])).toEqual(['setup', 'setup-2', 'setup-2-2']);
    expect(uniqueSlugs(['Main', 'Main'], ['main', 'main-2'])).toEqual(['main-3', 'main-4']);
  });

  it('numbers a repeated heading', () => {
    expect(uniqueSlugs(['Setup', 'Run', 'Setup', 'Setup'])).toEqual([
      'setup',
      'run',
      'setup-2',
      'setup-3',
    ]);
  });
});

describe('order, pages and neighbours', () => {
  const notes = [
    { slug: 'b', title: 'B', date: '2024-01-01' },
    { slug: 'c', title: 'C', date: '2024-03-01' },
    { slug: 'a', title: 'A', date: '2024-01-01' },
  ];

  it('lists the newest first, one day’s notes by title', () => {
    expect(newestFirst(notes).map((note) => note.slug)).toEqual(['c', 'a', 'b']);
  });

  it('cuts the list into pages, the first at /notes/', () => {
    expect(notePages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(notePages([])).toEqual([]);
    expect(notesListPath(1)).toBe('notes/');
    expect(notesListPath(3)).toBe('notes/page/3/');
  });

  it("cuts a tag's notes the same way, its first page the tag's own folder", () => {
    expect(notesTagPath('rust')).toBe('notes/tags/rust/');
    expect(notesTagPath('rust', 1)).toBe('notes/tags/rust/');
    expect(notesTagPath('rust', 2)).toBe('notes/tags/rust/page/2/');
    // A tag named "page" keeps its pages apart from the list's.
    expect(notesTagPath('page', 2)).not.toBe(notesListPath(2));
  });

  it('gives a note the newer and the older one beside it', () => {
    const ordered = newestFirst(notes);
    expect(neighbours(ordered, 'c')).toEqual({ newer: undefined, older: ordered[1] });
    expect(neighbours(ordered, 'a')).toEqual({ newer: ordered[0], older: ordered[2] });
    expect(neighbours(ordered, 'missing')).toEqual({});
  });
});

describe('tags', () => {
  it('slugs a tag like a heading, spelling out the signs that tell languages apart', () => {
    expect(tagSlug('Machine Learning')).toBe('machine-learning');
    expect(tagSlug('C++')).toBe('c-plus-plus');
    expect(tagSlug('C#')).toBe('c-sharp');
    expect(tagSlug('Node.js')).toBe('node-js');
    expect(tagSlug('מערכות משובצות')).toBe('מערכות-משובצות');
    expect(tagSlug('データベース')).toBe('データベース');
    expect(tagSlug('…')).toBe('tag');
  });

  it('lists each tag once, in the language’s order, counting the notes that carry it', () => {
    const tags = noteTags(
      [
        { tags: ['Python', 'zebra'] },
        { tags: ['python', 'Äpfel', 'PYTHON'] },
        { tags: ['apples'] },
      ],
      'de',
    );
    // The newest note's spelling names it; case and one note's repeats make no second tag.
    expect(tags).toEqual([
      { name: 'Äpfel', slug: 'apfel', count: 1 },
      { name: 'apples', slug: 'apples', count: 1 },
      { name: 'Python', slug: 'python', count: 2 },
      { name: 'zebra', slug: 'zebra', count: 1 },
    ]);
    expect(findTag(tags, 'pYthon')).toBe(tags[2]);
    expect(findTag(tags, 'java')).toBeUndefined();
  });

  it('gives tags whose slugs meet a page each, numbered in order', () => {
    const slugs = noteTags([{ tags: ['ML', 'ml!', 'M.L.'] }], 'en').map(({ name, slug }) => [
      name,
      slug,
    ]);
    expect(slugs).toEqual([
      ['M.L.', 'm-l'],
      ['ML', 'ml'],
      ['ml!', 'ml-2'],
    ]);
    const clash = noteTags([{ tags: ['a b', 'a-b', '?'] }, { tags: ['!'] }], 'en');
    expect(new Set(clash.map((tag) => tag.slug)).size).toBe(clash.length);
  });

  it('finds the notes that carry a tag, whatever its case, keeping their order', () => {
    const notes = [
      { slug: 'a', tags: ['Rust'] },
      { slug: 'b', tags: ['go'] },
      { slug: 'c', tags: ['rust', 'go'] },
    ];
    const [go, rust] = noteTags(notes, 'en');
    expect(notesTagged(notes, rust!).map((note) => note.slug)).toEqual(['a', 'c']);
    expect(notesTagged(notes, go!).map((note) => note.slug)).toEqual(['b', 'c']);
  });
});

describe('relatedNotes', () => {
  const notes = [
    { slug: 'newest', tags: ['go'] },
    { slug: 'two-shared', tags: ['Rust', 'wasm'] },
    { slug: 'this', tags: ['rust', 'wasm', 'go'] },
    { slug: 'older', tags: ['wasm'] },
    { slug: 'unrelated', tags: ['css'] },
    { slug: 'oldest', tags: ['go'] },
  ];
  it('suggests the notes sharing most tags, then the newest, never the note itself', () => {
    const related = relatedNotes(notes, notes[2]!).map((note) => note.slug);
    expect(related).toEqual(['two-shared', 'newest', 'older']);
    expect(relatedNotes(notes, notes[2]!, 10).map((note) => note.slug)).toEqual([
      'two-shared',
      'newest',
      'older',
      'oldest',
    ]);
  });

  it('suggests nothing for a note without tags, or whose tags no other carries', () => {
    expect(relatedNotes(notes, { slug: 'x', tags: [] })).toEqual([]);
    expect(relatedNotes(notes, notes[4]!)).toEqual([]);
  });
});

describe('formatNoteDate', () => {
  it('writes the day as the language does, whatever the time zone', () => {
    const date = '2024-05-01';
    for (const locale of ['en', 'de', 'he']) {
      expect(formatNoteDate(date, locale)).toBe(
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          Date.UTC(2024, 4, 1, 12),
        ),
      );
    }
  });
});

describe('revisedOriginal', () => {
  const version = (language: string, date: string, updated?: string) => ({
    slug: 'a-note',
    language,
    date,
    ...(updated ? { updated } : {}),
  });

  it('is the original when it was revised after the translation last changed', () => {
    const original = version('en', '2024-11-18', '2025-02-03');
    const translation = version('de', '2024-11-18');
    expect(lastChanged(original)).toBe('2025-02-03');
    expect(lastChanged(translation)).toBe('2024-11-18');
    expect(revisedOriginal(translation, [original, translation], 'en')).toBe(original);
    // Another language's original works the same way.
    const hebrew = version('he', '2024-11-18', '2025-02-03');
    expect(revisedOriginal(version('en', '2024-12-01'), [hebrew], 'he')).toBe(hebrew);
  });

  it("is none for the original itself, whatever its translations' dates", () => {
    const original = version('en', '2024-11-18');
    // Translated later, then brought further: still the original's page says nothing.
    const translation = version('de', '2025-01-05', '2025-03-01');
    expect(revisedOriginal(original, [original, translation], 'en')).toBeUndefined();
  });

  it('is none for a translation written or brought up to date after the revision', () => {
    const original = version('en', '2024-11-18', '2025-02-03');
    // Written after the revision (a translation's date is the day it was written)...
    expect(revisedOriginal(version('de', '2025-02-10'), [original], 'en')).toBeUndefined();
    // ...or given an update of its own on or after it.
    const caughtUp = version('de', '2024-11-18', '2025-02-03');
    expect(revisedOriginal(caughtUp, [original, caughtUp], 'en')).toBeUndefined();
  });

  it('is none for an original never revised, or a note with no original', () => {
    const translation = version('de', '2024-11-18');
    expect(revisedOriginal(translation, [version('en', '2025-06-01')], 'en')).toBeUndefined();
    expect(revisedOriginal(translation, [translation], 'en')).toBeUndefined();
    const another = { ...version('en', '2024-01-01', '2025-06-01'), slug: 'another' };
    expect(revisedOriginal(translation, [another], 'en')).toBeUndefined();
  });
});
