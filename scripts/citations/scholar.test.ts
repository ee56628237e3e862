import { describe, expect, it, vi } from 'vitest';
import { languages, publications } from '../../src/content';
import type { Publication } from '../../src/content/types.ts';
import { makeContent } from '../../src/test/content-fixture.ts';
import { paperBibPath } from '../../src/lib/citations.ts';
import { paperYear } from '../../src/lib/text.ts';
import { itemEntries, itemHead, itemStructuredData, paperEntry } from '../item-pages.ts';
import type { SiteAddress } from '../seo.ts';
import { LANGUAGE_VARIABLES } from '../languages/page-language.ts';
import { scholarlyArticleFields, scholarMeta } from './scholar.ts';

const site: SiteAddress = { url: 'https://me.example.org/portfolio/', base: '/portfolio/' };

// A paper of the test's own: the owner may have none.
function paper(fields: Partial<Publication> & Record<string, unknown> = {}): Publication {
  return {
    ...makeContent().publications[0]!,
    title: 'Edge AI & You',
    authors: ['Ada Lovelace', 'Dr. Alan Turing'],
    conference: '',
    journal: 'Journal of Edge AI',
    year: '2024',
    doi: 'https://doi.org/10.1000/edge.7',
    arxiv: 'arXiv:2401.00001',
    status: 'Published',
    ...fields,
  } as Publication;
}

describe("Google Scholar's tags", () => {
  it('name the title, each author in order, the year, the journal, DOI and arXiv id', () => {
    expect(scholarMeta(paper({ volume: '3', pages: '10–20' }), site.url)).toEqual([
      ['citation_title', 'Edge AI & You'],
      ['citation_author', 'Lovelace, Ada'],
      ['citation_author', 'Turing, Alan'],
      ['citation_publication_date', '2024'],
      ['citation_journal_title', 'Journal of Edge AI'],
      ['citation_volume', '3'],
      ['citation_firstpage', '10'],
      ['citation_lastpage', '20'],
      ['citation_doi', '10.1000/edge.7'],
      ['citation_arxiv_id', '2401.00001'],
    ]);
  });

  it('name a conference paper by its conference, and the PDF by its absolute address', () => {
    const tags = scholarMeta(
      paper({ journal: '', conference: 'NeurIPS 2024', pdf: '/papers/edge.pdf' }),
      site.url,
    );
    expect(tags).toContainEqual(['citation_conference_title', 'NeurIPS 2024']);
    expect(tags.map(([name]) => name)).not.toContain('citation_journal_title');
    expect(tags).toContainEqual([
      'citation_pdf_url',
      'https://me.example.org/portfolio/papers/edge.pdf',
    ]);
  });

  it('name no journal or conference for a paper under review or in progress, only its year', () => {
    for (const status of ['Under Review', 'Under Progress'] as const) {
      const tags = scholarMeta(paper({ status, conference: 'NeurIPS 2024' }), site.url);
      const names = tags.map(([name]) => name);
      expect(names).not.toContain('citation_journal_title');
      expect(names).not.toContain('citation_conference_title');
      expect(tags).toContainEqual(['citation_publication_date', '2024']);
    }
    const accepted = scholarMeta(paper({ status: 'Accepted' }), site.url);
    expect(accepted).toContainEqual(['citation_journal_title', 'Journal of Edge AI']);
  });

  it('name a meeting given as the journal beside its conference a conference', () => {
    const tags = scholarMeta(
      paper({
        journal: 'IEEE/RSJ International Conference on Intelligent Robots and Systems',
        conference: 'IROS 2024',
      }),
      site.url,
    );
    expect(tags.map(([name]) => name)).not.toContain('citation_journal_title');
    expect(tags).toContainEqual(['citation_conference_title', 'IROS 2024']);
    // A journal with a conference beside it is still the journal.
    const both = scholarMeta(paper({ conference: 'NeurIPS 2024' }), site.url);
    expect(both).toContainEqual(['citation_journal_title', 'Journal of Edge AI']);
  });

  it('leave out a date Scholar could not read, and a PDF content has none of', () => {
    const names = scholarMeta(paper({ year: 'forthcoming' }), site.url).map(([name]) => name);
    expect(names).not.toContain('citation_publication_date');
    expect(names).not.toContain('citation_pdf_url');
  });

  it("go into each paper page's head, escaped, with a link to its .bib", () => {
    for (const entry of itemEntries().filter((e) => e.kind === 'paper')) {
      const item = publications.find((p) => p.id === entry.id)!;
      const head = itemHead(site, entry);
      expect(head).toContain(`<meta name="citation_title" content="`);
      const authors = [...head.matchAll(/<meta name="citation_author" content="([^"]*)"/g)];
      expect(authors).toHaveLength(item.authors.length);
      expect(head).toContain(`href="/portfolio/${paperBibPath(item)}" title="BibTeX"`);
    }
    const project = itemEntries().find((e) => e.kind === 'project');
    if (project) expect(itemHead(site, project)).not.toContain('citation_');
  });

  it("stay out of a translation's paper pages, so Scholar keeps one record of each paper", () => {
    const entry = paperEntry(paper());
    // Any language other than the site's default.
    vi.stubEnv(LANGUAGE_VARIABLES.tag, languages.default === 'fr' ? 'it' : 'fr');
    try {
      const head = itemHead(site, entry);
      expect(head).not.toContain('citation_');
      expect(head).toContain('application/ld+json');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(itemHead(site, entry)).toContain('citation_title');
  });
});

describe('the ScholarlyArticle', () => {
  it('names its journal, DOI and the DOI and arXiv addresses as the same work', () => {
    expect(
      scholarlyArticleFields(paper({ abstract: 'On edges.', keywords: [], category: '' })),
    ).toEqual({
      datePublished: '2024',
      isPartOf: { '@type': 'Periodical', name: 'Journal of Edge AI' },
      identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: '10.1000/edge.7' },
      sameAs: ['https://doi.org/10.1000/edge.7', 'https://arxiv.org/abs/2401.00001'],
      abstract: 'On edges.',
      creativeWorkStatus: 'Published',
    });
  });

  it("is in each paper page's graph with its authors and date", () => {
    for (const entry of itemEntries().filter((e) => e.kind === 'paper')) {
      const item = publications.find((p) => p.id === entry.id)!;
      const graph = (
        itemStructuredData(site, entry) as { '@graph': Array<Record<string, unknown>> }
      )['@graph'];
      const article = graph.find((node) => node['@type'] === 'ScholarlyArticle');
      expect(article?.author).toHaveLength(item.authors.length);
      // Its year's four digits ('2023' of '2023–2024'); a paper with no year names no date.
      expect(article?.datePublished ?? article?.dateCreated ?? '').toBe(paperYear(item.year));
      expect(article?.creativeWorkStatus).toBe(item.status);
    }
  });

  it('of a paper not yet out was written that year, with no venue, and says it is not out', () => {
    for (const status of ['Under Review', 'Under Progress'] as const) {
      const fields = scholarlyArticleFields(paper({ status, doi: '', arxiv: '' }));
      expect(fields.dateCreated).toBe('2024');
      expect(fields).not.toHaveProperty('datePublished');
      expect(fields).not.toHaveProperty('isPartOf');
      expect(fields).not.toHaveProperty('sameAs');
      expect(fields.creativeWorkStatus).toBe(status);
    }
    expect(scholarlyArticleFields(paper({ status: 'Accepted' })).datePublished).toBe('2024');
  });
});
