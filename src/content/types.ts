// The types of the owner's content, for the page and the content modules. The shapes are declared
// once, in schema.ts, and inferred from there; this module re-exports them as types only, so
// nothing of the schema library reaches the browser. It also holds the fixed value lists the
// schema checks against; the owner's own lists (project categories and the like) are content, in
// categories.ts.

export type {
  AboutCard,
  Categories,
  Certificate,
  ExperienceEntry,
  Figures,
  Languages,
  Profile,
  Project,
  ProjectCategory,
  Publication,
  Skill,
  SkillCategory,
  Stat,
  Stats,
} from './schema';
export type { IconName } from './icon-names';
export type { Translation } from '../lib/translate-content';
export type { AccentName } from '../config/palette';

/**
 * What a stat tile can count from content: the entries of experience.ts, projects.ts,
 * publications.ts (all, or those under review) or certificates.ts, or the skills in skills.ts.
 */
export const STAT_COUNTS = [
  'experience',
  'projects',
  'publications',
  'publications under review',
  'certificates',
  'skills',
] as const;
export type StatCount = (typeof STAT_COUNTS)[number];

export const PROJECT_STATUSES = ['Completed', 'In Progress'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PUBLICATION_STATUSES = [
  'Published',
  'Under Review',
  'Under Progress',
  'Accepted',
] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/**
 * What kind of work a paper is (optional): a journal article, a conference paper, a preprint, a
 * thesis, a report, a book or a chapter of one. The BibTeX import sets it from the entry's type.
 */
export const PAPER_TYPES = [
  'article',
  'conference',
  'preprint',
  'thesis',
  'report',
  'book',
  'chapter',
] as const;
export type PaperType = (typeof PAPER_TYPES)[number];
