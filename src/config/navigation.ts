import { certificates, experience, publications } from '../content';
import type { SectionId } from '../content/types';

export interface NavItem {
  id: SectionId;
  label: string;
}

/**
 * Sections whose list the owner left empty are left out: of the page, the bar and the footer,
 * rather than shown empty.
 */
const EMPTY: Partial<Record<SectionId, boolean>> = {
  experience: experience.length === 0,
  research: publications.length === 0,
  certificates: certificates.length === 0,
};

/** Whether a section is on the page (it is, unless its content list is empty). */
export function isPresent(id: SectionId): boolean {
  return !EMPTY[id];
}

const present = <T extends { id: SectionId } | SectionId>(items: readonly T[]): readonly T[] =>
  items.filter((item) => isPresent(typeof item === 'string' ? item : item.id));

/** The bar's links, in order (Certificates is not in the navigation). */
export const NAV_ITEMS: readonly NavItem[] = present([
  { id: 'hero', label: 'Home' },
  { id: 'about', label: 'About' },
  { id: 'skills', label: 'Skills' },
  { id: 'experience', label: 'Experience' },
  { id: 'projects', label: 'Projects' },
  { id: 'research', label: 'Research' },
  { id: 'contact', label: 'Contact' },
]);

/** Every section on the page, top to bottom. */
export const SECTION_IDS: readonly SectionId[] = present<SectionId>([
  'hero',
  'about',
  'skills',
  'experience',
  'projects',
  'research',
  'certificates',
  'contact',
]);

/** The footer's quick links. */
export const FOOTER_LINKS: readonly NavItem[] = present([
  { id: 'about', label: 'About' },
  { id: 'skills', label: 'Skills' },
  { id: 'projects', label: 'Projects' },
  { id: 'research', label: 'Research' },
  { id: 'contact', label: 'Contact' },
]);
