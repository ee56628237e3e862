// Sample content: this file is yours to replace. The categories and types your other content
// files use, each list in the order you want: a project's `category`, an experience entry's and a
// certificate's `type`, and a paper's `category` must each be one of these (the content check
// names any that is not). Every project category has an accent, the colour of its cards, by name
// from src/config/palette.ts. The Projects section offers a filter button for each category
// that has a project.

import type { Categories } from '../src/content/types';

export const categories: Categories = {
  projects: [
    { name: 'Machine Learning', accent: 'blue' },
    { name: 'Deep Learning', accent: 'purple' },
    { name: 'Computer Vision', accent: 'emerald' },
    { name: 'Web Development', accent: 'coral' },
  ],
  experience: ['Summer Training & Internship'],
  certificates: ['Internship', 'Training', 'Short-Term Course'],
  papers: ['Computer Vision', 'Natural Language Processing', 'Healthcare AI'],
};
