// The page's sections, top to bottom: the one list the ids, the page order, the bar, the footer's
// quick links, the app's composition and the lint zones all follow. Add a section here.
import {
  aboutCards,
  certificates,
  experience,
  profile,
  projects,
  publications,
  skillCategories,
} from '../content';
import { t } from '../words';

// How many notes the page's language shows, counted by the build (scripts/notes/plugin.ts);
// outside Vite (an end-to-end spec reading this list) there is no count, and no notes section.
const NOTE_COUNT = typeof __NOTE_COUNT__ === 'number' ? __NOTE_COUNT__ : 0;

export interface SectionEntry {
  /** The element id and the address fragment (#about). */
  id: string;
  /** The link text in the bar and the footer: a dictionary entry (src/words). */
  label: string;
  /** Linked from the navigation bar and the mobile menu. */
  inNav: boolean;
  /** Linked from the footer's quick links. */
  inFooter: boolean;
  /** A content list that, when the owner leaves it empty, takes the section off the page. */
  hideWhenEmpty?: readonly unknown[];
}

export const SECTIONS = [
  { id: 'hero', label: t('nav.hero'), inNav: true, inFooter: false },
  {
    id: 'about',
    label: t('nav.about'),
    inNav: true,
    inFooter: true,
    // Left out only when the owner wrote nothing for it at all.
    hideWhenEmpty: [
      ...profile.about,
      ...profile.interests,
      ...(profile.languages ?? []),
      ...aboutCards,
    ],
  },
  {
    id: 'skills',
    label: t('nav.skills'),
    inNav: true,
    inFooter: true,
    hideWhenEmpty: skillCategories,
  },
  {
    id: 'experience',
    label: t('nav.experience'),
    inNav: true,
    inFooter: false,
    hideWhenEmpty: experience,
  },
  {
    id: 'projects',
    label: t('nav.projects'),
    inNav: true,
    inFooter: true,
    hideWhenEmpty: projects,
  },
  {
    id: 'research',
    label: t('nav.research'),
    inNav: true,
    inFooter: true,
    hideWhenEmpty: publications,
  },
  // The latest notes; their own pages and the list at /notes/ are the build's (scripts/notes/).
  {
    id: 'notes',
    label: t('nav.notes'),
    inNav: false,
    inFooter: true,
    hideWhenEmpty: Array.from({ length: NOTE_COUNT }),
  },
  // Spec: Certificates is on the page but not in the navigation.
  {
    id: 'certificates',
    label: t('nav.certificates'),
    inNav: false,
    inFooter: false,
    hideWhenEmpty: certificates,
  },
  { id: 'contact', label: t('nav.contact'), inNav: true, inFooter: true },
] as const satisfies readonly SectionEntry[];

export type SectionId = (typeof SECTIONS)[number]['id'];
