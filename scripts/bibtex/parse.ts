// Reads a .bib file with citation-js's BibTeX plugin: the file's entries as written (field names
// lower-cased, values still LaTeX) and each as CSL-JSON, whose names, titles and venues the plugin
// has decoded ("S{\o}lvberg, I." → family "Sølvberg", given "I."). A syntax error stops the read
// with the line it is on.
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';

/** A name as CSL-JSON writes it. */
export interface CslName {
  given?: string;
  family?: string;
  suffix?: string;
  'dropping-particle'?: string;
  'non-dropping-particle'?: string;
  literal?: string;
}

/** The CSL-JSON fields the import reads. */
export interface CslItem {
  type?: string;
  title?: string;
  author?: CslName[];
  'container-title'?: string;
  publisher?: string;
  volume?: string | number;
  page?: string;
  DOI?: string;
  URL?: string;
  keyword?: string;
  abstract?: string;
  issued?: { 'date-parts'?: (string | number)[][] };
}

export interface BibEntry {
  /** The entry's type as written, lower-cased: "article", "inproceedings", ... */
  type: string;
  key: string;
  /** The line the entry starts on, from 1. */
  line: number;
  /** Every field as written, by lower-cased name. */
  fields: Record<string, string>;
  csl: CslItem;
}

export class BibtexError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

interface RawEntry {
  type: string;
  label: string;
  properties: Record<string, string | number>;
}

/** The parser's names for what it read, as an owner would call them. */
const TOKEN_WORDS: Record<string, string> = {
  rbrace: '"}"',
  lbrace: '"{"',
  comma: '","',
  equals: '"="',
  hash: '"#"',
  quote: 'a quote',
  label: 'another word',
  identifier: 'a field name',
  number: 'a number',
  text: 'text',
  EOF: 'the end of the file',
};

/** What most often makes the parser expect one thing and find another. */
const LIKELY_CAUSES: Record<string, string> = {
  'rbrace identifier': 'is the comma after the field before it missing?',
  'rbrace EOF': 'is a "}" missing, closing a field or the entry?',
  'comma label': "is the comma after the entry's key missing?",
};

/**
 * The parser's error in an owner's words, with the entry it is in: "expected "rbrace", got
 * "identifier" at line 10 col 3" becomes 'expected "}", found a field name (in the entry that
 * starts on line 8: @article{bad2020): is the comma after the field before it missing?'.
 */
function syntaxError(error: unknown, text: string): BibtexError {
  const message = error instanceof Error ? error.message : String(error);
  const [first = message] = message.split('\n');
  const at = /at line (\d+)/.exec(first);
  const line = at ? Number(at[1]) : 1;
  const start = entryStartBefore(text, line);
  const closed = start && closingLine(text, start.line);
  const where = !start
    ? ''
    : closed !== undefined && closed < line
      ? ` (after the entry that starts on line ${start.line}, ${start.head}, and closes on line ${closed}: an "@" outside an entry starts one)`
      : start.line !== line
        ? ` (in the entry that starts on line ${start.line}: ${start.head})`
        : '';
  const expected = /expected "(\w+)", got (?:"(\w+)"|(EOF))/.exec(first);
  if (expected) {
    const [, wanted = '', got = 'EOF'] = expected;
    // The file ended inside an entry: the first whose "{" never closes is where a "}" is missing,
    // however many whole entries follow it (they read as its text).
    const open = got === 'EOF' ? firstUnclosedEntry(text) : undefined;
    if (open) {
      return new BibtexError(
        `expected ${TOKEN_WORDS[wanted] ?? wanted}, found ${TOKEN_WORDS.EOF} (in the entry that starts on line ${open.line}: ${open.head}, where a "{" is never closed): is a "}" missing in it?`,
        open.line,
      );
    }
    const cause = LIKELY_CAUSES[`${wanted} ${got}`];
    return new BibtexError(
      `expected ${TOKEN_WORDS[wanted] ?? wanted}, found ${TOKEN_WORDS[got] ?? got}${where}${cause ? `: ${cause}` : ''}`,
      line,
    );
  }
  // The reader met what no field can hold: on a line that starts an entry, the entry before it
  // was still open.
  const before = start?.line === line ? entryStartBefore(text, line - 1) : undefined;
  const reason = first.replace(/ at line \d+.*$/, '');
  if (before) {
    return new BibtexError(
      `${reason}: the entry before it, which starts on line ${before.line} (${before.head}), is still open: is a "}" missing in it?`,
      line,
    );
  }
  return new BibtexError(`${reason}${where}`, line);
}

/** The line on which the entry starting on line `from` closes its first brace, if it does. */
function closingLine(text: string, from: number): number | undefined {
  const lines = text.split('\n');
  let depth = 0;
  let opened = false;
  for (let at = from - 1; at < lines.length; at++) {
    for (const char of lines[at]!) {
      if (char === '{') [depth, opened] = [depth + 1, true];
      else if (char === '}') depth -= 1;
      if (opened && depth === 0) return at + 1;
    }
  }
  return undefined;
}

/** The first entry whose first brace closes neither before the next entry starts nor at all. */
function firstUnclosedEntry(text: string): { line: number; head: string } | undefined {
  const starts = text.split('\n').flatMap((line, at) => {
    const head = /^\s*(@\w+\s*[{(][^,\s]*)/.exec(line);
    return head && !/^@(comment|preamble|string)\b/i.test(head[1]!)
      ? [{ line: at + 1, head: head[1]! }]
      : [];
  });
  return starts.find((start, index) => {
    const closed = closingLine(text, start.line);
    const next = starts[index + 1]?.line;
    return closed === undefined || (next !== undefined && closed >= next);
  });
}

/** The last "@type{key" at or before `line`, for a message that names the entry. */
function entryStartBefore(text: string, line: number): { line: number; head: string } | undefined {
  const lines = text.split('\n');
  for (let at = Math.min(line, lines.length) - 1; at >= 0; at--) {
    const head = /^\s*(@\w+\s*[{(][^,\s]*)/.exec(lines[at]!);
    if (head) return { line: at + 1, head: head[1]! };
  }
  return undefined;
}

/**
 * The lines each "@type{key," starts on, by key: in the text as written, so a copy inside an
 * @comment{…} block is among them too.
 */
function entryLines(text: string): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  const pattern = /@\s*\w+\s*[{(]\s*([^,\s{}]+)\s*,/g;
  for (const match of text.matchAll(pattern)) {
    const line = text.slice(0, match.index).split('\n').length;
    lines.set(match[1]!, [...(lines.get(match[1]!) ?? []), line]);
  }
  return lines;
}

/**
 * Two entries the parser read with one key are refused: the second would silently take the
 * first one's place (its paper, once imported). A copy the file has turned off in @comment{…} is
 * not an entry; the lines named are the last ones with the key.
 */
function refuseSharedKeys(raw: readonly RawEntry[], lines: Map<string, number[]>): void {
  const seen = new Set<string>();
  for (const entry of raw) {
    if (!seen.has(entry.label)) {
      seen.add(entry.label);
      continue;
    }
    const count = raw.filter((other) => other.label === entry.label).length;
    const [first, second] = (lines.get(entry.label) ?? []).slice(-count);
    throw new BibtexError(
      `the key "${entry.label}" is also the key of the entry on line ${first ?? '?'}: give each entry its own`,
      second ?? first ?? 1,
    );
  }
}

/**
 * An accent over LaTeX's dotless i or j (`\\"\\i`, `\\'{\\i}`), the way to write ï and í in
 * TeX: the plugin made a dotless ı and a separate accent of it ("naı̈fs"). The accent goes over a
 * plain i, as a reader expects; a dotless ı on its own (Turkish `{\\i}`) stays one.
 */
const ACCENTED_DOTLESS = /(\\["'`^~=.uvHckbdr](?:[ \t]*|\{))\\([ij])(?![A-Za-z])[ \t]*/g;

/** LaTeX's å and Å (`\\aa`, `{\\aa}`, `\\aa{}`), which the plugin leaves as written ("Odeg\\aard"). */
const RING_A = /\{\\(aa|AA)\}|\\(aa|AA)(?![A-Za-z])(?:\{\}|[ \t]*)/g;

/** A special character as BibTeX has it: a brace group opening on a command, on one line. */
const SPECIAL = /\{\\[^{}\n]*(?:\{[^{}\n]*\}[^{}\n]*)*\}/g;

const decoded = new Map<string, string>();

/** What the plugin makes of one special character ("{\\O}" → "Ø"), or the group itself. */
function letterOf(group: string): string {
  let letter = decoded.get(group);
  if (letter === undefined) {
    letter = group;
    try {
      const [entry] = plugins.input.data(
        `@misc{x, title={${group}}}`,
        '@biblatex/text',
      ) as RawEntry[];
      const [csl] = plugins.input.data(entry, '@biblatex/entry+object') as CslItem[];
      // A letter or two (Ø, Œ); a command the plugin does not know stays as written.
      if (csl?.title && /^\p{L}[\p{L}\p{M}]{0,2}$/u.test(csl.title)) letter = csl.title;
    } catch {
      // Not a character: left for the reader, which says what is wrong with it.
    }
    decoded.set(group, letter);
  }
  return letter;
}

/**
 * The file with each special character written as the letter it stands for. The plugin decodes
 * them itself, but takes a name part that opens on one for a lower-case particle, as "van" is:
 * "{\\O}deg\\r{a}rd-Nakamura, Zoe" became family "Nakamura" after a particle "Ødegård", and the
 * name lost its hyphen. Letters on one line stay on it, so every line number holds.
 */
export function withLettersDecoded(text: string): string {
  return text
    .replace(ACCENTED_DOTLESS, (_, accent: string, letter: string) =>
      // Braced ("\\"{\\i}"), its own brace closes it; bare ("\\v\\i"), it gets braces of its own, so
      // a letter accent does not run into the letter ("\\vi").
      accent.endsWith('{') ? `${accent}${letter}` : `{${accent.trimEnd()}{${letter}}}`,
    )
    .replace(RING_A, (_, braced?: string, bare?: string) => ((braced ?? bare) === 'aa' ? 'å' : 'Å'))
    .replace(SPECIAL, letterOf);
}

/** The entries of a .bib file; @string and @preamble are applied, @comment is skipped. */
export function parseBibtex(written: string): BibEntry[] {
  const text = withLettersDecoded(written);
  let raw: RawEntry[];
  try {
    raw = plugins.input.data(text, '@biblatex/text') as RawEntry[];
  } catch (error) {
    throw syntaxError(error, text);
  }
  const lines = entryLines(text);
  refuseSharedKeys(raw, lines);
  return raw.map((entry) => {
    const [csl] = plugins.input.data(entry, '@biblatex/entry+object') as CslItem[];
    return {
      type: entry.type.toLowerCase(),
      key: entry.label,
      line: lines.get(entry.label)?.at(-1) ?? 1,
      fields: Object.fromEntries(
        Object.entries(entry.properties).map(([name, value]) => [
          name.toLowerCase(),
          String(value),
        ]),
      ),
      csl: csl ?? {},
    };
  });
}
