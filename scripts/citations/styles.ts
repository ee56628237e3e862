// APA (7th edition), IEEE and MLA (9th edition) references as plain text, written at build time.
// A small formatter of our own: the citation libraries that run on Node 20 (citation-js 0.7 with
// its CSL plugin) ship APA but not IEEE or MLA, whose CSL styles no maintained package bundles.
import { sentence } from '../../src/lib/writing.ts';
import { nameAsWritten, type PaperCitation, type Person } from './paper.ts';

/** "Jean-Luc Marie" → "J.-L. M." */
export function initials(given: string): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .map((part) => `${Array.from(part)[0] ?? ''}.`)
        .join('-'),
    )
    .join(' ');
}

const doiAddress = (doi: string) => `https://doi.org/${doi}`;
const arxivAddress = (id: string) => `https://arxiv.org/abs/${id}`;

/** The address a reader follows: the DOI, else the arXiv page, else none. */
function link(paper: PaperCitation): string {
  if (paper.doi) return doiAddress(paper.doi);
  if (paper.arxiv) return arxivAddress(paper.arxiv);
  return '';
}

function joinWith(parts: string[], last: string): string {
  if (parts.length <= 1) return parts.join('');
  if (parts.length === 2) return `${parts[0]} ${last} ${parts[1]}`;
  return `${parts.slice(0, -1).join(', ')}, ${last} ${parts.at(-1)}`;
}

// A Chinese, Japanese or Korean name is cited whole, as written, in every style.
const apaName = (person: Person) =>
  person.given && !person.familyFirst
    ? `${person.family}, ${initials(person.given)}`
    : nameAsWritten(person);

/** APA 7: up to 20 authors, then the first 19, an ellipsis and the last. */
function apaAuthors(authors: Person[]): string {
  const names = authors.map(apaName);
  if (names.length === 1) return names[0] ?? '';
  if (names.length > 20) return `${names.slice(0, 19).join(', ')}, . . . ${names.at(-1)}`;
  return `${names.slice(0, -1).join(', ')}, & ${names.at(-1)}`;
}

export function apa(paper: PaperCitation): string {
  const parts = [`${apaAuthors(paper.authors)} (${paper.year || 'n.d.'}).`];
  const pages = paper.pages ? paper.pages.replace(/-+/, '–') : '';
  switch (paper.type) {
    case 'article':
      parts.push(sentence(paper.title));
      if (paper.venue) {
        const volume = paper.volume ? `, ${paper.volume}` : '';
        parts.push(`${paper.venue}${volume}${pages ? `, ${pages}` : ''}.`);
      }
      break;
    case 'conference':
    case 'chapter':
      parts.push(sentence(paper.title));
      if (paper.venue) parts.push(`In ${paper.venue}${pages ? ` (pp. ${pages})` : ''}.`);
      if (paper.publisher) parts.push(sentence(paper.publisher));
      break;
    case 'preprint':
      parts.push(
        paper.arxiv ? `${paper.title} (arXiv:${paper.arxiv}). arXiv.` : sentence(paper.title),
      );
      break;
    default:
      parts.push(sentence(paper.title));
      if (paper.venue || paper.publisher) parts.push(sentence(paper.publisher || paper.venue));
  }
  const address = link(paper);
  if (address) parts.push(address);
  return parts.join(' ');
}

const ieeeName = (person: Person) =>
  person.given && !person.familyFirst
    ? `${initials(person.given)} ${person.family}`
    : nameAsWritten(person);

/** IEEE: every author up to six; from seven on, the first and "et al." */
function ieeeAuthors(authors: Person[]): string {
  if (authors.length > 6) return `${ieeeName(authors[0] as Person)} et al.`;
  const names = authors.map(ieeeName);
  return names.length === 2 ? `${names[0]} and ${names[1]}` : joinWith(names, 'and');
}

export function ieee(paper: PaperCitation): string {
  const head = `${ieeeAuthors(paper.authors)}, “${paper.title},”`;
  const pages = paper.pages ? `pp. ${paper.pages.replace(/-+/, '–')}` : '';
  const volume = paper.volume ? `vol. ${paper.volume}` : '';
  let details: string[];
  switch (paper.type) {
    case 'article':
      details = [paper.venue, volume, pages, paper.year];
      break;
    case 'conference':
      details = [paper.venue && `in ${paper.venue}`, paper.year, pages];
      break;
    case 'chapter':
      details = [paper.venue && `in ${paper.venue}`, paper.publisher, paper.year, pages];
      break;
    case 'preprint':
      details = [paper.arxiv ? `arXiv:${paper.arxiv}` : 'preprint', paper.year];
      break;
    default:
      details = [paper.venue, paper.publisher, paper.year];
  }
  const body = details.filter(Boolean).join(', ');
  const doi = paper.doi ? `, doi: ${paper.doi}.` : '.';
  return `${head} ${body}${doi}`;
}

/** MLA 9: one author "Family, Given"; two joined by "and"; three or more, the first "et al." */
function mlaAuthors(authors: Person[]): string {
  const first = authors[0] as Person;
  const inverted =
    first.given && !first.familyFirst ? `${first.family}, ${first.given}` : nameAsWritten(first);
  if (authors.length === 1) return inverted;
  if (authors.length === 2) return `${inverted}, and ${nameAsWritten(authors[1] as Person)}`;
  return `${inverted}, et al`;
}

export function mla(paper: PaperCitation): string {
  const title = sentence(paper.title);
  const container = paper.type === 'preprint' ? (paper.arxiv ? 'arXiv' : '') : paper.venue;
  const details = [
    container,
    paper.volume && `vol. ${paper.volume}`,
    paper.type !== 'article' && paper.type !== 'preprint' ? paper.publisher : '',
    paper.year,
    paper.pages && `pp. ${paper.pages.replace(/-+/, '–')}`,
  ].filter(Boolean);
  const address = link(paper);
  const parts = [sentence(mlaAuthors(paper.authors)), `“${title}”`];
  if (details.length > 0) parts.push(`${details.join(', ')}.`);
  if (address) parts.push(`${address}.`);
  return parts.join(' ');
}
