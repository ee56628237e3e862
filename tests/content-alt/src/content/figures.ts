// The second content set's stated figures.

import type { Figures } from './types';

export const figures: Figures = {
  cgpa: '3.9',
  cgpaScale: '4',
  projectsBuilt: '12',
  deployments: '40+',
  totalExperience: '5 Years',
  technologies: '25+',
  coAuthors: '11',
  researchAreas: '2',
  trainingHours: '60',
  institutions: '2',
  completed: '90%',
};
