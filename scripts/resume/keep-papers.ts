// A résumé imported into content that already has papers (import-bibtex's, or the owner's own)
// joins them instead of replacing them: the papers it does not list stay as they are, and a paper
// both have (found as import-bibtex finds one) is updated only where the résumé knows better.
import {
  PUBLICATION_STATUSES,
  type Publication,
  type PublicationStatus,
} from '../../src/content/types';
import { findSamePaper } from '../bibtex/to-papers.ts';
import { accent, icon, strings, type Item, type Note } from './import-values.ts';

/** A paper as the résumé gives it, with its "x-portfolio" and its place: "publications[2]". */
export interface ResumePaper {
  paper: Publication;
  x: Item;
  where: string;
}

export interface JoinedPapers {
  publications: Publication[];
  /** What the content keeps that the résumé lacks, one phrase each, to tell the owner. */
  kept: string[];
}

/** A paper's record, as its publisher (and so a .bib) has it; the venue is handled as one. */
const RECORD = [
  'title',
  'year',
  'doi',
  'arxiv',
  'type',
  'volume',
  'pages',
  'publisher',
  'bibKey',
] as const satisfies readonly (keyof Publication)[];

/** Fields left out of the report: the paper's place and looks, which always stay. */
const UNREPORTED = new Set(['id', 'slug', 'icon', 'accent']);

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (typeof value === 'object' && Object.keys(value).length === 0);

/**
 * A paper both have, as the résumé updates it. Field by field:
 * - its id and address (slug) stay the content's, so its page and the links to it stay put;
 * - its record (title, venue, year, DOI, arXiv id, type, volume, pages, publisher, BibTeX key)
 *   stays the content's where it has one: import-bibtex's comes from the publisher and is fuller
 *   than a résumé's one publisher and date (which cannot tell a journal from a conference); the
 *   résumé fills in what the content lacks;
 * - its authors are the résumé's only where it names as many: a résumé often names the owner
 *   alone, or the first few;
 * - status, icon and accent, which only this project's own export states, are the résumé's where
 *   it states them; a foreign résumé's would be defaults;
 * - the owner's words and links (abstract, keywords, category, methodology, results with their
 *   labels, code and the other links) are the résumé's where it gives them, the content's where
 *   it leaves them empty or out.
 */
function updatePaper(old: Publication, { paper, x }: ResumePaper): Publication {
  // Built on the content's paper, so publications.ts keeps its order of fields.
  const next: Record<string, unknown> = { ...old };
  for (const [key, value] of Object.entries(paper)) if (!isEmpty(value)) next[key] = value;
  for (const key of RECORD) if (!isEmpty(old[key])) next[key] = old[key];
  const venue = old.journal || old.conference ? old : paper;
  const scored = isEmpty(paper.results) ? old : paper;
  Object.assign(next, {
    id: old.id,
    slug: old.slug,
    authors: strings(x.authors).length >= old.authors.length ? paper.authors : old.authors,
    journal: venue.journal,
    conference: venue.conference,
    status: PUBLICATION_STATUSES.includes(x.status as PublicationStatus)
      ? paper.status
      : old.status,
    icon: icon(x.icon, old.icon),
    accent: accent(x.accent, old.accent),
    results: scored.results,
    resultLabels: scored.resultLabels,
  });
  if (next.slug === undefined) delete next.slug;
  if (next.resultLabels === undefined) delete next.resultLabels;
  return next as Publication;
}

/** The fields of `updated` the content kept over the résumé's, as the report names them. */
function keptFields(updated: Publication, paper: Publication): string[] {
  const fields = Object.keys(updated).filter(
    (key) =>
      !UNREPORTED.has(key) &&
      JSON.stringify(updated[key as keyof Publication]) !==
        JSON.stringify(paper[key as keyof Publication]),
  );
  return [
    ...new Set(fields.map((key) => (key === 'journal' || key === 'conference' ? 'venue' : key))),
  ];
}

/**
 * The content's papers, in its order, those the résumé has updated by it, then the résumé's new
 * ones with ids no paper of the content has. `current` is empty on a first import: the sample's
 * papers are no one's.
 */
export function joinPapers(
  resume: readonly ResumePaper[],
  current: readonly Publication[],
  fill: Note,
): JoinedPapers {
  const publications = [...current];
  const updated = new Set<number>();
  const kept: string[] = [];
  const added: ResumePaper[] = [];
  for (const item of resume) {
    const same = findSamePaper(current, item.paper);
    if (!same || updated.has(same.index)) {
      if (strings(item.x.authors).length === 0) {
        fill(item.where, `authors set to "${item.paper.authors.join('; ')}" alone`);
      }
      added.push(item);
      continue;
    }
    updated.add(same.index);
    const paper = updatePaper(current[same.index]!, item);
    publications[same.index] = paper;
    const fields = keptFields(paper, item.paper);
    if (fields.length > 0)
      kept.push(`from "${paper.title}", also in the résumé: ${fields.join(', ')}`);
  }

  const ids = new Set(current.map((paper) => paper.id));
  let nextId = Math.max(0, ...ids, ...resume.map((item) => item.paper.id)) + 1;
  for (const { paper, where } of added) {
    let { id } = paper;
    if (ids.has(id)) {
      id = nextId++;
      fill(where, `id ${id}, as ${paper.id} is a paper of your content`);
    }
    ids.add(id);
    publications.push({ ...paper, id });
  }

  const left = current.filter((_, i) => !updated.has(i));
  if (left.length > 0) {
    const titles = left.map((paper) => `"${paper.title}"`).join(', ');
    kept.unshift(
      `${left.length} ${left.length === 1 ? 'paper' : 'papers'} not in the résumé (${titles})`,
    );
  }
  return { publications, kept };
}
