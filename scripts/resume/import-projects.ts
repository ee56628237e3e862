// The JSON Resume's projects and publications, with the links, categories and statuses the page
// needs.
import { NETWORKS } from '../../src/config/networks';
import { accentInTurn } from '../../src/config/palette';
import {
  PAPER_TYPES,
  PUBLICATION_STATUSES,
  type PaperType,
  type Project,
  type Publication,
  type PublicationStatus,
} from '../../src/content/types';
import { codeHostOf } from '../../src/lib/profiles';
import { EXTENSION, PAPER_EXTRAS } from './json-resume.ts';
import { joinPapers, type JoinedPapers, type ResumePaper } from './keep-papers.ts';
import {
  accent,
  ext,
  icon,
  isItem,
  kept,
  nullableUrl,
  str,
  strings,
  url,
  type Item,
  type Note,
} from './import-values.ts';

const FEATURED_BY_DEFAULT = 4;
/** The category of a project whose résumé entry has no `type`. */
export const UNCATEGORISED = 'Other';

/** The résumé's projects; one without an id of its own (this project's export) gets one above `above`. */
export function mapProjects(items: Item[], unmap: Note, fill: Note, above = 0): Project[] {
  const projects = items.flatMap((item, i): Project[] => {
    const x = ext(item);
    const title = str(item.name);
    const description = str(item.description) ?? str(item.summary);
    if (!title || !description) {
      unmap(`projects[${i}]`, 'needs both name and description');
      return [];
    }
    for (const key of ['roles', 'entity']) {
      if (item[key] !== undefined && !(EXTENSION in item))
        unmap(`projects[${i}].${key}`, 'the page has no place for it');
    }
    const link = url(item.url);
    // A repository on a known code host is the code link (the `github` field, whatever the host);
    // any other address is taken to be a live demo.
    const host = link === null ? undefined : codeHostOf(link);
    const isCode = host !== undefined;
    if (host !== undefined && host !== 'github' && !('github' in x)) {
      fill(
        `projects[${i}]`,
        `url on ${NETWORKS[host].name} taken as its code link (github), not a live demo`,
      );
    }
    // The schema's `type` is what kind of project it is; an export of an earlier version of this
    // project carried the category in its extension.
    const given = str(item.type) ?? str(x.category);
    if (!given) fill(`projects[${i}]`, `no type: category set to "${UNCATEGORISED}"`);
    const category = given ?? UNCATEGORISED;
    return [
      {
        id: typeof x.id === 'number' ? x.id : above + i + 1,
        title,
        ...(str(x.slug) ? { slug: str(x.slug) } : {}),
        category,
        icon: icon(x.icon, 'code'),
        featured: typeof x.featured === 'boolean' ? x.featured : i < FEATURED_BY_DEFAULT,
        description,
        fullDescription: kept(x, 'fullDescription') ?? description,
        tech: strings(item.keywords),
        features: strings(item.highlights),
        github: nullableUrl(x, 'github', isCode ? link : null),
        live: nullableUrl(x, 'live', isCode ? null : link),
        status:
          x.status === 'Completed' || x.status === 'In Progress'
            ? x.status
            : item.endDate !== undefined
              ? 'Completed'
              : 'In Progress',
        year: kept(x, 'year') ?? String(item.startDate ?? item.endDate ?? '').slice(0, 4),
      },
    ];
  });
  if (projects.length > 0 && !projects.some((p) => p.featured)) {
    projects[0].featured = true;
    fill('projects[0]', 'featured, since the page needs at least one');
  }
  return projects;
}

/**
 * The résumé's papers joined to `current`, the content's (scripts/resume/keep-papers.ts); one
 * without an id of its own gets one above `above`.
 */
export function mapPublications(
  items: Item[],
  owner: string,
  current: readonly Publication[],
  unmap: Note,
  fill: Note,
  above = 0,
): JoinedPapers {
  const papers = items.flatMap((item, i): ResumePaper[] => {
    const x = ext(item);
    const title = str(item.name);
    if (!title) {
      unmap(`publications[${i}]`, 'has no name');
      return [];
    }
    const link = url(item.url);
    const kind = (pattern: RegExp) => (link && pattern.test(link) ? link : null);
    const code = link !== null && codeHostOf(link) !== undefined ? link : null;
    if (link && !(EXTENSION in item) && !kind(/doi\.org\/|arxiv\.org\//i) && !code) {
      unmap(`publications[${i}].url`, 'the page links DOI, arXiv and code addresses only');
    }
    const authors = strings(x.authors);
    const status = PUBLICATION_STATUSES.includes(x.status as PublicationStatus)
      ? (x.status as PublicationStatus)
      : 'Published';
    const results = texts(x.results);
    // A label is words for a result the paper has; anything else would stop the content check.
    const resultLabels = Object.fromEntries(
      Object.entries(texts(x.resultLabels)).filter(
        ([key, label]) => Object.hasOwn(results, key) && /\S/.test(label),
      ),
    );
    const paper: Publication = {
      id: typeof x.id === 'number' ? x.id : above + i + 1,
      title,
      ...(str(x.slug) ? { slug: str(x.slug) } : {}),
      authors: authors.length > 0 ? authors : [owner],
      conference: kept(x, 'conference') ?? '',
      journal: str(item.publisher) ?? '',
      year: kept(x, 'year') ?? String(item.releaseDate ?? '').slice(0, 4),
      status,
      category: kept(x, 'category') ?? '',
      icon: icon(x.icon, 'book-open'),
      abstract: str(item.summary) ?? '',
      keywords: strings(x.keywords),
      methodology: kept(x, 'methodology') ?? '',
      results,
      ...(Object.keys(resultLabels).length > 0 ? { resultLabels } : {}),
      doi: nullableUrl(x, 'doi', kind(/doi\.org\//i)),
      arxiv: nullableUrl(x, 'arxiv', kind(/arxiv\.org\//i)),
      github: nullableUrl(x, 'github', code),
      accent: accent(x.accent, accentInTurn(i)),
      ...paperExtras(x),
    };
    return [{ paper, x, where: `publications[${i}]` }];
  });
  return joinPapers(papers, current, fill);
}

/** An object's entries whose values are text (a paper's results, their labels); {} for anything else. */
function texts(value: unknown): Record<string, string> {
  if (!isItem(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

const PAPER_LINKS = new Set<string>(['pdf', 'slides', 'poster', 'video', 'projectPage']);

/** The optional paper fields this project's own export carries, those that hold a valid value. */
function paperExtras(x: Item): Partial<Publication> {
  const extras: Record<string, string> = {};
  for (const key of PAPER_EXTRAS) {
    const value = PAPER_LINKS.has(key) ? url(x[key]) : str(x[key]);
    if (!value) continue;
    if (key === 'type' && !PAPER_TYPES.includes(value as PaperType)) continue;
    extras[key] = value;
  }
  return extras as Partial<Publication>;
}
