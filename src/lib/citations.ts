// What the page knows about citing a paper: the styles it offers and where the .bib files live.
// The strings themselves are formatted at build time (scripts/citations/) and reach the page as
// data through `virtual:citations`; no citation code runs in the browser.
import { itemPath, itemSlug, type Sluggable } from './item-address';

export const CITATION_STYLES = ['bibtex', 'apa', 'ieee', 'mla'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

/** One paper's citation in every style, and its BibTeX key. */
export type PaperCitations = Record<CitationStyle, string> & { key: string };

/** The whole list as one file, at the site's root. */
export const PAPERS_BIB = 'papers.bib';

/** A paper's own .bib, inside its page's folder: "research/<slug>/<slug>.bib". */
export function paperBibPath(paper: Sluggable): string {
  const slug = itemSlug(paper);
  return `${itemPath('paper', slug)}${slug}.bib`;
}
