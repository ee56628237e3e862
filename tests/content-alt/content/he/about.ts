// The Hebrew texts of ../about.ts, card by card (by each card's id).

import { experience } from '../experience';
import { figures } from './figures';
import { profile } from './profile';
import type { AboutCard, Translation } from '../../src/content/types';

export const aboutCards: Translation<AboutCard[]> = {
  education: {
    title: 'השכלה',
    primary: 'תואר שני ברובוטיקה',
    // The university's own name, kept as it is written in English: marked as English on the page.
    secondary: 'Aristotle University of Thessaloniki',
    tertiary: `ממוצע ${figures.gpa}/${figures.gpaScale}`,
    duration: '2019 - 2021',
  },
  location: {
    title: 'מיקום',
    primary: profile.contact.location,
    secondary: profile.contact.state,
    tertiary: 'עבודה מרחוק בכל האיחוד האירופי',
  },
  experience: {
    title: 'ניסיון',
    primary: `${experience.length} תפקידים`,
    secondary: `${figures.services} שירותים בייצור`,
    tertiary: 'תפיסה, צד שרת, MLOps',
    duration: '2018 - היום',
  },
};
