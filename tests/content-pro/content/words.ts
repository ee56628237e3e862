// The third content set's own wording for the page's built-in words: a staff engineer's page
// speaks of jobs, not of internships and training, and of work, not projects (the keys are in
// src/words/en.ts).

import type { WordOverrides } from '../src/words/types';

export const words: WordOverrides = {
  'experience.title': 'Experience',
  'experience.subtitle': 'Where I have worked, and what I built there',
  'experience.closing': 'Still building, still on call',
  'certificates.subtitle': 'Certifications and awards',
  // Work, not projects; and words the template's own tests once read as English.
  'nav.projects': 'Work',
  'projects.list': 'Work',
  'projects.filters': 'Filter work by area',
  'projects.showing': { one: '{shown} of {total} piece of work', other: '{shown} of {total} pieces of work' },
  'projects.viewAll': { one: 'All {count} piece of work', other: 'All {count} pieces of work' },
  'link.newTab': '{label} (new tab)',
  'link.newTabHint': '(new tab)',
  'tags.more.word': 'others',
};
