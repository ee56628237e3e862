// The third content set's own wording for the page's built-in words: a staff engineer's page
// speaks of jobs, not of internships and training (the keys are in src/words/en.ts).

import type { WordOverrides } from '../src/words/types';

export const words: WordOverrides = {
  'experience.title': 'Experience',
  'experience.subtitle': 'Where I have worked, and what I built there',
  'experience.closing': 'Still building, still on call',
  'certificates.subtitle': 'Certifications and awards',
};
