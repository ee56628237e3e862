// The second content set's stated figures.

import type { Figures } from '../src/content/types';

export const figures = {
  gpa: '3.9',
  gpaScale: '4',
  services: '40+',
} satisfies Figures;
