// Sample content: the German names of the categories and types in ../categories.ts, each list in
// the same order: the page shows an item's category by its place in the English list.

import type { Categories, Translation } from '../../src/content/types';

export const categories: Translation<Categories> = {
  projects: [
    { name: 'Maschinelles Lernen' },
    { name: 'Deep Learning' },
    { name: 'Computer Vision' },
    { name: 'Webentwicklung' },
  ],
  experience: ['Sommertraining & Praktikum'],
  certificates: ['Praktikum', 'Schulung', 'Kurzzeitkurs'],
  papers: ['Computer Vision', 'Verarbeitung natürlicher Sprache', 'KI im Gesundheitswesen'],
};
