// The second content set's rows of figures: a researcher's own choice of tiles.

import { figures } from './figures';
import type { Stats } from '../src/content/types';

export const stats: Stats = {
  hero: [
    { label: 'Years in robotics', value: '5' },
    { label: 'Papers', count: 'publications' },
    { label: 'Services in production', value: figures.services },
  ],
  experience: [
    { label: 'Positions', count: 'experience' },
    { label: 'Technologies', value: '25', suffix: '+' },
  ],
  research: [
    { label: 'Publications', count: 'publications' },
    { label: 'Under Review', count: 'publications under review' },
    { label: 'Co-authors', value: '11' },
  ],
  certificates: [
    { label: 'Certifications', count: 'certificates' },
    { label: 'Skills', count: 'skills' },
  ],
};
