// Sample content: the German texts of ../stats.ts, tile by tile in the same order. A counted tile
// needs only its label; a stated value is written as German writes it.

import { figures } from './figures';
import type { Stats, Translation } from '../../src/content/types';

export const stats: Translation<Stats> = {
  hero: [
    { label: 'CGPA', value: figures.cgpa },
    { label: 'Projekte', value: '20+' },
    { label: 'Praktika' },
    { label: 'Zertifikate', suffix: '+' },
  ],
  experience: [
    { label: 'Gesamterfahrung', value: '6+ Monate' },
    { label: 'Praktika' },
    { label: 'Technologien', value: '10+' },
  ],
  research: [
    { label: 'Publikationen' },
    { label: 'In Begutachtung' },
    { label: 'Koautoren', value: '3' },
    { label: 'Forschungsfelder', value: '3' },
  ],
  certificates: [
    { label: 'Zertifikate' },
    { label: 'Schulungsstunden', value: '200+' },
    { label: 'Institutionen', value: '4' },
    // German puts a space before the percent sign, one that does not break.
    { label: 'Abgeschlossen', value: '100\u00a0%' },
  ],
};
