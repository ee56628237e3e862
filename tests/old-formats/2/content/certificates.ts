import type { Certificate } from './types';

export const certificates: Certificate[] = [
  {
    id: 1,
    title: 'Correspondence course in mathematics',
    issuer: 'Augustus De Morgan',
    date: '1841',
    type: 'Course',
    description: 'Letters on calculus.',
    icon: 'award',
  },
];
