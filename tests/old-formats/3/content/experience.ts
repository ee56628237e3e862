import type { ExperienceEntry } from './types';

export const experience: ExperienceEntry[] = [
  {
    id: 1,
    title: 'Translator and annotator',
    company: 'Scientific Memoirs',
    location: 'London',
    duration: '1842 - 1843',
    type: 'Commission',
    description: 'Translated a memoir on the Analytical Engine and added notes three times its length.',
    skills: ['Translation', 'Programming'],
  },
];
