// Imported from resume.json by `npm run import-resume`. Yours to edit; check it with
// `npm run check-content`.

import type { ExperienceEntry } from '../src/content/types';

export const experience: ExperienceEntry[] = [
  {
    id: 1,
    title: 'Staff Engineer',
    company: 'Lattice Labs',
    location: 'Lisbon',
    duration: 'Mar 2020 - Present',
    type: 'Full-time',
    description:
      'Lead the storage team: a replicated log serving 40 services, and its on-call tooling. Cut p99 write latency by 60%. Designed the multi-region failover.',
  },
  {
    id: 2,
    title: 'Senior Engineer',
    company: 'Harbor Systems',
    location: 'Porto',
    duration: 'Jan 2016 - Feb 2020',
    type: 'Full-time',
    description:
      'Rebuilt the message queue; mentored two interns while doing it. Zero-downtime migration of 3 PB.',
  },
  {
    id: 3,
    title: 'Software Engineer',
    company: 'Quay Corp',
    location: 'Porto',
    duration: 'Jun 2013 - Dec 2015',
    type: 'Full-time',
    description: 'Wrote the billing services and their test harness. Wrote services.',
  },
  {
    id: 4,
    title: 'Mentor',
    company: 'Code Club',
    location: '',
    duration: 'Jan 2018 - Present',
    type: 'Volunteer',
    description: 'Teach Python to teenagers on Saturdays.',
  },
];
