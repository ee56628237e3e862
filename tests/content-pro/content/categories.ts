// Imported from resume.json by `npm run import-resume`. Yours to edit; check it with
// `npm run check-content`.

import type { Categories } from '../src/content/types';

export const categories: Categories = {
  projects: [
    {
      name: 'application',
      accent: 'blue',
    },
    {
      name: 'library',
      accent: 'purple',
    },
  ],
  experience: ['Full-time', 'Volunteer'],
  certificates: ['Certificate', 'Award'],
  papers: [],
};
