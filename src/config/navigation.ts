import { SECTIONS, type SectionEntry, type SectionId } from './sections';

export interface NavItem {
  id: SectionId;
  label: string;
}

// Read through the wider entry type, so a registry with more sections (a test's) derives the same.
const ENTRIES: readonly (SectionEntry & { id: SectionId })[] = SECTIONS;

/**
 * Sections whose list the owner left empty are left out: of the page, the bar and the footer,
 * rather than shown empty.
 */
const ON_PAGE = ENTRIES.filter((entry) => entry.hideWhenEmpty?.length !== 0);

/** Whether a section is on the page (it is, unless its content list is empty). */
export function isPresent(id: SectionId): boolean {
  return ON_PAGE.some((entry) => entry.id === id);
}

const link = ({ id, label }: NavItem): NavItem => ({ id, label });

/** Every section on the page, top to bottom. */
export const SECTION_IDS: readonly SectionId[] = ON_PAGE.map((entry) => entry.id);

/** The section after the hero on this owner's page: where Scroll Down leads (About in the sample). */
export const AFTER_HERO: SectionId | undefined = SECTION_IDS[SECTION_IDS.indexOf('hero') + 1];

/** The bar's links, in order. */
export const NAV_ITEMS: readonly NavItem[] = ON_PAGE.filter((entry) => entry.inNav).map(link);

/** The footer's quick links. */
export const FOOTER_LINKS: readonly NavItem[] = ON_PAGE.filter((entry) => entry.inFooter).map(link);
