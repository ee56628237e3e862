// The Hebrew texts of ../figures.ts: Hebrew writes numbers as English does.

import type { Figures, Translation } from '../../src/content/types';

export const figures = {
  gpa: '3.9',
  gpaScale: '4',
  services: '40+',
} satisfies Translation<Figures>;
