// What a note is once the build has read it, and the pure rules every page of notes follows:
// order, pages of the list, reading time, heading ids. The Markdown itself is read and rendered
// by the build (scripts/notes/); the page gets only the results.

import { slugWords } from './item-address.ts';
import { unspacedLetterCount, withoutUnspacedLetters } from './writing.ts';

/** A published note as the main page and the list show it: no body, so the page stays small. */
export interface NoteSummary {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** YYYY-MM-DD: the day the note last changed, when after its date. */
  updated?: string;
  summary: string;
  tags: string[];
  /** The language tag the note is written in. */
  language: string;
  draft: boolean;
}

/** A heading of a note's body, for its table of contents. */
export interface NoteHeading {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** Notes on the main page's section. */
export const NOTES_ON_MAIN_PAGE = 3;
/** Notes on one page of the list, /notes/ and /notes/page/<n>/. */
export const NOTES_PER_PAGE = 10;
/** A note gets a table of contents from this many headings. */
export const TOC_MIN_HEADINGS = 3;
/** Words a reader reads in a minute. */
export const WORDS_PER_MINUTE = 220;
/**
 * The kinds of GitHub's alerts a note may hold (`> [!TIP]` on a quote's first line), each titled
 * by its word `notes.alert.<kind>`.
 */
export const ALERT_KINDS = ['note', 'tip', 'important', 'warning', 'caution'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/**
 * Characters of Chinese or Japanese (written without spaces) a reader reads in a minute: about 255
 * and 357 in Brysbaert's review of reading rates (2019), one figure for both. Korean is written
 * in words, and counted so.
 */
export const CHARACTERS_PER_MINUTE = 300;

/** Newest first; notes of one day by title, so the order never depends on the file system. */
export function newestFirst<T extends { date: string; title: string }>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) =>
    a.date === b.date ? a.title.localeCompare(b.title) : b.date.localeCompare(a.date),
  );
}

/**
 * Minutes to read `text` (at least one): words at 220 a minute, Chinese and Japanese by their
 * characters at 300.
 */
export function readingMinutes(text: string): number {
  const characters = unspacedLetterCount(text);
  const words = withoutUnspacedLetters(text)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const minutes = words / WORDS_PER_MINUTE + characters / CHARACTERS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}

/**
 * A heading's id (and a tag's address): lower case, letters and digits of any script joined by
 * hyphens, accents off Latin and Greek letters as in an item's address, other scripts' marks kept
 * (データ, not テータ); `fallback` for a text with neither.
 */
export function headingSlug(text: string, fallback = 'section'): string {
  return slugWords(text) || fallback;
}

/**
 * Ids for headings in order, a repeated one numbered ("setup", "setup-2"), none the same as one
 * of `taken` (the ids of the page around them).
 */
export function uniqueSlugs(texts: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken);
  return texts.map((text) => {
    const slug = headingSlug(text);
    let id = slug;
    for (let number = 2; used.has(id); number += 1) id = `${slug}-${number}`;
    used.add(id);
    return id;
  });
}

/** A note's path within its language: "notes/<slug>/". */
export const notePath = (slug: string): string => `notes/${slug}/`;

/** The folders under the notes' own: the list's later pages, and the tags' pages. */
const PAGES_FOLDER = 'page';
const TAGS_FOLDER = 'tags';
/** Names no note may take: its page would stand on one of these folders. */
export const NOTE_FOLDERS: ReadonlySet<string> = new Set([PAGES_FOLDER, TAGS_FOLDER]);

/** The list's path for page `page` (1-based): "notes/", then "notes/page/2/". */
export const notesListPath = (page: number): string =>
  page <= 1 ? 'notes/' : `notes/${PAGES_FOLDER}/${page}/`;

/**
 * A tag's page within its language: "notes/tags/<slug>/", then "notes/tags/<slug>/page/2/" when
 * more notes carry it than one page holds.
 */
export const notesTagPath = (slug: string, page = 1): string =>
  page <= 1
    ? `notes/${TAGS_FOLDER}/${slug}/`
    : `notes/${TAGS_FOLDER}/${slug}/${PAGES_FOLDER}/${page}/`;

/**
 * The feeds of the notes, in the folder of the notes list ("notes/") and of each tag's page
 * (scripts/notes/feeds.ts writes them): RSS 2.0, Atom and JSON Feed 1.1, each with the name its
 * format goes by in every language (the words of the link to it).
 */
export const FEED_FILES = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', name: 'RSS' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', name: 'Atom' },
  json: { file: 'feed.json', type: 'application/feed+json', name: 'JSON Feed' },
} as const;

/**
 * How many notes a feed holds, the newest: each holds its notes whole, so a long-running notes
 * folder would make every reader's poll heavier with each note (a reader keeps what it has read).
 */
export const FEED_ITEMS_MAX = 20;

/** The folder of a language's feeds within it: the list's, or the tag's page's. */
export const notesFeedFolder = (tagSlug?: string): string =>
  tagSlug === undefined ? notesListPath(1) : notesTagPath(tagSlug);

/** A tag of a language's notes, with its page's slug and how many notes carry it. */
export interface NoteTag {
  /** As the newest note carrying it spells it. */
  name: string;
  slug: string;
  count: number;
}

/** Tags that differ only in case or in how their letters are composed are one tag. */
const tagKey = (tag: string): string => tag.normalize('NFC').toLowerCase();

/**
 * A tag's slug, like a heading's, with the signs that tell languages apart spelled out ("C++" is
 * "c-plus-plus", "C#" "c-sharp"), so that they do not all come out as "c".
 */
export const tagSlug = (tag: string): string =>
  headingSlug(tag.replace(/\+/g, ' plus ').replace(/#/g, ' sharp '), 'tag');

/**
 * The tags of `notes` (newest first, as the list shows them) in the language's alphabetical
 * order, each once; two tags whose slugs would be the same are numbered in that order ("c",
 * "c-2"), so every tag has a page of its own.
 */
export function noteTags(notes: readonly { tags: readonly string[] }[], locale: string): NoteTag[] {
  const byKey = new Map<string, { name: string; count: number }>();
  for (const note of notes) {
    for (const key of new Set(note.tags.map(tagKey))) {
      const name = note.tags.find((tag) => tagKey(tag) === key)!;
      const known = byKey.get(key);
      if (known) known.count += 1;
      else byKey.set(key, { name, count: 1 });
    }
  }
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...byKey.values()].sort(
    (a, b) => collator.compare(a.name, b.name) || a.name.localeCompare(b.name),
  );
  const seen = new Map<string, number>();
  return sorted.map(({ name, count }) => {
    const base = tagSlug(name);
    const number = (seen.get(base) ?? 0) + 1;
    seen.set(base, number);
    return { name, count, slug: number === 1 ? base : `${base}-${number}` };
  });
}

/** The tag of `tags` that `name` is, whatever its case. */
export const findTag = (tags: readonly NoteTag[], name: string): NoteTag | undefined =>
  tags.find((tag) => tagKey(tag.name) === tagKey(name));

/** The notes of `notes` that carry `tag`, in their order. */
export const notesTagged = <T extends { tags: readonly string[] }>(
  notes: readonly T[],
  tag: NoteTag,
): T[] => notes.filter((note) => note.tags.some((name) => tagKey(name) === tagKey(tag.name)));

/** Notes a note's page suggests next. */
export const RELATED_NOTES = 3;

/**
 * The notes that share a tag with `note`, most tags shared first, then newest first (the order
 * of `notes`), at most {@link RELATED_NOTES}; none for a note without tags.
 */
export function relatedNotes<T extends { slug: string; tags: readonly string[] }>(
  notes: readonly T[],
  note: { slug: string; tags: readonly string[] },
  limit = RELATED_NOTES,
): T[] {
  const own = new Set(note.tags.map(tagKey));
  const shared = (other: T) => new Set(other.tags.map(tagKey).filter((key) => own.has(key))).size;
  return notes
    .map((other, index) => ({ other, index, count: other.slug === note.slug ? 0 : shared(other) }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** How many pages of {@link NOTES_PER_PAGE} hold `count` notes; none for none. */
export const notePageCount = (count: number, perPage = NOTES_PER_PAGE): number =>
  Math.ceil(count / perPage);

/** The list cut into pages of {@link NOTES_PER_PAGE}; no pages for no notes. */
export function notePages<T>(notes: readonly T[], perPage = NOTES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < notes.length; start += perPage) {
    pages.push(notes.slice(start, start + perPage));
  }
  return pages;
}

/** The notes either side of `slug` in newest-first order: previous is newer, next is older. */
export function neighbours<T extends { slug: string }>(
  ordered: readonly T[],
  slug: string,
): { newer?: T; older?: T } {
  const index = ordered.findIndex((note) => note.slug === slug);
  if (index < 0) return {};
  return { newer: ordered[index - 1], older: ordered[index + 1] };
}

/** The day a note last changed: its update's, else its date (YYYY-MM-DD). */
export const lastChanged = (note: { date: string; updated?: string }): string =>
  note.updated ?? note.date;

/**
 * The original of a translated note (its version in the default language, with the same slug)
 * when it was revised (`updated:`) after the translation last changed: the translation's page
 * says so. None for the original itself, nor for a translation as new as the revision; a
 * translation's own date (the day it was written) never makes the original look behind.
 */
export function revisedOriginal<
  T extends Pick<NoteSummary, 'slug' | 'language' | 'date' | 'updated'>,
>(note: T, versions: readonly T[], defaultLanguage: string): T | undefined {
  if (note.language === defaultLanguage) return undefined;
  const original = versions.find(
    (other) => other.slug === note.slug && other.language === defaultLanguage,
  );
  return original?.updated !== undefined && original.updated > lastChanged(note)
    ? original
    : undefined;
}

/** A note's date as its page's language writes it ("1 May 2024", "1. Mai 2024"). */
export function formatNoteDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** What a note's own page shows, as the build hands it to the page (src/pages/note-page.tsx). */
export interface NotePageData {
  home: string;
  note: NoteSummary;
  /** The body, rendered from Markdown by the build (scripts/notes/markdown.ts). */
  html: string;
  /** Whether the body has code blocks with a Copy button (scripts/notes/code-copy.ts). */
  copiesCode?: boolean;
  /** The cover's <picture>, made by the image pipeline. */
  coverHtml?: string;
  headings: NoteHeading[];
  minutes: number;
  newer?: NoteSummary;
  older?: NoteSummary;
  /** Notes sharing its tags, to read next (relatedNotes). */
  related?: readonly NoteSummary[];
  /** Every tag of the language's notes: the note's own lead to their pages. */
  tags: readonly NoteTag[];
  /** The site's languages the note is written in, when not all of them. */
  existsIn?: readonly string[];
  /** The site's languages with a notes list: where the switch leads for a language the note lacks. */
  listedIn?: readonly string[];
  /** Its original, when revised after this translation last changed (revisedOriginal). */
  newerIn?: { language: string; changed: string };
}

/**
 * The ids of a note's page around its body, its table of contents included, which no heading of
 * a note may take ("## Main" is not the page's <main>, nor "## Icon menu" the menu's icon).
 */
export function noteFrameIds(
  renderNotePage: (props: NotePageData) => string,
  home: string,
  note: NoteSummary,
  tags: readonly NoteTag[],
): string[] {
  const frame = renderNotePage({
    home,
    note,
    html: '',
    headings: Array.from({ length: TOC_MIN_HEADINGS }, () => ({ depth: 2, id: '', text: '' })),
    minutes: 1,
    related: [note],
    tags,
  });
  return [...frame.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!);
}

/** What a page of the notes list shows (src/pages/notes-list-page.tsx). */
export interface NotesListData {
  home: string;
  /** Every tag of the language's notes, each leading to its page. */
  tags: readonly NoteTag[];
  /** This page's notes, newest first. */
  notes: NoteSummary[];
  /** 1-based. */
  page: number;
  pages: number;
  /** The site's languages with a list page of this number, when not all of them. */
  existsIn?: readonly string[];
  /** The site's languages with a notes list: where the switch leads for a language the page lacks. */
  listedIn?: readonly string[];
}

/** What a page of a tag's notes shows (src/pages/notes-tag-page.tsx). */
export interface NotesTagData {
  home: string;
  tag: NoteTag;
  /** This page's notes of those that carry it, newest first, ten to a page as the list. */
  notes: NoteSummary[];
  /** Every tag of the language's notes. */
  tags: readonly NoteTag[];
  /** 1-based; the first when not given. */
  page?: number;
  /** The tag's pages; one when not given. */
  pages?: number;
  /** The site's languages with this page of this tag, when not all of them. */
  existsIn?: readonly string[];
  /** The site's languages with a notes list: where the switch leads for a language the page lacks. */
  listedIn?: readonly string[];
}
