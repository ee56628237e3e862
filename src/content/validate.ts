// Checks the content modules for mistakes the type checker cannot see (or that slip past it when
// the build runs without one). The schemas in schema.ts check every field; the small checks here
// are the ones a schema cannot state: unique ids and addresses, a featured project, files that
// exist. Every problem names its file, entry and field. Pure: the caller says which files exist.

import type { z } from 'zod';
import { ITEM_FOLDER, isValidSlug, itemSlug, slugCollisions, slugify } from '../lib/item-address';
import { CONTENT_MODULES, ContentSchema, isHttpUrl, isPhotoPath, type Content } from './schema';

export type { Content };
export { isHttpUrl };

export interface ContentProblem {
  /** The module to edit, e.g. "src/content/projects.ts". */
  file: string;
  /** Which item, e.g. 'project id 7 "Crop Disease Detector"'. */
  entry: string;
  /** The field within the entry, e.g. "skills[1].level"; empty when the entry itself is wrong. */
  field: string;
  message: string;
}

/**
 * True when a path relative to the project (e.g. "public/resume.pdf",
 * "src/content/images/me.jpg") is a file.
 */
export type FileExists = (projectPath: string) => boolean;

type Key = keyof typeof CONTENT_MODULES;
type ListKey = Exclude<Key, 'profile' | 'figures' | 'stats' | 'words'>;
const KEYS = Object.keys(CONTENT_MODULES) as Key[];
const fileOf = (key: Key): string => `src/content/${CONTENT_MODULES[key].file}`;
const FILE_ORDER: string[] = KEYS.map(fileOf);

/** "src/content/projects.ts › project id 7 "Foo" › live: "htp:/x" is not a valid ..." */
export function formatProblem({ file, entry, field, message }: ContentProblem): string {
  return field ? `${file} › ${entry} › ${field}: ${message}` : `${file} › ${entry}: ${message}`;
}

// The checks read the content as it is, not as its types claim: a broken entry is reported, not
// thrown over.
type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
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
const entryName = (key: ListKey, item: Fields, index: number): string =>
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
  if (key === 'profile' || key === 'figures' || key === 'stats' || key === 'words') {
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

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

/** Wording for issues the schema leaves to the library (a field of the wrong type, missing). */
const plainWording: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  const { input } = issue;
  if (input === undefined) return 'is required';
  const expected = EXPECTED[issue.expected] ?? issue.expected;
  if (Array.isArray(input)) return `must be ${expected}, not a list`;
  if (isFields(input)) return `must be ${expected}, not an object`;
  return `${show(input)} must be ${expected}`;
};

/** Fields of an earlier content format, and what became of them (scripts/migrate-content.ts). */
const RETIRED: Record<string, string> = {
  'profile.social':
    'replaced by `profiles`, a list of { network, url } with any networks, and `contact.email`: run `npm run migrate-content` to rewrite it',
};

function schemaProblems(content: Fields): ContentProblem[] {
  const result = ContentSchema.safeParse(content, { error: plainWording });
  return (result.error?.issues ?? []).flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          ...locate(content, [...issue.path, key]),
          message:
            RETIRED[[...issue.path, key].join('.')] ??
            'unknown field: check its spelling against src/content/schema.ts',
        }))
      : [{ ...locate(content, issue.path), message: issue.message }],
  );
}

type Report = (key: Key, entry: string, field: string, message: string) => void;

/** What profile.resume may be depends on resumePdf; it and the photo must name real files. */
function checkProfileFiles(report: Report, profile: Fields, exists: FileExists) {
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
      problem('resume', `${show(resume)} is missing: no file public${resume} (resumePdf is 'own')`);
    }
  }
  if (isPhotoPath(photo) && !exists(`src/content/${photo}`)) {
    problem('profileImage', `${show(photo)} is missing: no file src/content/${photo}`);
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

function checkFeatured(report: Report, projects: unknown) {
  if (Array.isArray(projects) && !projects.some((p) => isFields(p) && p.featured === true)) {
    const message = 'no project is featured: mark at least one with featured: true';
    report('projects', 'projects', 'featured', message);
  }
}

/**
 * Every problem in the content, in file order; an empty list means the content is sound.
 * `exists` answers for the files content names (profile.resume, profile.profileImage).
 */
export function validateContent(content: Content, exists: FileExists): ContentProblem[] {
  const raw: Fields = isFields(content) ? content : {};
  const problems = schemaProblems(raw);
  const report: Report = (key, entry, field, message) =>
    problems.push({ file: fileOf(key), entry, field, message });
  if (isFields(raw.profile)) checkProfileFiles(report, raw.profile, exists);
  checkUnique(report, 'aboutCards', 'id', raw.aboutCards);
  checkUnique(report, 'skillCategories', 'category', raw.skillCategories);
  checkSkillNames(report, raw.skillCategories);
  for (const key of ['experience', 'projects', 'publications', 'certificates'] as const) {
    checkUnique(report, key, 'id', raw[key]);
  }
  checkSlugs(report, 'projects', raw.projects);
  checkSlugs(report, 'publications', raw.publications);
  checkFeatured(report, raw.projects);
  const once = new Map(problems.map((problem) => [formatProblem(problem), problem]));
  // A stable sort: within a file, the schema's problems in field order, then the checks above.
  return [...once.values()].sort((a, b) => FILE_ORDER.indexOf(a.file) - FILE_ORDER.indexOf(b.file));
}
