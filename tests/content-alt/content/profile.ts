// The second content set: an owner unlike the sample in every count and shape (a long,
// non-Latin name, one role, two About paragraphs, a non-square photo, notes with code and maths
// in English and in Hebrew, one of them in Hebrew alone). `npm test` builds the site from it in a
// scratch copy and runs the whole suite there (scripts/owner-suite.ts).

import type { Profile } from '../src/content/types';

const email = 'ekaterini@papadimitropoulou.dev';

export const profile: Profile = {
  name: 'Αικατερίνη Παπαδημητροπούλου-Κωνσταντινίδου',
  firstName: 'Αικατερίνη',
  greeting: 'Γεια σας, I am',
  roles: ['Research Engineer'],
  tagline: 'Robust perception for robots that work outdoors.',
  description:
    'I build perception systems for field robots and publish what I learn. Most of my week is split between a rover in an olive grove and a cluster of GPUs.',
  about: [
    'I am a research engineer working on robot perception in unstructured outdoor environments: orchards, vineyards and rocky coastlines where GPS fails and lighting changes by the minute.',
    'Before research I spent four years shipping backend services, which is why I care about reproducible experiments, observability and code that someone else can run.',
  ],
  interests: [
    // One word longer than a phone's line: it must break, not run off the screen.
    'Rechtsschutzversicherungsgesellschaften',
    'Sailing',
    'Field Robotics',
    'Open Data',
    'Teaching',
    'Bouldering',
    'Photography',
    'Greek Literature',
  ],
  contact: {
    email,
    phone: '+30 210 555 0147',
    location: 'Thessaloniki',
    state: 'Central Macedonia',
    postalCode: '54636',
  },
  profiles: [
    { network: 'GitHub', url: 'https://github.com/ekaterini-p', username: 'ekaterini-p' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/ekaterini-papadimitropoulou' },
    { network: 'ORCID', url: 'https://orcid.org/0000-0002-1825-0097' },
    { network: 'Mastodon', url: 'https://fosstodon.org/@ekaterini', username: 'ekaterini' },
    { network: 'Codeforces', url: 'https://codeforces.com/profile/ekaterini' },
  ],
  resume: '/resume.pdf',
  profileImage: 'images/portrait.jpg',
  profileImageAlt: 'Αικατερίνη standing beside a field rover',
  siteUrl: 'https://papadimitropoulou.dev/',
};
