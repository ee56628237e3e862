import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publications } from '../../src/content';
import type { Publication } from '../../src/content/types.ts';
import { PAPERS_BIB, paperBibPath } from '../../src/lib/citations.ts';
import { itemSlug } from '../../src/lib/item-address.ts';
import { makeContent } from '../../src/test/content-fixture';
import { parseBibtex } from './bibtex.ts';
import { bibFiles, writeBibFiles } from './bib-files.ts';

// Papers of the test's own, whatever the content has (the smallest has none).
const made = (id: number, title: string, authors: string[]): Publication =>
  ({
    ...makeContent().publications[0]!,
    id,
    title,
    slug: undefined,
    authors,
    doi: null,
    arxiv: null,
  }) as Publication;

describe('the .bib files', () => {
  it('write one per paper beside its page, and the list as one, every file valid BibTeX', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'bib-'));
    try {
      await writeBibFiles(dist, publications);
      // Content with no papers: no file at all.
      if (publications.length === 0) {
        expect(await readdir(dist)).toEqual([]);
        return;
      }
      const all = parseBibtex(await readFile(path.join(dist, PAPERS_BIB), 'utf8'));
      expect(all).toHaveLength(publications.length);
      for (const [index, paper] of publications.entries()) {
        const file = path.join(dist, 'research', itemSlug(paper), `${itemSlug(paper)}.bib`);
        const own = parseBibtex(await readFile(file, 'utf8'));
        expect(own).toEqual([all[index]]);
      }
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it('keep keys unique across the list, even for papers a key would make alike', () => {
    const papers = [
      made(1, 'Edge AI', ['Ada Lovelace']),
      made(2, 'Edge AI, again', ['Ada Lovelace']),
    ];
    const files = bibFiles(papers);
    const keys = parseBibtex(files.get(PAPERS_BIB)!).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(2);
    expect(parseBibtex(files.get(paperBibPath(papers[1]!))!)[0]?.key).toBe(keys[1]);
  });

  it('are none for a site with no papers, not an empty list that nothing links to', () => {
    expect([...bibFiles([])]).toEqual([]);
  });
});
