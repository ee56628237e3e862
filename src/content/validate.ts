// Checks the content modules for mistakes the type checker cannot see (or that slip past it when
// the build runs without one): duplicate ids, broken links, out-of-range levels, missing files.
// Pure: the caller says which public/ files exist, so this runs in Node, tests and the browser.

import { ITEM_FOLDER, isValidSlug, itemSlug, slugCollisions } from '../lib/item-address';
import { ICON_NAMES } from './icon-names';
import {
  PROJECT_CATEGORIES,
  PROJECT_STATUSES,
  type AboutCard,
  type Certificate,
  type ExperienceEntry,
  type Profile,
  type Project,
  type Publication,
  type PublicationStatus,
  type SkillCategory,
} from './types';

export interface Content {
  profile: Profile;
  aboutCards: AboutCard[];
  skillCategories: SkillCategory[];
  experience: ExperienceEntry[];
  projects: Project[];
  publications: Publication[];
  certificates: Certificate[];
}

export interface ContentProblem {
  /** The module to edit, e.g. "src/content/projects.ts". */
  file: string;
  /** Which item, e.g. 'project id 7 "Crop Disease Detector"'. */
  entry: string;
  field: string;
  message: string;
}

/**
 * True when a path relative to the project (e.g. "public/resume.pdf",
 * "src/content/images/me.jpg") is a file.
 */
export type FileExists = (projectPath: string) => boolean;

/** Photo formats the build can read (scripts/assets/portrait.ts). */
const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp|avif|svg)$/i;

// A record, so adding a status to the PublicationStatus type fails here until it is listed.
const PUBLICATION_STATUS_SET: Record<PublicationStatus, true> = {
  Published: true,
  'Under Review': true,
  'Under Progress': true,
  Accepted: true,
};
const PUBLICATION_STATUSES = Object.keys(PUBLICATION_STATUS_SET);

const FILES = {
  profile: 'src/content/profile.ts',
  about: 'src/content/about.ts',
  skills: 'src/content/skills.ts',
  experience: 'src/content/experience.ts',
  projects: 'src/content/projects.ts',
  publications: 'src/content/publications.ts',
  certificates: 'src/content/certificates.ts',
} as const;

/** "src/content/projects.ts › project id 7 "Foo" › live: "htp:/x" is not a valid ..." */
export function formatProblem({ file, entry, field, message }: ContentProblem): string {
  return `${file} › ${entry} › ${field}: ${message}`;
}

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/?#]+/i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const show = (value: unknown): string => JSON.stringify(value) ?? String(value);
const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';
const named = (kind: string, item: { id: unknown; title: unknown }): string =>
  `${kind} id ${show(item.id)} ${show(item.title)}`;

type Problems = ContentProblem[];

/**
 * Each item's page address must be a valid slug, and no two items of a kind may share one: the
 * build stops naming both, rather than letting one page overwrite the other.
 */
function checkSlugs<T extends Project | Publication>(
  problems: Problems,
  file: string,
  items: readonly T[],
  name: (item: T) => string,
  folder: string,
) {
  for (const item of items) {
    const slug = itemSlug(item);
    if (isValidSlug(slug)) continue;
    checker(problems, file, name(item)).add(
      'slug',
      item.slug === undefined
        ? 'the title makes no address: set slug to lower-case words joined by hyphens'
        : `${show(item.slug)} is not a valid address: use lower-case words joined by hyphens`,
    );
  }
  for (const group of slugCollisions(items)) {
    const [first, ...others] = group;
    checker(problems, file, name(first)).add(
      'slug',
      `shares the address /${folder}/${itemSlug(first)}/ with ${others.map(name).join(' and ')}: set a different slug on one of them`,
    );
  }
}

/** Checks for one entry of one file; each failed check adds a problem naming that entry. */
function checker(problems: Problems, file: string, entry: string) {
  const add = (field: string, message: string) => problems.push({ file, entry, field, message });
  return {
    add,
    text(field: string, value: unknown) {
      if (isBlank(value)) add(field, 'is required and must not be empty');
    },
    url(field: string, value: unknown) {
      if (value !== null && !isHttpUrl(value)) {
        add(field, `${show(value)} is not a valid http(s) URL or null`);
      }
    },
    icon(field: string, value: unknown) {
      if (!(ICON_NAMES as readonly unknown[]).includes(value)) {
        add(field, `${show(value)} is not a known icon (see src/content/icon-names.ts)`);
      }
    },
    oneOf(field: string, value: unknown, known: readonly string[]) {
      if (!(known as readonly unknown[]).includes(value)) {
        add(field, `${show(value)} is not one of ${known.map(show).join(', ')}`);
      }
    },
    /** Ids end up in addresses like "#project-3", so they must be whole numbers. */
    id(value: unknown) {
      if (!Number.isSafeInteger(value) || (value as number) < 0) {
        add('id', `${show(value)} must be a whole number, 0 or above`);
      }
    },
  };
}

/** Reports every repeat of a key after its first use. */
function unique<T>(
  problems: Problems,
  file: string,
  items: readonly T[],
  field: string,
  key: (item: T) => unknown,
  name: (item: T) => string,
) {
  const seen = new Set<unknown>();
  for (const item of items) {
    const value = key(item);
    if (seen.has(value))
      checker(problems, file, name(item)).add(field, `${show(value)} is used twice`);
    seen.add(value);
  }
}

function checkProfile(problems: Problems, profile: Profile, exists: FileExists) {
  const c = checker(problems, FILES.profile, 'profile');
  c.text('name', profile.name);
  c.text('firstName', profile.firstName);
  if (profile.roles.length === 0) c.add('roles', 'needs at least one role for the headline');
  profile.roles.forEach((role, i) => c.text(`roles[${i}]`, role));
  c.url('social.github', profile.social.github);
  c.url('social.linkedin', profile.social.linkedin);
  if (!/^mailto:[^\s@]+@[^\s@]+$/.test(String(profile.social.email))) {
    c.add('social.email', `${show(profile.social.email)} is not a mailto: link`);
  }
  if (!isHttpUrl(profile.siteUrl)) {
    c.add('siteUrl', `${show(profile.siteUrl)} is not a valid http(s) URL`);
  }
  const resume: unknown = profile.resume;
  const resumePdf: unknown = profile.resumePdf ?? 'A4';
  if (resumePdf !== 'own') {
    c.oneOf('resumePdf', resumePdf, ['A4', 'Letter', 'own']);
    if (typeof resume !== 'string' || !/^\/[^/].*\.pdf$/i.test(resume)) {
      c.add('resume', `${show(resume)} must be a path like "/resume.pdf" for a generated résumé`);
    }
  } else if (!isHttpUrl(resume)) {
    if (typeof resume !== 'string' || !resume.startsWith('/') || resume.startsWith('//')) {
      c.add('resume', `${show(resume)} must be a path under public/ starting with "/"`);
    } else if (!exists(`public${resume}`)) {
      c.add('resume', `${show(resume)} is missing: no file public${resume} (resumePdf is 'own')`);
    }
  }
  const photo: unknown = profile.profileImage;
  if (typeof photo !== 'string' || !PHOTO_EXTENSIONS.test(photo) || /^[/\\]|\.\./.test(photo)) {
    c.add(
      'profileImage',
      `${show(photo)} must be a JPEG, PNG, WebP, AVIF or SVG file under src/content/, e.g. "images/me.jpg"`,
    );
  } else if (!exists(`src/content/${photo}`)) {
    c.add('profileImage', `${show(photo)} is missing: no file src/content/${photo}`);
  }
  c.text('profileImageAlt', profile.profileImageAlt);
}

function checkAboutCards(problems: Problems, cards: readonly AboutCard[]) {
  const name = (card: AboutCard) => named('about card', card);
  for (const card of cards) {
    const c = checker(problems, FILES.about, name(card));
    c.text('id', card.id);
    c.text('title', card.title);
    c.icon('icon', card.icon);
  }
  unique(problems, FILES.about, cards, 'id', (card) => card.id, name);
}

function checkSkills(problems: Problems, categories: readonly SkillCategory[]) {
  const name = (category: SkillCategory) => `skill category ${show(category.category)}`;
  for (const category of categories) {
    const c = checker(problems, FILES.skills, name(category));
    c.text('category', category.category);
    c.icon('icon', category.icon);
    if (category.skills.length === 0) c.add('skills', 'needs at least one skill');
    const seen = new Set<string>();
    category.skills.forEach((skill, i) => {
      const entry = `skill ${show(skill.name)} in category ${show(category.category)}`;
      const s = checker(problems, FILES.skills, entry);
      s.text(`skills[${i}].name`, skill.name);
      if (seen.has(skill.name)) s.add(`skills[${i}].name`, 'is listed twice in this category');
      seen.add(skill.name);
      if (!Number.isInteger(skill.level) || skill.level < 0 || skill.level > 100) {
        s.add(`skills[${i}].level`, `${show(skill.level)} must be a whole number from 0 to 100`);
      }
      s.icon(`skills[${i}].icon`, skill.icon);
    });
  }
  unique(problems, FILES.skills, categories, 'category', (category) => category.category, name);
}

function checkExperience(problems: Problems, entries: readonly ExperienceEntry[]) {
  const name = (entry: ExperienceEntry) => named('experience', entry);
  for (const entry of entries) {
    const c = checker(problems, FILES.experience, name(entry));
    c.id(entry.id);
    c.text('title', entry.title);
    c.text('company', entry.company);
  }
  unique(problems, FILES.experience, entries, 'id', (entry) => entry.id, name);
}

function checkProjects(problems: Problems, projects: readonly Project[]) {
  const name = (project: Project) => named('project', project);
  for (const project of projects) {
    const c = checker(problems, FILES.projects, name(project));
    c.id(project.id);
    c.text('title', project.title);
    c.text('description', project.description);
    c.oneOf('category', project.category, PROJECT_CATEGORIES);
    c.oneOf('status', project.status, PROJECT_STATUSES);
    c.icon('icon', project.icon);
    c.url('github', project.github);
    c.url('live', project.live);
  }
  unique(problems, FILES.projects, projects, 'id', (project) => project.id, name);
  checkSlugs(problems, FILES.projects, projects, name, ITEM_FOLDER.project);
  if (!projects.some((project) => project.featured === true)) {
    checker(problems, FILES.projects, 'projects').add(
      'featured',
      'no project is featured: mark at least one with featured: true',
    );
  }
}

function checkPublications(problems: Problems, papers: readonly Publication[]) {
  const name = (paper: Publication) => named('publication', paper);
  for (const paper of papers) {
    const c = checker(problems, FILES.publications, name(paper));
    c.id(paper.id);
    c.text('title', paper.title);
    if (paper.authors.length === 0) c.add('authors', 'needs at least one author');
    paper.authors.forEach((author, i) => c.text(`authors[${i}]`, author));
    c.oneOf('status', paper.status, PUBLICATION_STATUSES);
    c.icon('icon', paper.icon);
    c.url('github', paper.github);
    c.url('doi', paper.doi);
    c.url('arxiv', paper.arxiv);
  }
  unique(problems, FILES.publications, papers, 'id', (paper) => paper.id, name);
  checkSlugs(problems, FILES.publications, papers, name, ITEM_FOLDER.paper);
}

function checkCertificates(problems: Problems, certificates: readonly Certificate[]) {
  const name = (certificate: Certificate) => named('certificate', certificate);
  for (const certificate of certificates) {
    const c = checker(problems, FILES.certificates, name(certificate));
    c.id(certificate.id);
    c.text('title', certificate.title);
    c.text('issuer', certificate.issuer);
    c.icon('icon', certificate.icon);
  }
  unique(problems, FILES.certificates, certificates, 'id', (item) => item.id, name);
}

/**
 * Every problem in the content, in file order; an empty list means the content is sound.
 * `exists` answers for the files content names (profile.resume, profile.profileImage).
 */
export function validateContent(content: Content, exists: FileExists): ContentProblem[] {
  const problems: Problems = [];
  checkProfile(problems, content.profile, exists);
  checkAboutCards(problems, content.aboutCards);
  checkSkills(problems, content.skillCategories);
  checkExperience(problems, content.experience);
  checkProjects(problems, content.projects);
  checkPublications(problems, content.publications);
  checkCertificates(problems, content.certificates);
  return problems;
}
