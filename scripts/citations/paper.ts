// The one place that reads a paper for citing. Content gives title, authors, venue, year and
// links; the optional bibliographic fields (type, volume, pages, publisher, bibKey, pdf) are read
// loosely here, so content that has them, and content that does not, cite through one shape.
import { paperYear } from '../../src/lib/text.ts';
import { hasCjkLetters } from '../../src/lib/writing.ts';
import { PAPER_TYPES, type PaperType, type Publication } from '../../src/content/types.ts';

/** The kinds of work a citation knows: the content's paper types, declared once in types.ts. */
export const CITATION_TYPES = PAPER_TYPES;
export type CitationType = PaperType;

/** The optional fields content may carry; none is required. */
type OptionalFields = Partial<{
  type: string;
  volume: string;
  pages: string;
  publisher: string;
  bibKey: string;
  pdf: string | null;
}>;

export interface Person {
  /** Surname, as written ("van Dijk", "Sharma", "山田"). */
  family: string;
  /** Given names ("Priya", "Jean-Luc", "花子"); '' for a one-word name. */
  given: string;
  /**
   * A Chinese, Japanese or Korean name: written family name first, and cited whole as written
   * ("山田 花子"), never turned round or cut to initials.
   */
  familyFirst?: boolean;
}

/** The name as its owner writes it: "山田 花子", "Priya Sharma". */
export const nameAsWritten = (person: Person): string =>
  (person.familyFirst ? [person.family, person.given] : [person.given, person.family])
    .filter(Boolean)
    .join(' ');

export interface PaperCitation {
  type: CitationType;
  title: string;
  authors: Person[];
  /** Four digits, or '' when the content's year has none. */
  year: string;
  /** The journal, conference, institution or book it appeared in; '' for none. */
  venue: string;
  volume: string;
  pages: string;
  publisher: string;
  /** A bare DOI ("10.1109/x.1"), or ''. */
  doi: string;
  /** A bare arXiv identifier ("2501.01234"), or ''. */
  arxiv: string;
  /** The owner's key, if content gives one. */
  bibKey: string;
  /** The paper's PDF as content gives it (a path on the site or an address), or ''. */
  pdf: string;
}

// Titles people put before a name on a paper list, which no citation style keeps.
const HONORIFICS = /^(dr|prof|professor|mr|mrs|ms|mx|sir)\.?$/i;
const PARTICLES = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'du', 'del', 'la', 'le']);

/**
 * "Dr. Neha Iyer" → Iyer, Neha; "Dijk, Jan van" stays as written; "Vincent van Gogh" → van Gogh;
 * "山田 花子" → 山田, 花子 (family name first, as Chinese, Japanese and Korean names are written).
 */
export function parseName(name: string): Person {
  const clean = name.trim().replace(/\s+/g, ' ');
  const familyFirst = hasCjkLetters(clean) ? { familyFirst: true } : {};
  const comma = clean.indexOf(',');
  if (comma > 0) {
    const family = clean.slice(0, comma).trim();
    return { family, given: clean.slice(comma + 1).trim(), ...familyFirst };
  }
  const words = clean.split(' ');
  while (words.length > 1 && HONORIFICS.test(words[0] ?? '')) words.shift();
  if (familyFirst.familyFirst) {
    return { family: words[0] ?? '', given: words.slice(1).join(' '), familyFirst: true };
  }
  if (words.length === 1) return { family: words[0] ?? '', given: '' };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has((words[start - 1] ?? '').toLowerCase())) start -= 1;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}

/** "10.1/x", "doi:10.1/x" or "https://doi.org/10.1/x" → "10.1/x". */
export function bareDoi(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '').replace(/^doi:\s*/i, '');
}

/** "2501.01234", "arXiv:2501.01234v2" or "https://arxiv.org/abs/2501.01234" → the identifier. */
export function bareArxiv(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text
    .replace(/^https?:\/\/(www\.)?arxiv\.org\/(abs|pdf)\//i, '')
    .replace(/^arxiv:\s*/i, '')
    .replace(/\.pdf$/i, '');
}

/**
 * Whether the paper has a venue to cite yet: one accepted or published has; one under review or
 * still being written has not, whatever journal or conference it is meant for.
 */
export const hasAppeared = (paper: Pick<Publication, 'status'>): boolean =>
  paper.status === 'Published' || paper.status === 'Accepted';

// A "journal" that names a meeting's proceedings, beside the meeting's own name.
const PROCEEDINGS = /\b(conference|proceedings|symposium|workshop|congress)\b/i;

/**
 * The kind of work a paper is when content does not say: unpublished, a preprint (no venue);
 * with a journal, an article, unless that "journal" is a meeting's name beside its conference;
 * with a conference, a conference paper.
 */
function guessType(paper: Publication): CitationType {
  if (!hasAppeared(paper)) return 'preprint';
  const journal = paper.journal.trim();
  const conference = paper.conference.trim();
  if (journal && !(conference && PROCEEDINGS.test(journal))) return 'article';
  if (conference || journal) return 'conference';
  return 'preprint';
}

/** The paper as the citation formatters read it. */
export function paperCitation(paper: Publication): PaperCitation {
  const extra = paper as Publication & OptionalFields;
  const declared = CITATION_TYPES.find((type) => type === extra.type);
  const type = declared ?? guessType(paper);
  const venue =
    type === 'conference'
      ? paper.conference.trim() || paper.journal.trim()
      : paper.journal.trim() || paper.conference.trim();
  return {
    type,
    title: paper.title.trim(),
    authors: paper.authors.map(parseName),
    year: paperYear(paper.year),
    venue: type === 'preprint' ? '' : venue,
    volume: extra.volume?.trim() ?? '',
    pages: extra.pages?.trim() ?? '',
    publisher: extra.publisher?.trim() ?? '',
    doi: bareDoi(paper.doi),
    arxiv: bareArxiv(paper.arxiv),
    bibKey: extra.bibKey?.trim() ?? '',
    pdf: extra.pdf?.trim() ?? '',
  };
}
