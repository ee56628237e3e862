// Imported from resume.json by `npm run import-resume`. Yours to edit; check it with
// `npm run check-content`.

import type { AboutCard } from '../src/content/types';

export const aboutCards: AboutCard[] = [
  {
    id: 'education',
    icon: 'graduation-cap',
    accent: 'blue',
    title: 'Education',
    primary: 'MSc Computer Science',
    secondary: 'Universidade do Porto',
    tertiary: '',
    duration: '2011 - 2013',
  },
  {
    id: 'location',
    icon: 'map-pin',
    accent: 'green',
    title: 'Location',
    primary: 'Lisbon',
    secondary: 'Lisboa',
    tertiary: '',
    duration: '',
  },
  {
    id: 'experience',
    icon: 'briefcase',
    accent: 'purple',
    title: 'Experience',
    primary: 'Staff Engineer',
    secondary: 'Lattice Labs',
    tertiary: '3 positions',
    duration: '2013 - Present',
  },
];
