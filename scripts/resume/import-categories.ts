// The categories and types the imported content uses, declared as categories.ts declares them.
// This project's own export carries its categories.ts whole; for any other résumé (or a value the
// export does not declare) they are made from the entries, in the order they first appear.
import { accentInTurn } from '../../src/config/palette';
import { CategoriesSchema } from '../../src/content/schema';
import type { Categories, ProjectCategory } from '../../src/content/types';
import type { Content } from '../../src/content/validate';
import type { Note } from './import-values.ts';

type Used = Pick<Content, 'projects' | 'experience' | 'certificates' | 'publications'>;

/** The values of `list` not in `known`, once each, in order; an empty one means none. */
const missing = (list: readonly string[], known: readonly string[]): string[] =>
  [...new Set(list)].filter((value) => value !== '' && !known.includes(value));

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/**
 * `exported` is what the document's extension carries; `current` the categories of the content
 * it replaces, whose accents a project category of the same name keeps.
 */
export function mapCategories(
  exported: unknown,
  used: Used,
  current: Categories | undefined,
  fill: Note,
): Categories {
  const own = CategoriesSchema.safeParse(exported);
  const base: Categories = own.success
    ? own.data
    : { projects: [], experience: [], certificates: [], papers: [] };

  const names = base.projects.map((category) => category.name);
  const added = missing(
    used.projects.map((project) => project.category),
    names,
  ).map((name, i): ProjectCategory => ({
    name,
    accent:
      current?.projects.find((known) => known.name === name)?.accent ??
      accentInTurn(base.projects.length + i),
  }));
  if (added.length > 0) {
    const accents = added.map((category) => category.accent);
    fill(
      'categories.projects',
      `${quoted(added.map((category) => category.name))} from the projects' types, accents ${quoted(accents)}`,
    );
  }

  const more = (key: 'experience' | 'certificates' | 'papers', values: string[], from: string) => {
    const extra = missing(values, base[key]);
    if (extra.length > 0) fill(`categories.${key}`, `${quoted(extra)} from the ${from}`);
    return [...base[key], ...extra];
  };
  return {
    projects: [...base.projects, ...added],
    experience: more(
      'experience',
      used.experience.map((entry) => entry.type),
      'work entries',
    ),
    certificates: more(
      'certificates',
      used.certificates.map((item) => item.type),
      'certificates',
    ),
    papers: more(
      'papers',
      used.publications.map((paper) => paper.category),
      'publications',
    ),
  };
}
