// Sample content: the German texts of ../about.ts, card by card (by each card's id). Figures and
// places come from the German figures and profile, as the English cards take theirs.

import { experience } from '../experience';
import { figures } from './figures';
import { profile } from './profile';
import type { AboutCard, Translation } from '../../src/content/types';

export const aboutCards: Translation<AboutCard[]> = {
  education: {
    title: 'Ausbildung',
    primary: 'B.Tech Informatik (KI & ML)',
    secondary: 'Example University of Engineering',
    tertiary: `CGPA ${figures.cgpa}/${figures.cgpaScale}`,
    duration: '2023 – 2027',
  },
  location: {
    title: 'Standort',
    primary: profile.contact.location,
    secondary: profile.contact.state,
    tertiary: 'Offen für Remote-Arbeit & Umzug',
  },
  experience: {
    title: 'Erfahrung',
    primary: `${figures.deployments} Anwendungen im Produktivbetrieb`,
    secondary: `${experience.length} Praktika`,
    tertiary: 'Webentwicklung & Cybersicherheit',
    duration: '2024 – heute',
  },
  specialization: {
    title: 'Spezialisierung',
    primary: 'KI/ML',
    secondary: 'Computer Vision & NLP',
    tertiary: 'Full-Stack-Entwicklung',
  },
};
