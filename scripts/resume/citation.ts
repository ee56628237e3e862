// A paper as a reference list writes it: "Authors (Year). Title. Venue, volume, pages. DOI", for
// the résumé's PDF and resume.json. The content's own values, and the dictionary's word for a
// status other than published.
import type { Publication } from '../../src/content/types';
import { doiUrl } from '../../src/lib/paper-links';
import { paperStatusKey } from '../../src/lib/status';
import { paperVenue } from '../../src/lib/text';
import { sentence } from '../../src/lib/writing';
import { t } from '../../src/words/index.ts';

type Cited = Pick<
  Publication,
  'authors' | 'year' | 'title' | 'conference' | 'journal' | 'status' | 'doi'
> &
  Partial<Pick<Publication, 'volume' | 'pages' | 'publisher'>>;

export interface CitationParts {
  authors: readonly string[];
  /** "(2024)", or '' without a year. */
  year: string;
  title: string;
  /** "Venue, 12, 112–125", then the status where the paper is not yet published. */
  source: string;
  /** The DOI's address, or null. */
  doi: string | null;
}

export function citationParts(paper: Cited): CitationParts {
  const where = [paperVenue(paper), paper.volume, paper.pages, paper.publisher]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const source = [where, paper.status === 'Published' ? '' : t(paperStatusKey(paper.status))]
    .filter(Boolean)
    .map((part) => sentence(part))
    .join(' ');
  return {
    authors: paper.authors,
    year: paper.year.trim() ? `(${paper.year.trim()})` : '',
    title: sentence(paper.title.trim()),
    source,
    doi: doiUrl(paper.doi),
  };
}

/** The whole reference as one line of text. */
export function citationText(paper: Cited): string {
  const { authors, year, title, source, doi } = citationParts(paper);
  const who = sentence([authors.join(', '), year].filter(Boolean).join(' '));
  return [who, title, source, doi ?? ''].filter(Boolean).join(' ');
}
