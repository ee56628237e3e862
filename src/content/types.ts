// The shapes of the owner's content (spec section 3). Edit the data modules beside this file;
// the page derives every count, average and '+N' from them.

import type { IconName } from './icon-names';

export type { IconName };

/** An absolute http(s) URL, or null where the item has none. */
export type OptionalUrl = string | null;

export interface Profile {
  name: string;
  firstName: string;
  /** Shown after the greeting in the hero, e.g. "Hi, I'm". */
  greeting: string;
  /** Roles the hero headline types in turn. */
  roles: string[];
  tagline: string;
  description: string;
  /** The intro paragraphs of the About section (one or more). */
  about: string[];
  interests: string[];
  contact: {
    email: string;
    phone: string;
    location: string;
    state: string;
    postalCode: string;
  };
  social: {
    github: string;
    linkedin: string;
    /** A mailto: link. */
    email: string;
  };
  /** Where both Download links point, e.g. "/resume.pdf" (or a full https:// URL to your own). */
  resume: string;
  /**
   * The PDF at `resume`: 'A4' or 'Letter' (default 'A4') has the build generate it from this
   * content on that paper; 'own' ships your own file, public/<resume>, as it is.
   */
  resumePdf?: 'A4' | 'Letter' | 'own';
  /**
   * Your photo, relative to src/content/, e.g. "images/me.jpg": a JPEG, PNG, WebP, AVIF or SVG
   * of any size. The build crops it square and writes every size and format the page needs.
   */
  profileImage: string;
  profileImageAlt: string;
  /** Public address of the deployed site, used for canonical and social tags (SITE_URL overrides). */
  siteUrl: string;
}

/** Figures the owner states rather than ones the page can count (spec section 9). */
export interface Figures {
  cgpa: string;
  cgpaScale: string;
  projectsBuilt: string;
  deployments: string;
  totalExperience: string;
  technologies: string;
  coAuthors: string;
  researchAreas: string;
  trainingHours: string;
  institutions: string;
  completed: string;
}

export interface Skill {
  name: string;
  /** 0 to 100. */
  level: number;
  icon: IconName;
}

export type SkillColor = 'blue' | 'purple' | 'green' | 'orange' | 'pink' | 'cyan' | 'amber' | 'red';

export interface SkillCategory {
  category: string;
  icon: IconName;
  color: SkillColor;
  /** Tailwind gradient stops for the card header, e.g. "from-blue-500 to-cyan-500". */
  bgGradient: string;
  skills: Skill[];
}

export interface AboutCard {
  id: string;
  icon: IconName;
  iconColor: SkillColor;
  gradient: string;
  title: string;
  primary: string;
  secondary: string;
  tertiary: string;
  duration: string;
}

export interface ExperienceEntry {
  id: number;
  title: string;
  company: string;
  location: string;
  duration: string;
  type: string;
  description: string;
  skills?: string[];
}

export const PROJECT_CATEGORIES = [
  'Machine Learning',
  'Deep Learning',
  'Computer Vision',
  'Web Development',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_STATUSES = ['Completed', 'In Progress'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export interface Project {
  id: number;
  title: string;
  /**
   * The page address /projects/<slug>/ (optional): lower-case words joined by hyphens. Without
   * one it is made from the title; set it to keep an address when you retitle the project.
   */
  slug?: string;
  category: ProjectCategory;
  icon: IconName;
  featured: boolean;
  description: string;
  fullDescription: string;
  tech: string[];
  features: string[];
  github: OptionalUrl;
  live: OptionalUrl;
  status: ProjectStatus;
  year: string;
}

export type PublicationStatus = 'Published' | 'Under Review' | 'Under Progress' | 'Accepted';

export interface Publication {
  id: number;
  title: string;
  /** The page address /research/<slug>/ (optional); made from the title without one. */
  slug?: string;
  authors: string[];
  conference: string;
  journal: string;
  year: string;
  status: PublicationStatus;
  category: string;
  icon: IconName;
  abstract: string;
  keywords: string[];
  methodology: string;
  /** Named metrics; camel-case keys are shown as spaced words ("testAccuracy" → "Test Accuracy"). */
  results: Record<string, string>;
  doi: OptionalUrl;
  arxiv: OptionalUrl;
  github: OptionalUrl;
  gradient: string;
}

export interface Certificate {
  id: number;
  title: string;
  issuer: string;
  date: string;
  type: string;
  description: string;
  icon: IconName;
}
