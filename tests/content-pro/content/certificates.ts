// Imported from resume.json by `npm run import-resume`. Yours to edit; check it with
// `npm run check-content`.

import type { Certificate } from '../src/content/types';

export const certificates: Certificate[] = [
  {
    id: 1,
    title: 'Certified Kubernetes Administrator',
    issuer: 'CNCF',
    date: 'May 2021',
    type: 'Certificate',
    description: '',
    icon: 'award',
  },
  {
    id: 2,
    title: 'Engineer of the Year',
    issuer: 'Harbor Systems',
    date: 'Dec 2019',
    type: 'Award',
    description: 'For the queue migration.',
    icon: 'award',
  },
];
