// Content of format 5: the cards without the unread iconColor.

import { figures } from './figures';
import { profile } from './profile';
import type { AboutCard } from './types';

export const aboutCards: AboutCard[] = [
  {
    id: 'education',
    icon: 'graduation-cap',
    gradient: 'from-blue-500 to-cyan-500',
    title: 'Education',
    primary: 'Private tutors',
    secondary: 'Mathematics with Augustus De Morgan',
    tertiary: `Grade ${figures.cgpa}/${figures.cgpaScale}`,
    duration: '1828 - 1843',
  },
  {
    id: 'location',
    icon: 'map-pin',
    gradient: 'from-green-500 to-emerald-500',
    title: 'Location',
    primary: profile.contact.location,
    secondary: profile.contact.state,
    tertiary: 'Open to correspondence',
    duration: '',
  },
];
