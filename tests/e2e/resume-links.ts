import { isPresent } from '../../src/config/navigation';
import { t } from '../../src/words/index.ts';

/**
 * The page's links to the résumé PDF: the hero's always, the About section's where the owner's
 * content has an About section.
 */
export const RESUME_LINKS: readonly string[] = [
  t('hero.downloadCv'),
  ...(isPresent('about') ? [t('about.downloadResume')] : []),
];
