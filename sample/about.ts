// Sample content: this file is yours to replace. These four cards sit beside your intro in the
// About section; counts and figures are pulled from the other content files where possible.

import { experience } from './experience';
import { figures } from './figures';
import { profile } from './profile';
import type { AboutCard } from '../src/content/types';

export const aboutCards: AboutCard[] = [
  {
    id: 'education',
    icon: 'graduation-cap',
    accent: 'blue',
    title: 'Education',
    primary: 'B.Tech CSE (AI & ML)',
    secondary: 'Example University of Engineering',
    tertiary: `CGPA ${figures.cgpa}/${figures.cgpaScale}`,
    duration: '2023 – 2027',
  },
  {
    id: 'location',
    icon: 'map-pin',
    accent: 'green',
    title: 'Location',
    primary: profile.contact.location,
    secondary: profile.contact.state,
    tertiary: 'Open to remote & relocation',
    duration: '',
  },
  {
    id: 'experience',
    icon: 'briefcase',
    accent: 'purple',
    title: 'Experience',
    primary: `${figures.deployments} production deployments`,
    secondary: `${experience.length} internships`,
    tertiary: 'Web development & cyber security',
    duration: '2024 – Present',
  },
  {
    id: 'specialization',
    icon: 'brain',
    accent: 'orange',
    title: 'Specialization',
    primary: 'AI/ML',
    secondary: 'Computer Vision & NLP',
    tertiary: 'Full-Stack Development',
    duration: '',
  },
];
