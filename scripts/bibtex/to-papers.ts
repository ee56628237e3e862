// BibTeX entries as the owner's papers: new ones added with the next ids, those already in the
// content (same DOI, arXiv id or BibTeX key; else same title and year, for a paper with neither key
// nor DOI) updated in place, their bibliographic fields from the .bib and the owner's own
// (abstract, results, methodology, status, icon, accent, address, category) kept. Pure: it
// returns the papers, the categories and what to tell the owner.
import { accentInTurn } from '../../src/config/palette';
import type {
  Categories,
  IconName,
  PaperType,
  Profile,
  Publication,
} from '../../src/content/types';
import { isSameAuthor } from '../../src/lib/author-name';
import { paperYear } from '../../src/lib/text';
import type { BibEntry, CslName } from './parse.ts';
import { hasCjkLetters } from '../../src/lib/writing';

export interface BibImport {
  publications: Publication[];
  categories: Categories;
  /** "added smith2024 as paper 4", "updated …": one line per entry. */
  done: string[];
  /** Values the import chose, to check by hand. */
  filled: string[];
  /** What it could not map, by entry. */
  unmapped: string[];
}

interface Current {
  profile: Pick<Profile, 'name'>;
  publications: readonly Publication[];
  categories: Categories;
}

const TYPES: Record<string, PaperType> = {
  article: 'article',
  inproceedings: 'conference',
  conference: 'conference',
  phdthesis: 'thesis',
  mastersthesis: 'thesis',
  thesis: 'thesis',
  techreport: 'report',
  report: 'report',
  book: 'book',
  incollection: 'chapter',
  inbook: 'chapter',
};

const ICONS: Record<PaperType, IconName> = {
  article: 'file-text',
  conference: 'message-square',
  preprint: 'file-text',
  thesis: 'graduation-cap',
  report: 'file-text',
  book: 'book-open',
  chapter: 'book-open',
};

/** The category a new paper gets when none of its keywords is a declared one. */
const TYPE_CATEGORIES: Record<PaperType, string> = {
  article: 'Journal Articles',
  conference: 'Conference Papers',
  preprint: 'Preprints',
  thesis: 'Theses',
  report: 'Reports',
  book: 'Books',
  chapter: 'Book Chapters',
};
const OTHER_CATEGORY = 'Other Papers';

/** Fields the mapping reads; any other an entry has is listed as not mapped. */
const READ = new Set([
  ...['author', 'title', 'journal', 'journaltitle', 'booktitle', 'school', 'institution'],
  ...['year', 'date', 'volume', 'pages', 'publisher', 'doi', 'keywords', 'abstract', 'url'],
  ...['eprint', 'archiveprefix', 'eprinttype', 'primaryclass', 'eprintclass'],
  ...['pdf', 'code', 'github', 'slides', 'poster', 'video', 'website', 'project', 'projectpage'],
]);

/** Link fields as personal BibTeX files (al-folio's among them) name them. */
const LINK_FIELDS: [string, 'pdf' | 'github' | 'slides' | 'poster' | 'video' | 'projectPage'][] = [
  ['pdf', 'pdf'],
  ['code', 'github'],
  ['github', 'github'],
  ['slides', 'slides'],
  ['poster', 'poster'],
  ['video', 'video'],
  ['website', 'projectPage'],
  ['project', 'projectPage'],
  ['projectpage', 'projectPage'],
];

const ARXIV_ID = /(\d{4}\.\d{4,5}(?:v\d+)?|[a-z-]+(?:\.[A-Z]{2})?\/\d{7}(?:v\d+)?)/;
const HTTP = /^https?:\/\/\S+$/i;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
/** Values written with TeX escapes that citation-js leaves in raw fields: "a\_b" → "a_b". */
const unescape = (value: string) =>
  value
    .replace(/\\([_%&#$~])/g, '$1')
    .replace(/[{}]/g, '')
    .trim();
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** What of `text` no braces hold: "{Google, Inc.}" has no comma of its own. */
function outsideBraces(text: string): string {
  let outside = text;
  while (/\{[^{}]*\}/.test(outside)) outside = outside.replace(/\{[^{}]*\}/g, '');
  return outside;
}

/** The names of a BibTeX name list as written, split at each "and" outside braces. */
function writtenNames(list: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (depth === 0 && /\s/.test(char ?? '') && /^\s+and\s/i.test(list.slice(i))) {
      names.push(list.slice(start, i).trim());
      i += /^\s+and/i.exec(list.slice(i))![0].length;
      start = i;
    }
  }
  names.push(list.slice(start).trim());
  return names.filter(Boolean);
}

/**
 * "Ingrid", "van", "Berg", "Jr." → "Ingrid van Berg, Jr."; a literal name stays as written. A
 * Chinese, Japanese or Korean name is kept family name first as its owner writes it: "山田 花子"
 * stays so, and "鈴木, 一郎" (`inverted`, BibTeX's "Family, Given") becomes "鈴木 一郎".
 */
function nameOf(name: CslName, inverted: boolean): string {
  if (name.literal) return name.literal.trim();
  const familyFirst = inverted && hasCjkLetters(`${name.family ?? ''}${name.given ?? ''}`);
  const family = [name['dropping-particle'], name['non-dropping-particle'], name.family];
  const main = (familyFirst ? [...family, name.given] : [name.given, ...family])
    .filter(Boolean)
    .join(' ');
  return name.suffix ? `${main}, ${name.suffix}` : main;
}

/** The DOI itself, from "10.1/x", "doi:10.1/x" or "https://doi.org/10.1/x". */
const bareDoi = (value: string) =>
  value
    .trim()
    .replace(/^https?:\/\/(dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '');

/** The arXiv id in an "arXiv:2401.01234", an arxiv.org address or an arXiv DOI. */
function arxivIdIn(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const at = /arxiv(?:\.org\/(?:abs|pdf)\/|[:.\s]+)\s*/i.exec(value);
  if (!at) return undefined;
  return ARXIV_ID.exec(value.slice(at.index + at[0].length))?.[1]?.replace(/\.pdf$/, '');
}

/** A paper's bibliographic fields as one entry gives them, and what of it could not be mapped. */
interface Mapped {
  fields: Omit<
    Publication,
    'id' | 'slug' | 'status' | 'category' | 'icon' | 'accent' | 'methodology' | 'results'
  >;
  type: PaperType | undefined;
  unmapped: string[];
}

/** BibTeX's "and others", its "et al.": no author's name. */
const isOthers = (name: CslName) =>
  !name.given && /^others$/i.test((name.family ?? name.literal ?? '').trim());

/** TeX maths in a title: "$O(n^2)$", "$\ell_1$". */
const MATHS = /(\$[^$]+\$)/;

/**
 * A title with TeX maths as the .bib writes it, its braces taken off outside the maths: the
 * plugin's reading of maths ("O(n²⁾", "\mathcalO") is worse than none.
 */
const titleWithMaths = (written: string) =>
  written
    .split(MATHS)
    .map((part, at) => (at % 2 === 1 ? part : part.replace(/[{}]/g, '')))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

function mapEntry(entry: BibEntry): Mapped | string {
  const { fields, csl } = entry;
  const written = writtenNames(fields.author ?? '');
  const names = csl.author ?? [];
  const authors = names
    .map((name, i) =>
      isOthers(name) ? '' : nameOf(name, outsideBraces(written[i] ?? '').includes(',')),
    )
    .filter((name) => name !== '');
  const hasMaths = MATHS.test(fields.title ?? '');
  const title = hasMaths ? titleWithMaths(fields.title ?? '') : plain(csl.title ?? '');
  if (!title) return 'has no title; left out';
  if (authors.length === 0) return 'has no authors; left out';
  const unmapped: string[] = [];
  if (names.some(isOthers)) {
    unmapped.push(
      'author "others" (et al.): write out the other authors by hand, or the page and its citations list only these',
    );
  }
  if (hasMaths) {
    unmapped.push(
      "the title's TeX maths, kept as written: the page shows a title as text, so reword it as it should read",
    );
  }

  const archive = fold(fields.archiveprefix ?? fields.eprinttype ?? '');
  const container = plain(csl['container-title'] ?? '');
  const arxivId =
    (archive === 'arxiv' && fields.eprint ? fields.eprint.trim() : undefined) ??
    arxivIdIn(container) ??
    arxivIdIn(fields.url) ??
    arxivIdIn(fields.doi);
  if (fields.eprint && archive !== 'arxiv') unmapped.push(`eprint (${fields.eprint}, not arXiv)`);
  // An arXiv paper a journal field calls "arXiv preprint …" (as Google Scholar exports it) or
  // an arXiv @misc is a preprint.
  const preprintVenue = arxivIdIn(container) !== undefined || /^corr$/i.test(container);
  const type: PaperType | undefined =
    (entry.type === 'misc' ||
      entry.type === 'online' ||
      entry.type === 'unpublished' ||
      preprintVenue) &&
    arxivId
      ? 'preprint'
      : TYPES[entry.type];
  if (!type) unmapped.push(`type @${entry.type} (imported without a type)`);

  const doi = fields.doi ? `https://doi.org/${bareDoi(unescape(fields.doi))}` : null;
  const links: Partial<Record<(typeof LINK_FIELDS)[number][1], string>> = {};
  for (const [field, into] of LINK_FIELDS) {
    const value = fields[field] && unescape(fields[field]);
    if (!value) continue;
    if (HTTP.test(value)) links[into] ??= value;
    else unmapped.push(`${field} (${value}: not an http(s) address)`);
  }
  const url = fields.url && unescape(fields.url);
  if (url && !arxivIdIn(url) && !/doi\.org\//i.test(url)) {
    if (/\.pdf(\?|#|$)/i.test(url) && HTTP.test(url)) links.pdf ??= url;
    else
      unmapped.push(
        `url (${url}: not a PDF, DOI or arXiv address; set pdf or projectPage by hand)`,
      );
  }

  // The venue: the journal of an article, the proceedings of a paper, the book of a chapter, the
  // school of a thesis, the institution of a report.
  const venue =
    type === 'thesis' || type === 'report'
      ? plain(csl.publisher ?? '')
      : type === 'preprint'
        ? preprintVenue || !container
          ? 'arXiv'
          : container
        : container;
  const year = csl.issued?.['date-parts']?.[0]?.[0];
  const pages = csl.page?.replace(/\s*-+\s*/g, '–');
  const publisher = type === 'thesis' || type === 'report' ? undefined : plain(csl.publisher ?? '');
  const volume = csl.volume === undefined ? undefined : String(csl.volume);
  for (const field of Object.keys(fields)) {
    if (!READ.has(field)) unmapped.push(field);
  }
  return {
    type,
    unmapped,
    fields: {
      title,
      authors,
      conference: type === 'conference' ? venue : '',
      journal: type === 'conference' ? '' : venue,
      year: year === undefined ? (fields.year ?? '') : String(year),
      abstract: plain(csl.abstract ?? ''),
      keywords: (csl.keyword ?? '')
        .split(/[,;]/)
        .map((word) => word.trim())
        .filter(Boolean),
      doi,
      arxiv: arxivId ? `https://arxiv.org/abs/${arxivId}` : null,
      github: links.github ?? null,
      ...(type ? { type } : {}),
      ...(volume ? { volume } : {}),
      ...(pages ? { pages } : {}),
      ...(publisher ? { publisher } : {}),
      bibKey: entry.key,
      ...(links.pdf ? { pdf: links.pdf } : {}),
      ...(links.slides ? { slides: links.slides } : {}),
      ...(links.poster ? { poster: links.poster } : {}),
      ...(links.video ? { video: links.video } : {}),
      ...(links.projectPage ? { projectPage: links.projectPage } : {}),
    },
  };
}

const doiKey = (paper: Pick<Publication, 'doi'>) =>
  paper.doi ? bareDoi(paper.doi).toLowerCase() : undefined;
const arxivKey = (paper: Pick<Publication, 'arxiv'>) =>
  (arxivIdIn(paper.arxiv) ?? paper.arxiv?.trim())?.replace(/v\d+$/, '') || undefined;

/** A title as it is compared: without case, accents, punctuation or spacing. */
const titleKey = (title: string) => fold(title).replace(/[^\p{L}\p{N}]/gu, '');

/** What tells two papers apart: their DOI, arXiv id or BibTeX key, else their title and year. */
export type PaperKeys = Pick<Publication, 'title' | 'year' | 'doi' | 'arxiv' | 'bibKey'>;

/**
 * Which paper of `papers` the given one is, and by what, if any: a .bib's entry here, a résumé's
 * paper in import-resume.
 */
export function findSamePaper(
  papers: readonly Publication[],
  fields: PaperKeys,
): { index: number; by: string } | undefined {
  const tests: [string, (paper: Publication) => boolean][] = [
    ['DOI', (paper) => doiKey(fields) !== undefined && doiKey(paper) === doiKey(fields)],
    ['arXiv id', (paper) => arxivKey(fields) !== undefined && arxivKey(paper) === arxivKey(fields)],
    ['key', (paper) => paper.bibKey !== undefined && paper.bibKey === fields.bibKey],
    // A paper written by hand or by import-resume has no key or DOI to match, and would be added
    // again beside itself (under the same address): the same title in the same year is the same.
    // Either side may be that paper (a .bib's entry always has a key).
    [
      'title and year',
      (paper) =>
        ((!paper.bibKey && !paper.doi) || (!fields.bibKey && !fields.doi)) &&
        paperYear(paper.year) === paperYear(fields.year) &&
        titleKey(paper.title) === titleKey(fields.title),
    ],
  ];
  for (const [by, same] of tests) {
    const index = papers.findIndex(same);
    if (index >= 0) return { index, by };
  }
  return undefined;
}

/**
 * The papers of `current` with the entries added or updated, and what to say about it. A new
 * paper's id is above every one of `current` and of `idsUsed` (papers taken out, whose id an
 * address history or a translation may still name).
 */
export function papersFromBibtex(
  entries: readonly BibEntry[],
  current: Current,
  idsUsed: readonly number[] = [],
): BibImport {
  const publications = [...current.publications];
  const papers = [...current.categories.papers];
  const done: string[] = [];
  const filled: string[] = [];
  const unmapped: string[] = [];
  let nextId = Math.max(0, ...publications.map((paper) => paper.id), ...idsUsed) + 1;

  for (const entry of entries) {
    const where = `${entry.key} (line ${entry.line})`;
    const mapped = mapEntry(entry);
    if (typeof mapped === 'string') {
      unmapped.push(`${where}: ${mapped}`);
      continue;
    }
    const { fields, type } = mapped;
    if (mapped.unmapped.length > 0) unmapped.push(`${where}: ${mapped.unmapped.join(', ')}`);
    if (!fields.authors.some((author) => isSameAuthor(author, current.profile.name))) {
      filled.push(
        `${where}: ${current.profile.name} is not among its authors (${fields.authors.join('; ')}); check how the .bib spells your name`,
      );
    }

    if (!paperYear(fields.year)) {
      filled.push(`${where}: no year; its citations read "n.d." until you set one`);
    }
    const same = findSamePaper(publications, fields);
    if (same) {
      const old = publications[same.index]!;
      // The .bib's bibliographic fields replace the paper's; what the owner wrote is kept.
      publications[same.index] = {
        ...old,
        ...fields,
        abstract: old.abstract || fields.abstract,
        keywords: old.keywords.length > 0 ? old.keywords : fields.keywords,
        doi: fields.doi ?? old.doi,
        arxiv: fields.arxiv ?? old.arxiv,
        github: fields.github ?? old.github,
      };
      done.push(`${where}: updated paper ${old.id} ("${old.title}"), the same by ${same.by}`);
      continue;
    }

    const keywords = fields.keywords.map(fold);
    const declared = papers.find((category) => keywords.includes(fold(category)));
    const category = declared ?? (type ? TYPE_CATEGORIES[type] : OTHER_CATEGORY);
    if (!papers.includes(category)) {
      papers.push(category);
      filled.push(`categories.papers: added "${category}"`);
    }
    const id = nextId++;
    publications.push({
      id,
      ...fields,
      // Published unless it is only on arXiv: a preprint is taken to be under review.
      status: type === 'preprint' ? 'Under Review' : 'Published',
      category,
      icon: type ? ICONS[type] : 'file-text',
      accent: accentInTurn(id - 1),
      methodology: '',
      results: {},
    });
    done.push(`${where}: added as paper ${id}`);
    filled.push(
      `paper ${id} (${entry.key}): status "${type === 'preprint' ? 'Under Review' : 'Published'}", category "${category}", icon and accent; no methodology or results yet`,
    );
  }
  return {
    publications,
    categories: { ...current.categories, papers },
    done,
    filled,
    unmapped,
  };
}
