// Content of format 2: the figures in their fixed slots.

import type { Figures } from './types';

export const figures: Figures = {
  cgpa: '3.9',
  cgpaScale: '4',
  projectsBuilt: '3',
  deployments: '1',
  totalExperience: '2 Years',
  technologies: '4',
  coAuthors: '1',
  researchAreas: '2',
  trainingHours: '120',
  institutions: '2',
  completed: '90%',
};
