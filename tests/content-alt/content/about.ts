// The second content set's About cards: three, not four.

import { experience } from './experience';
import { figures } from './figures';
import { profile } from './profile';
import type { AboutCard } from '../src/content/types';

export const aboutCards: AboutCard[] = [
  {
    id: 'education',
    icon: 'graduation-cap',
    accent: 'sky',
    title: 'Education',
    primary: 'MSc Robotics',
    secondary: 'Aristotle University of Thessaloniki',
    tertiary: `GPA ${figures.gpa}/${figures.gpaScale}`,
    duration: '2019 - 2021',
  },
  {
    id: 'location',
    icon: 'map-pin',
    accent: 'emerald',
    title: 'Location',
    primary: profile.contact.location,
    secondary: profile.contact.state,
    tertiary: 'Remote across the EU',
    duration: '',
  },
  {
    id: 'experience',
    icon: 'briefcase',
    accent: 'fuchsia',
    title: 'Experience',
    primary: `${experience.length} positions`,
    secondary: `${figures.services} services in production`,
    tertiary: 'Perception, backend, MLOps',
    duration: '2018 - Present',
  },
];
