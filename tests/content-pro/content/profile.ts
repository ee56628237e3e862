// The third content set, run by the owner suite: a staff engineer who is not a student. This
// folder is what `npm run import-resume -- tests/resumes/staff-engineer.json` writes into a fresh
// clone, with what an owner adds by hand: a stated figure in stats.ts, their own wording in
// words.ts, and notes/ (eleven notes, one more than a page of the list holds, and a draft).
// Seven profiles, full-time jobs and a volunteer role, an MSc with no grade, two spoken
// languages, project categories of its own (application, library), no photo.

import type { Profile } from '../src/content/types';

export const profile: Profile = {
  name: 'Rosa Quintero',
  firstName: 'Rosa',
  greeting: "Hi, I'm",
  roles: ['Staff Software Engineer'],
  tagline: 'Staff Software Engineer',
  description:
    'I design storage and streaming systems that stay up, and the tools that let other engineers run them.',
  about: [
    'I design storage and streaming systems that stay up, and the tools that let other engineers run them.',
  ],
  interests: ['Distributed systems', 'Sailing'],
  languages: [
    {
      language: 'Spanish',
      fluency: 'Native speaker',
    },
    {
      language: 'English',
      fluency: 'Fluent',
    },
  ],
  contact: {
    email: 'rosa@quintero.dev',
    phone: '+351 21 555 0199',
    location: 'Lisbon',
    state: 'Lisboa',
    postalCode: '1100-148',
  },
  profiles: [
    {
      network: 'GitHub',
      url: 'https://github.com/rosaq',
      username: 'rosaq',
    },
    {
      network: 'LinkedIn',
      url: 'https://www.linkedin.com/in/rosaq',
      username: 'rosaq',
    },
    {
      network: 'Mastodon',
      url: 'https://hachyderm.io/@rosaq',
      username: 'rosaq',
    },
    {
      network: 'Bluesky',
      url: 'https://bsky.app/profile/rosaq.dev',
    },
    {
      network: 'Google Scholar',
      url: 'https://scholar.google.com/citations?user=rq7x',
    },
    {
      network: 'ORCID',
      url: 'https://orcid.org/0000-0002-1825-0097',
    },
    {
      network: 'Stack Overflow',
      url: 'https://stackoverflow.com/users/1/rosaq',
    },
  ],
  resume: '/resume.pdf',
  resumePdf: 'A4',
  siteUrl: 'https://rosaquintero.dev/',
};
