// Content of format 1: the figures in their fixed slots, with their type declared here.

export interface Figures {
  cgpa: string;
  cgpaScale: string;
  projectsBuilt: string;
  deployments: string;
  totalExperience: string;
  technologies: string;
  coAuthors: string;
  researchAreas: string;
  trainingHours: string;
  institutions: string;
  completed: string;
}

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
