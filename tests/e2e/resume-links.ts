import { isPresent } from '../../src/config/navigation';

/**
 * The page's links to the résumé PDF: the hero's always, the About section's where the owner's
 * content has an About section.
 */
export const RESUME_LINKS: readonly string[] = [
  'Download CV',
  ...(isPresent('about') ? ['Download Full Resume'] : []),
];
