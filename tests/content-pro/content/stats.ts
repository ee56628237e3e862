// Imported from resume.json by `npm run import-resume`, then made the owner's own: a figure she
// states beside the counts the page makes.

import type { Stats } from '../src/content/types';

export const stats: Stats = {
  hero: [
    {
      label: 'Years building systems',
      value: '13',
      suffix: '+',
    },
    {
      label: 'Positions',
      count: 'experience',
    },
    {
      label: 'Projects',
      count: 'projects',
    },
    {
      label: 'Publications',
      count: 'publications',
    },
    {
      label: 'Certificates',
      count: 'certificates',
    },
  ],
  experience: [
    {
      label: 'Positions',
      count: 'experience',
    },
    {
      label: 'Skills',
      count: 'skills',
    },
  ],
  research: [
    {
      label: 'Publications',
      count: 'publications',
    },
    {
      label: 'Under Review',
      count: 'publications under review',
    },
  ],
  certificates: [
    {
      label: 'Certifications',
      count: 'certificates',
    },
  ],
};
