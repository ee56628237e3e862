// BibTeX entries written from content, and a strict reader that the tests (and the build's own
// check of each file it writes) use to prove every entry parses back to what was written.
import { hasUnspacedLetters } from '../../src/lib/writing.ts';
import type { CitationType, PaperCitation } from './paper.ts';
import anyAscii from 'any-ascii';
import { BIBTEX_WORD } from '../../src/content/schema.ts';

/** A key, an entry's type or a field's name. */
const WORD = new RegExp(`^${BIBTEX_WORD}+`, 'u');

const ENTRY_TYPES: Record<CitationType, string> = {
  article: 'article',
  conference: 'inproceedings',
  preprint: 'misc',
  thesis: 'phdthesis',
  report: 'techreport',
  book: 'book',
  chapter: 'incollection',
};

/** The field naming where each kind of work appeared. */
const VENUE_FIELDS: Record<CitationType, string> = {
  article: 'journal',
  conference: 'booktitle',
  preprint: 'howpublished',
  thesis: 'school',
  report: 'institution',
  book: 'series',
  chapter: 'booktitle',
};

// Words a key skips at the start of a title, as reference managers do.
const SKIPPED = new Set(['a', 'an', 'the', 'on', 'of', 'in', 'for', 'to', 'and', 'towards']);

/**
 * Lower-case ASCII letters and digits only: what every BibTeX tool accepts in a key. Other scripts
 * are spelled in Latin letters first ("الهاشمي" → "lhshmy", "Søren" → "soren"), as reference
 * managers do, rather than dropped, which left a key with no author ("anon").
 */
function keyPart(text: string): string {
  return anyAscii(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const words = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The first word of a run of text written without spaces (Chinese, Japanese): "大規模言語モデル…"
 * → "大規模", not the whole title; any other word as it is.
 */
function firstWordOf(text: string): string {
  if (!hasUnspacedLetters(text)) return text;
  for (const part of words.segment(text)) if (part.isWordLike) return part.segment;
  return text;
}

/** `<firstAuthorSurname><year><firstTitleWord>`, e.g. "sharma2025abstractive". */
export function citationKey(paper: PaperCitation): string {
  const surname = keyPart(paper.authors[0]?.family ?? '') || 'anon';
  const word =
    paper.title
      .split(/\s+/)
      .map((word) => keyPart(firstWordOf(word)))
      .find((part) => part && !SKIPPED.has(part)) ?? '';
  return `${surname}${paper.year}${word}`;
}

/**
 * Each paper's key: its own bibKey, else the made one; a made key that another paper already has
 * gets a letter ("…a", "…b") so one .bib file never holds the same key twice.
 */
export function citationKeys(papers: PaperCitation[]): string[] {
  const own = new Set(papers.map((paper) => paper.bibKey).filter(Boolean));
  const taken = new Set<string>(own);
  return papers.map((paper) => {
    if (paper.bibKey) return paper.bibKey;
    const base = citationKey(paper);
    let key = base;
    for (let n = 0; taken.has(key); n += 1) key = `${base}${String.fromCharCode(97 + (n % 26))}`;
    taken.add(key);
    return key;
  });
}

const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Text safe inside a braced field: LaTeX's special characters escaped, braces balanced. */
export function bibtexText(text: string): string {
  return text.replace(/[\\{}&%$#_~^]/g, (char) => SPECIAL[char] ?? char);
}

/** Page ranges take BibTeX's double hyphen. */
const bibPages = (pages: string) => pages.replace(/\s*[-–—]+\s*/, '--');

export function bibtexEntry(paper: PaperCitation, key: string): string {
  const authors = paper.authors.map((person) =>
    person.given ? `${person.family}, ${person.given}` : person.family,
  );
  const venueField = VENUE_FIELDS[paper.type];
  const fields: Array<[string, string]> = [
    ['title', paper.title],
    ['author', authors.join(' and ')],
    [venueField, paper.type === 'preprint' ? '' : paper.venue],
    ['year', paper.year],
    ['volume', paper.volume],
    ['pages', paper.pages && bibPages(paper.pages)],
    ['publisher', paper.publisher],
    ['doi', paper.doi],
    ...(paper.arxiv
      ? ([
          ['eprint', paper.arxiv],
          ['archiveprefix', 'arXiv'],
        ] as Array<[string, string]>)
      : []),
  ];
  const body = fields
    .filter(([, value]) => value)
    .map(([name, value]) => {
      // The title's capitals are the author's (acronyms, names): double braces keep them.
      const text = bibtexText(value);
      return `  ${name} = ${name === 'title' ? `{{${text}}}` : `{${text}}`}`;
    });
  return `@${ENTRY_TYPES[paper.type]}{${key},\n${body.join(',\n')}\n}\n`;
}

export interface BibtexEntry {
  type: string;
  key: string;
  fields: Record<string, string>;
}

/** Thrown by {@link parseBibtex}, naming where the text stops being BibTeX. */
export class BibtexError extends Error {}

/**
 * Reads BibTeX entries strictly: `@type{key, name = {value} | "value" | 123, ...}` with balanced
 * braces, a key once per file, a field once per entry. Text between entries is a comment, as in
 * BibTeX. Values come back without their outer delimiters, inner braces kept.
 */
export function parseBibtex(text: string): BibtexEntry[] {
  const entries: BibtexEntry[] = [];
  const keys = new Set<string>();
  let at = 0;
  const fail = (message: string): never => {
    const line = text.slice(0, at).split('\n').length;
    throw new BibtexError(`line ${line}: ${message}`);
  };
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[at] !== char) fail(`expected "${char}", found "${text[at] ?? 'the end'}"`);
    at += 1;
  };
  const word = (what: string): string => {
    skipSpace();
    const match = WORD.exec(text.slice(at));
    if (!match) return fail(`expected ${what}`);
    at += match[0].length;
    return match[0];
  };
  const braced = (): string => {
    const start = at;
    let depth = 0;
    for (; at < text.length; at += 1) {
      const char = text[at];
      if (char === '\\') {
        at += 1;
        continue;
      }
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      if (depth === 0) {
        at += 1;
        return text.slice(start + 1, at - 1);
      }
    }
    return fail('a value opened with "{" never closes');
  };
  const value = (): string => {
    skipSpace();
    if (text[at] === '{') return braced();
    if (text[at] === '"') {
      const end = text.indexOf('"', at + 1);
      if (end < 0) fail('a value opened with a quote never closes');
      const inner = text.slice(at + 1, end);
      at = end + 1;
      return inner;
    }
    const number = /^\d+/.exec(text.slice(at));
    if (!number) return fail('expected a value in braces, in quotes or a number');
    at += number[0].length;
    return number[0];
  };

  while ((at = text.indexOf('@', at)) >= 0) {
    at += 1;
    const type = word('an entry type').toLowerCase();
    expect('{');
    const key = word('a citation key');
    if (keys.has(key)) fail(`the key "${key}" is used twice`);
    keys.add(key);
    const fields: Record<string, string> = {};
    skipSpace();
    while (text[at] === ',') {
      at += 1;
      skipSpace();
      if (text[at] === '}') break;
      const name = word('a field name').toLowerCase();
      if (name in fields) fail(`the field "${name}" appears twice in ${key}`);
      expect('=');
      fields[name] = value();
      skipSpace();
    }
    expect('}');
    entries.push({ type, key, fields });
  }
  return entries;
}
