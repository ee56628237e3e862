// Sample content: this file is yours to replace, or to empty. Figures you state, under names you
// choose, written once here for the other content files to use (the hero's CGPA tile in stats.ts,
// the Education card in about.ts). The page reads none of them by itself.

import type { Figures } from '../src/content/types';

export const figures = {
  cgpa: '9.42',
  cgpaScale: '10',
  deployments: '10+',
} satisfies Figures;
