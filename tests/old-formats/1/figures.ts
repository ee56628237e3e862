// Sample content: this file is yours to replace. These are figures you state about yourself,
// not ones the page can count from the other content files, so keep them up to date by hand.

import type { Figures } from './types';

export const figures: Figures = {
  cgpa: '9.42',
  cgpaScale: '10',
  projectsBuilt: '20+',
  deployments: '10+',
  totalExperience: '6+ Months',
  technologies: '10+',
  coAuthors: '3',
  researchAreas: '3',
  trainingHours: '200+',
  institutions: '4',
  completed: '100%',
};
