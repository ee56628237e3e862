// What Google Scholar reads on a paper's page: its citation_* meta tags (Scholar's inclusion
// guidelines: one citation_author per author in order, dates as YYYY/MM/DD or YYYY, the venue as
// journal or conference title, the PDF's absolute address; none for a paper not yet out), and
// the paper's fields for its ScholarlyArticle JSON-LD.
import type { Publication } from '../../src/content/types.ts';
import { hasAppeared, paperCitation } from './paper.ts';

/** `[name, content]` pairs, in the order Scholar's guidelines list them; empty values left out. */
export function scholarMeta(paper: Publication, siteUrl: string): Array<[string, string]> {
  const citation = paperCitation(paper);
  const [first, last] = citation.pages.split(/\s*[-–—]+\s*/);
  const venueTag: Partial<Record<typeof citation.type, string>> = {
    article: 'citation_journal_title',
    conference: 'citation_conference_title',
    chapter: 'citation_inbook_title',
    thesis: 'citation_dissertation_institution',
    report: 'citation_technical_report_institution',
  };
  const venue = venueTag[citation.type];
  const tags: Array<[string, string]> = [
    ['citation_title', citation.title],
    ...citation.authors.map((person): [string, string] => [
      'citation_author',
      person.given ? `${person.family}, ${person.given}` : person.family,
    ]),
    ['citation_publication_date', citation.year],
    ...(venue ? [[venue, citation.venue] as [string, string]] : []),
    ['citation_volume', citation.volume],
    ['citation_firstpage', first ?? ''],
    ['citation_lastpage', last ?? ''],
    ['citation_publisher', citation.publisher],
    ['citation_doi', citation.doi],
    ['citation_arxiv_id', citation.arxiv],
    ['citation_pdf_url', citation.pdf && new URL(citation.pdf.replace(/^\//, ''), siteUrl).href],
  ];
  return tags.filter(([, content]) => content);
}

/**
 * The paper's year, venue, identifiers, abstract, keywords, topic and status as schema.org
 * properties of its ScholarlyArticle, the empty ones left out. A
 * paper not yet out (under review, in progress) was written that year, not published, and has
 * no venue.
 */
export function scholarlyArticleFields(paper: Publication): Record<string, unknown> {
  const citation = paperCitation(paper);
  const doi = citation.doi && `https://doi.org/${citation.doi}`;
  const arxiv = citation.arxiv && `https://arxiv.org/abs/${citation.arxiv}`;
  const venueType = citation.type === 'article' ? 'Periodical' : 'CreativeWork';
  const dated = hasAppeared(paper) ? 'datePublished' : 'dateCreated';
  return {
    ...(citation.year ? { [dated]: citation.year } : {}),
    ...(citation.venue ? { isPartOf: { '@type': venueType, name: citation.venue } } : {}),
    ...(citation.volume ? { volumeNumber: citation.volume } : {}),
    ...(citation.pages ? { pagination: citation.pages } : {}),
    ...(citation.publisher
      ? { publisher: { '@type': 'Organization', name: citation.publisher } }
      : {}),
    ...(citation.doi
      ? { identifier: { '@type': 'PropertyValue', propertyID: 'DOI', value: citation.doi } }
      : {}),
    ...(doi || arxiv ? { sameAs: [doi, arxiv].filter(Boolean) } : {}),
    ...(paper.abstract.trim() ? { abstract: paper.abstract } : {}),
    ...(paper.keywords.length > 0 ? { keywords: paper.keywords.join(', ') } : {}),
    ...(paper.category.trim() ? { about: paper.category } : {}),
    creativeWorkStatus: paper.status,
  };
}
