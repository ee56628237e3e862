// Content of format 2 (546ab0e, 2026-11-23), as an owner wrote it: the photo in the content
// folder, the three fixed links, the résumé their own PDF.

import type { Profile } from './types';

const email = 'ada@analytical.test';

export const profile: Profile = {
  name: 'Ada Lovelace',
  firstName: 'Ada',
  greeting: 'Hello, I am',
  roles: ['Analyst', 'Programmer'],
  tagline: 'Notes on the Analytical Engine.',
  description: 'I write programs for engines that do not exist yet.',
  about: [
    'I translated and annotated a memoir on the Analytical Engine.',
    'My notes hold what is called the first published program.',
    'I am looking for engines to program.',
  ],
  interests: ['Mathematics', 'Poetical science'],
  contact: {
    email,
    phone: '+44 0000 000000',
    location: 'London',
    state: 'England',
    postalCode: 'W1',
  },
  social: {
    github: 'https://github.com/ada-lovelace',
    linkedin: 'https://www.linkedin.com/in/ada-lovelace',
    email: `mailto:${email}`,
  },
  resume: '/resume.pdf',
  profileImage: 'images/ada.jpg',
  profileImageAlt: 'Ada Lovelace in a blue dress',
  siteUrl: 'https://ada.analytical.test/',
};
