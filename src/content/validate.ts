// Checks the content modules for mistakes the type checker cannot see (or that slip past it when
// the build runs without one). The schemas in schema.ts check every field; the small checks here
// are the ones a schema cannot state: unique ids and addresses, a featured project, files that
// exist, categories and types declared in categories.ts. Every problem names its file, entry and
// field. Pure: the caller says which files exist.

import {
  ITEM_FOLDER,
  isValidSlug,
  itemSlug,
  slugCollisions,
  slugify,
} from '../lib/item-address.ts';
import { ALL_PROJECTS } from '../lib/projects.ts';
import { OWNER_CONTENT_DIR } from './folders.ts';
import { CONTENT_MODULES, ContentSchema, isHttpUrl, isPhotoPath, type Content } from './schema.ts';
import { isFields, type Fields } from '../lib/fields.ts';
import { plainWording } from './plain-wording.ts';

export type { Content };
export { isHttpUrl };

export interface ContentProblem {
  /** The module to edit, e.g. "content/projects.ts". */
  file: string;
  /** Which item, e.g. 'project id 7 "Crop Disease Detector"'. */
  entry: string;
  /** The field within the entry, e.g. "skills[1].level"; empty when the entry itself is wrong. */
  field: string;
  message: string;
}

/**
 * True when a path relative to the project (e.g. "public/resume.pdf",
 * "content/images/me.jpg") is a file.
 */
export type FileExists = (projectPath: string) => boolean;
/** How the disk spells a path that differs from the one given only in letter case, if one does. */
export type SpelledOnDisk = (projectPath: string) => string | undefined;

type Key = keyof typeof CONTENT_MODULES;
/** The modules that are one object rather than a list of entries. */
const SINGLE = ['profile', 'figures', 'stats', 'categories', 'words', 'languages'] as const;
export type ListKey = Exclude<Key, (typeof SINGLE)[number]>;
const isSingle = (key: Key): key is (typeof SINGLE)[number] =>
  (SINGLE as readonly Key[]).includes(key);
const KEYS = Object.keys(CONTENT_MODULES) as Key[];
/** The module's file within the content folder; validateContent() puts the folder in front. */
const fileOf = (key: Key): string => CONTENT_MODULES[key].file;
const FILE_ORDER: string[] = KEYS.map(fileOf);

/** "content/projects.ts › project id 7 "Foo" › live: "htp:/x" is not a valid ..." */
export function formatProblem({ file, entry, field, message }: ContentProblem): string {
  return field ? `${file} › ${entry} › ${field}: ${message}` : `${file} › ${entry}: ${message}`;
}

// The checks read the content as it is, not as its types claim: a broken entry is reported, not
// thrown over.
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const fieldsAt = (list: unknown, index: number): Fields => {
  const item = listOf(list)[index];
  return isFields(item) ? item : {};
};

const show = (value: unknown): string => JSON.stringify(value) ?? String(value);
const named = (kind: string, item: Fields, index: number): string =>
  (item.id === undefined ? `${kind} at position ${index + 1}` : `${kind} id ${show(item.id)}`) +
  (item.title === undefined ? '' : ` ${show(item.title)}`);
const categoryName = (category: Fields, index: number) =>
  category.category === undefined
    ? `skill category at position ${index + 1}`
    : `skill category ${show(category.category)}`;
const skillName = (skill: Fields, index: number, category: Fields) => {
  const name = skill.name === undefined ? `at position ${index + 1}` : show(skill.name);
  return `skill ${name} in category ${show(category.category)}`;
};

/** What an item of a list is called: 'project id 7 "Foo"', 'skill category "Tools"'. */
export const entryName = (key: ListKey, item: Fields, index: number): string =>
  key === 'skillCategories'
    ? categoryName(item, index)
    : named(CONTENT_MODULES[key].entry, item, index);

/** A path within an entry as the owner would write it: "social.github", "skills[1].level". */
function fieldOf(path: readonly PropertyKey[]): string {
  let field = '';
  for (const key of path) {
    if (typeof key === 'number') field += `[${key}]`;
    else field += field ? `.${String(key)}` : String(key);
  }
  return field;
}

/** The file, entry and field a schema issue's path points at. */
function locate(content: Fields, path: readonly PropertyKey[]): Omit<ContentProblem, 'message'> {
  const [key, index, ...rest] = path as [Key, ...PropertyKey[]];
  const file = fileOf(key);
  if (path.length === 1) return { file, entry: key, field: '' };
  if (isSingle(key)) {
    return { file, entry: key, field: fieldOf(path.slice(1)) };
  }
  const at = typeof index === 'number' ? index : 0;
  const item = fieldsAt(content[key], at);
  const field = fieldOf(rest);
  const [list, skill] = rest;
  if (key === 'skillCategories' && list === 'skills' && typeof skill === 'number') {
    return { file, entry: skillName(fieldsAt(item.skills, skill), skill, item), field };
  }
  return { file, entry: entryName(key, item, at), field };
}

const TO_ACCENT =
  'replaced by `accent`, a colour by name (see src/config/palette.ts): run `npm run migrate-content` to rewrite it';

/**
 * Fields of an earlier content format, and what became of them (scripts/migrate-content.ts), by
 * their path without list positions ("skillCategories.bgGradient").
 */
const RETIRED: Record<string, string> = {
  'profile.social':
    'replaced by `profiles`, a list of { network, url } with any networks, and `contact.email`: run `npm run migrate-content` to rewrite it',
  'skillCategories.bgGradient': TO_ACCENT,
  'aboutCards.gradient': TO_ACCENT,
  'publications.gradient': TO_ACCENT,
};
const retired = (path: readonly PropertyKey[]): string | undefined =>
  RETIRED[path.filter((key) => typeof key !== 'number').join('.')];

function schemaProblems(content: Fields): ContentProblem[] {
  const result = ContentSchema.safeParse(content, { error: plainWording });
  return (result.error?.issues ?? []).flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          ...locate(content, [...issue.path, key]),
          message:
            retired([...issue.path, key]) ??
            'unknown field: check its spelling against src/content/schema.ts',
        }))
      : [{ ...locate(content, issue.path), message: issue.message }],
  );
}

/** Some words either side of `found` in `text`, on one line: "… CGPA NaN/10 …". */
function around(text: string, found: string): string {
  const at = text.indexOf(found);
  const start = Math.max(0, at - 30);
  const end = Math.min(text.length, at + found.length + 30);
  const excerpt = text.slice(start, end).replace(/\s+/g, ' ');
  return `${start > 0 ? '…' : ''}${excerpt}${end < text.length ? '…' : ''}`;
}

/** What a template string shows for a name that is not there: `${figures.deploys}`, `${job}`. */
const UNFILLED = /\bundefined\b|\bNaN\b|\[object Object\]/;

/**
 * Texts that read "undefined", "NaN" or "[object Object]", as a template string shows a name that
 * does not exist or an object: warnings, since "undefined behaviour" can be meant.
 */
export function unfilledTexts(content: Content, dir: string = OWNER_CONTENT_DIR): ContentProblem[] {
  const found: ContentProblem[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      const shown = UNFILLED.exec(value)?.[0];
      if (shown === undefined) return;
      const { file, entry, field } = locate(content as Fields, path);
      found.push({
        file: `${dir}/${file}`,
        entry,
        field,
        message: `reads ${show(around(value, shown))}: "${shown}" is what the page shows for a name another file does not have (a figure figures.ts lacks?)`,
      });
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (isFields(value))
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  for (const key of Object.keys(CONTENT_MODULES) as Key[]) {
    if (key in content) walk(content[key], [key]);
  }
  return found;
}

type Report = (key: Key, entry: string, field: string, message: string) => void;

/** How the check asks for a path spelled as the disk spells it. */
export const SAME_CAPITALS =
  "write it with the same capital letters (a Mac finds either, the host's build only that one)";

/** A note's image or cover that is not in the content folder, and its other spelling if any. */
export function notInContentFolder(quoted: string, other: string | undefined | null): string {
  const spelling = other ? `: there is ${other}; ${SAME_CAPITALS}` : '';
  return `${quoted} is not a file in the content folder${spelling}`;
}

/** What profile.resume may be depends on resumePdf; it and the photo must name real files. */
function checkProfileFiles(
  report: Report,
  profile: Fields,
  exists: FileExists,
  dir: string,
  spelledOnDisk: SpelledOnDisk,
) {
  const problem = (field: string, message: string) => report('profile', 'profile', field, message);
  const { resume, resumePdf = 'A4', profileImage: photo } = profile;
  if (typeof resume === 'string' && resumePdf !== 'own') {
    if (!/^\/[^/].*\.pdf$/i.test(resume)) {
      problem('resume', `${show(resume)} must be a path like "/resume.pdf" for a generated résumé`);
    }
  } else if (typeof resume === 'string' && !isHttpUrl(resume)) {
    if (!resume.startsWith('/') || resume.startsWith('//')) {
      problem('resume', `${show(resume)} must be a path under public/ starting with "/"`);
    } else if (!exists(`public${resume}`)) {
      const other = spelledOnDisk(`public${resume}`);
      problem(
        'resume',
        other === undefined
          ? `${show(resume)} is missing: no file public${resume} (resumePdf is 'own')`
          : `${show(resume)} is missing: there is ${other}; ${SAME_CAPITALS}`,
      );
    }
  }
  if (isPhotoPath(photo) && !exists(`${dir}/${photo}`)) {
    const other = spelledOnDisk(`${dir}/${photo}`);
    problem(
      'profileImage',
      other === undefined
        ? `${show(photo)} is missing: no file ${dir}/${photo}`
        : `${show(photo)} is missing: there is ${other}; ${SAME_CAPITALS}`,
    );
  }
  const alt = profile.profileImageAlt;
  if (photo !== undefined && !(typeof alt === 'string' && /\S/.test(alt))) {
    problem('profileImageAlt', 'needs a few words on what your photo shows, for screen readers');
  }
}

/** Reports every repeat of a field's value after its first use. */
function checkUnique(report: Report, key: ListKey, field: string, list: unknown) {
  const seen = new Set<unknown>();
  listOf(list).forEach((item, i) => {
    if (!isFields(item) || item[field] === undefined) return;
    if (seen.has(item[field])) {
      report(key, entryName(key, item, i), field, `${show(item[field])} is used twice`);
    }
    seen.add(item[field]);
  });
}

function checkSkillNames(report: Report, categories: unknown) {
  for (const category of listOf(categories).filter(isFields)) {
    const seen = new Set<unknown>();
    listOf(category.skills).forEach((skill, i) => {
      if (!isFields(skill)) return;
      if (seen.has(skill.name)) {
        const entry = skillName(skill, i, category);
        report('skillCategories', entry, `skills[${i}].name`, 'is listed twice in this category');
      }
      seen.add(skill.name);
    });
  }
}

/**
 * Each item's page address comes from its title unless it sets a slug, and no two items of a kind
 * may share one: the build stops naming both, rather than letting one page overwrite the other.
 */
function checkSlugs(report: Report, key: 'projects' | 'publications', list: unknown) {
  const folder = key === 'projects' ? ITEM_FOLDER.project : ITEM_FOLDER.paper;
  const items = listOf(list).flatMap((item, i) => {
    if (!isFields(item) || typeof item.title !== 'string') return [];
    if (item.slug !== undefined && typeof item.slug !== 'string') return [];
    return [{ id: i, title: item.title, slug: item.slug, name: entryName(key, item, i) }];
  });
  for (const item of items) {
    if (item.slug === undefined && !isValidSlug(slugify(item.title))) {
      const message = 'the title makes no address: set slug to lower-case words joined by hyphens';
      report(key, item.name, 'slug', message);
    }
  }
  for (const [first, ...others] of slugCollisions(items)) {
    const shared = `/${folder}/${itemSlug(first)}/`;
    const names = others.map((other) => other.name).join(' and ');
    const message = `shares the address ${shared} with ${names}: set a different slug on one of them`;
    report(key, first.name, 'slug', message);
  }
}

/** A result's label names a result the paper has: a label for no result would show nowhere. */
function checkResultLabels(report: Report, publications: unknown) {
  listOf(publications).forEach((paper, i) => {
    if (!isFields(paper) || !isFields(paper.resultLabels) || !isFields(paper.results)) return;
    for (const key of Object.keys(paper.resultLabels)) {
      if (Object.hasOwn(paper.results, key)) continue;
      const message = `names no result: results has no ${show(key)}`;
      report('publications', entryName('publications', paper, i), `resultLabels.${key}`, message);
    }
  });
}

/** A page with projects features at least one; a page with none leaves the section out. */
function checkFeatured(report: Report, projects: unknown) {
  if (!Array.isArray(projects) || projects.length === 0) return;
  if (!projects.some((p) => isFields(p) && p.featured === true)) {
    const message = 'no project is featured: mark at least one with featured: true';
    report('projects', 'projects', 'featured', message);
  }
}

/** Where content names a category or type, and the list of categories.ts that declares it. */
export const CATEGORY_REFERENCES = [
  { key: 'projects', field: 'category', list: 'projects', what: 'project categories' },
  { key: 'experience', field: 'type', list: 'experience', what: 'experience types' },
  { key: 'certificates', field: 'type', list: 'certificates', what: 'certificate types' },
  { key: 'publications', field: 'category', list: 'papers', what: 'paper categories' },
] as const;

const declaredName = (value: unknown): unknown =>
  isFields(value) && 'name' in value ? value.name : value;

/** Reports a name a list of categories.ts gives twice, and a project category named "All". */
function checkDeclared(report: Report, list: string, names: unknown[]) {
  const field = (i: number) => (list === 'projects' ? `projects[${i}].name` : `${list}[${i}]`);
  names.forEach((name, i) => {
    if (names.indexOf(name) < i) {
      report('categories', 'categories', field(i), `${show(name)} is listed twice`);
    }
    // The filter's values are category names, so a category named like the All button would be it.
    if (list === 'projects' && name === ALL_PROJECTS) {
      const message = `${show(name)} is the name of the button that shows every project: choose another name`;
      report('categories', 'categories', field(i), message);
    }
  });
}

/**
 * Every category or type the other files use is declared in categories.ts. An empty type or paper
 * category means none (an empty project category the schema reports).
 */
function checkCategories(report: Report, content: Fields) {
  if (!isFields(content.categories)) return;
  for (const { key, field, list, what } of CATEGORY_REFERENCES) {
    const names = listOf(content.categories[list]).map(declaredName);
    checkDeclared(report, list, names);
    const allowed = names.filter((name): name is string => typeof name === 'string');
    const declared =
      allowed.length > 0
        ? `the ${what} there are ${allowed.map(show).join(', ')}`
        : `its list of ${what} (\`${list}\`) is empty`;
    listOf(content[key]).forEach((item, i) => {
      if (!isFields(item)) return;
      const value = item[field];
      if (typeof value !== 'string' || value === '' || allowed.includes(value)) return;
      const message = `${show(value)} is not declared in categories.ts: ${declared}. Add it there, or use one of those`;
      report(key, entryName(key, item, i), field, message);
    });
  }
}

/**
 * Every problem in the content, in file order; an empty list means the content is sound.
 * `exists` answers for the files content names (profile.resume, profile.profileImage); `dir` is
 * the content's folder in the project, which each problem's file starts with; `spelledOnDisk`
 * names a file the content spells with other capital letters.
 */
export function validateContent(
  content: Content,
  exists: FileExists,
  dir: string = OWNER_CONTENT_DIR,
  spelledOnDisk: SpelledOnDisk = () => undefined,
): ContentProblem[] {
  const raw: Fields = isFields(content) ? content : {};
  const problems = schemaProblems(raw);
  const report: Report = (key, entry, field, message) =>
    problems.push({ file: fileOf(key), entry, field, message });
  if (isFields(raw.profile)) {
    checkProfileFiles(report, raw.profile, exists, dir, spelledOnDisk);
  }
  checkUnique(report, 'aboutCards', 'id', raw.aboutCards);
  checkUnique(report, 'skillCategories', 'category', raw.skillCategories);
  checkSkillNames(report, raw.skillCategories);
  for (const key of ['experience', 'projects', 'publications', 'certificates'] as const) {
    checkUnique(report, key, 'id', raw[key]);
  }
  checkSlugs(report, 'projects', raw.projects);
  checkSlugs(report, 'publications', raw.publications);
  checkFeatured(report, raw.projects);
  checkResultLabels(report, raw.publications);
  checkCategories(report, raw);
  const once = new Map(problems.map((problem) => [formatProblem(problem), problem]));
  // A stable sort: within a file, the schema's problems in field order, then the checks above.
  return [...once.values()]
    .sort((a, b) => FILE_ORDER.indexOf(a.file) - FILE_ORDER.indexOf(b.file))
    .map((problem) => ({ ...problem, file: `${dir}/${problem.file}` }));
}
