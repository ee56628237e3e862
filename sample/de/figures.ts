// Sample content: the German texts of ../figures.ts, written as German writes numbers (a decimal
// comma). The other German files take their figures from here.

import type { Figures, Translation } from '../../src/content/types';

export const figures = {
  cgpa: '9,42',
  cgpaScale: '10',
  deployments: '10+',
} satisfies Translation<Figures>;
