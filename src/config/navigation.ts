import type { SectionId } from '../content/types';

export interface NavItem {
  id: SectionId;
  label: string;
}

/** The bar's links, in order (Certificates is not in the navigation). */
export const NAV_ITEMS: readonly NavItem[] = [
  { id: 'hero', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'skills', label: 'Skills' },
  { id: 'experience', label: 'Experience' },
  { id: 'projects', label: 'Projects' },
  { id: 'research', label: 'Research' },
  { id: 'contact', label: 'Contact' },
];

/** Every section of the page, top to bottom. */
export const SECTION_IDS: readonly SectionId[] = [
  'hero',
  'about',
  'skills',
  'experience',
  'projects',
  'research',
  'certificates',
  'contact',
];

/** The footer's quick links. */
export const FOOTER_LINKS: readonly NavItem[] = [
  { id: 'about', label: 'About' },
  { id: 'skills', label: 'Skills' },
  { id: 'projects', label: 'Projects' },
  { id: 'research', label: 'Research' },
  { id: 'contact', label: 'Contact' },
];
