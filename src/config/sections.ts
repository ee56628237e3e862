// The page's sections, top to bottom: the one list the ids, the page order, the bar, the footer's
// quick links, the app's composition and the lint zones all follow. Add a section here.
import {
  aboutCards,
  certificates,
  experience,
  profile,
  publications,
  skillCategories,
} from '../content';

export interface SectionEntry {
  /** The element id and the address fragment (#about). */
  id: string;
  /** The link text in the bar and the footer. */
  label: string;
  /** Linked from the navigation bar and the mobile menu. */
  inNav: boolean;
  /** Linked from the footer's quick links. */
  inFooter: boolean;
  /** A content list that, when the owner leaves it empty, takes the section off the page. */
  hideWhenEmpty?: readonly unknown[];
}

export const SECTIONS = [
  { id: 'hero', label: 'Home', inNav: true, inFooter: false },
  {
    id: 'about',
    label: 'About',
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
  { id: 'skills', label: 'Skills', inNav: true, inFooter: true, hideWhenEmpty: skillCategories },
  {
    id: 'experience',
    label: 'Experience',
    inNav: true,
    inFooter: false,
    hideWhenEmpty: experience,
  },
  { id: 'projects', label: 'Projects', inNav: true, inFooter: true },
  { id: 'research', label: 'Research', inNav: true, inFooter: true, hideWhenEmpty: publications },
  // Spec: Certificates is on the page but not in the navigation.
  {
    id: 'certificates',
    label: 'Certificates',
    inNav: false,
    inFooter: false,
    hideWhenEmpty: certificates,
  },
  { id: 'contact', label: 'Contact', inNav: true, inFooter: true },
] as const satisfies readonly SectionEntry[];

export type SectionId = (typeof SECTIONS)[number]['id'];
