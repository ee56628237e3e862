// The Hebrew texts of ../stats.ts, tile by tile in the same order.

import { figures } from './figures';
import type { Stats, Translation } from '../../src/content/types';

export const stats: Translation<Stats> = {
  hero: [
    { label: 'שנים ברובוטיקה', value: '5' },
    { label: 'מאמרים' },
    { label: 'שירותים בייצור', value: figures.services },
  ],
  experience: [{ label: 'תפקידים' }, { label: 'טכנולוגיות', value: '25', suffix: '+' }],
  research: [{ label: 'פרסומים' }, { label: 'בשיפוט' }, { label: 'שותפים לכתיבה', value: '11' }],
  certificates: [{ label: 'תעודות' }, { label: 'כישורים' }],
};
