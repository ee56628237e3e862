// The Hebrew names of the categories and types in ../categories.ts, each list in the same order.

import type { Categories, Translation } from '../../src/content/types';

export const categories: Translation<Categories> = {
  projects: [
    { name: 'תפיסה' },
    { name: 'חומרה' },
    { name: 'למידה לבקרה' },
    { name: 'כלים לצי' },
  ],
  experience: ['משרה מלאה', 'משרה חלקית', 'ביקור מחקר'],
  certificates: [],
  papers: ['רובוטיקת שדה', 'תפיסה'],
};
