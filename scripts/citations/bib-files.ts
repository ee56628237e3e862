// Build step: the .bib files. Each paper's own, beside its page (research/<slug>/<slug>.bib),
// and the whole list as one (papers.bib), each read back before it is written, so a file that
// is not BibTeX stops the build naming the paper instead of reaching a reader's reference manager.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Publication } from '../../src/content/types.ts';
import { PAPERS_BIB, paperBibPath } from '../../src/lib/citations.ts';
import { parseBibtex } from './bibtex.ts';
import { formatCitations } from './format.ts';

/** The files to write, by path relative to the site's root, in content order, the list last. */
export function bibFiles(papers: readonly Publication[]): Map<string, string> {
  const citations = formatCitations(papers);
  const files = new Map<string, string>();
  for (const paper of papers) {
    const text = citations[String(paper.id)]?.bibtex ?? '';
    try {
      parseBibtex(text);
    } catch (error) {
      throw new Error(
        `the BibTeX of paper ${paper.id} ("${paper.title}") does not parse: ${String(error)}`,
      );
    }
    files.set(paperBibPath(paper), text);
  }
  // No papers, no list: an empty file would only be a link to nothing.
  if (papers.length === 0) return files;
  files.set(
    PAPERS_BIB,
    Object.values(citations)
      .map((c) => c.bibtex)
      .join('\n'),
  );
  return files;
}

/** Writes the .bib files into `dist`; returns a line for the build's log. */
export async function writeBibFiles(dist: string, papers: readonly Publication[]): Promise<string> {
  const files = bibFiles(papers);
  for (const [relative, text] of files) {
    const file = path.join(dist, ...relative.split('/'));
    if (!file.startsWith(dist + path.sep)) throw new Error(`bad .bib path ${relative}`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  if (papers.length === 0) return 'no papers: no .bib files';
  return `wrote ${files.size - 1} paper .bib files and ${PAPERS_BIB}`;
}
