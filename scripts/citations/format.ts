// Every paper's citations, in every style the Cite control offers, formatted once at build time.
import type { Publication } from '../../src/content/types.ts';
import type { PaperCitations } from '../../src/lib/citations.ts';
import { bibtexEntry, citationKeys } from './bibtex.ts';
import { paperCitation } from './paper.ts';
import { apa, ieee, mla } from './styles.ts';

/** Each paper's citations, by the paper's id, in content order. */
export function formatCitations(papers: readonly Publication[]): Record<string, PaperCitations> {
  const citations = papers.map(paperCitation);
  const keys = citationKeys(citations);
  return Object.fromEntries(
    papers.map((paper, index) => {
      const citation = citations[index]!;
      return [
        String(paper.id),
        {
          key: keys[index]!,
          bibtex: bibtexEntry(citation, keys[index]!),
          apa: apa(citation),
          ieee: ieee(citation),
          mla: mla(citation),
        },
      ];
    }),
  );
}

/** The whole list as one .bib file, in content order. */
export function bibliography(papers: readonly Publication[]): string {
  return Object.values(formatCitations(papers))
    .map((citation) => citation.bibtex)
    .join('\n');
}
