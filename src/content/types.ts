// The types of the owner's content, for the page and the content modules. The shapes are declared
// once, in schema.ts, and inferred from there; this module re-exports them as types only, so
// nothing of the schema library reaches the browser. It also holds the value lists the page needs
// at run time (the project filter buttons) and the schema checks against.

export type {
  AboutCard,
  Certificate,
  ExperienceEntry,
  Figures,
  Profile,
  Project,
  Publication,
  Skill,
  SkillCategory,
} from './schema';
export type { IconName } from './icon-names';

export const PROJECT_CATEGORIES = [
  'Machine Learning',
  'Deep Learning',
  'Computer Vision',
  'Web Development',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_STATUSES = ['Completed', 'In Progress'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PUBLICATION_STATUSES = [
  'Published',
  'Under Review',
  'Under Progress',
  'Accepted',
] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
