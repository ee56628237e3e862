// Sample content: this file is yours to replace. The rows of figures on the page: the hero's tiles
// and the stat rows of the experience, research and certificates sections. Each is a list you
// choose, in your order: a `value` you state, or a `count` the page makes from your content
// ('experience', 'projects', 'publications', 'publications under review', 'certificates',
// 'skills'), with an optional `suffix`. A count of an empty list is left out, as is an empty value.

import { figures } from './figures';
import type { Stats } from '../src/content/types';

export const stats: Stats = {
  hero: [
    { label: 'CGPA', value: figures.cgpa },
    { label: 'Projects', value: '20+' },
    { label: 'Internships', count: 'experience' },
    { label: 'Certificates', count: 'certificates', suffix: '+' },
  ],
  experience: [
    { label: 'Total Experience', value: '6+ Months' },
    { label: 'Internships', count: 'experience' },
    { label: 'Technologies', value: '10+' },
  ],
  research: [
    { label: 'Publications', count: 'publications' },
    { label: 'Under Review', count: 'publications under review' },
    { label: 'Co-authors', value: '3' },
    { label: 'Research Areas', value: '3' },
  ],
  certificates: [
    { label: 'Certifications', count: 'certificates' },
    { label: 'Training Hours', value: '200+' },
    { label: 'Institutions', value: '4' },
    { label: 'Completed', value: '100%' },
  ],
};
