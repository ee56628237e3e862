// Imported from resume.json by `npm run import-resume`. Yours to edit; check it with
// `npm run check-content`.

import type { Publication } from '../src/content/types';

export const publications: Publication[] = [
  {
    id: 1,
    title: 'Tail latency in replicated logs',
    authors: ['Rosa Quintero'],
    conference: '',
    journal: 'USENIX ATC',
    year: '2022',
    status: 'Published',
    category: '',
    icon: 'book-open',
    abstract: 'Where p99 comes from in a replicated log, and three ways to cut it.',
    keywords: [],
    methodology: '',
    results: {},
    doi: null,
    arxiv: null,
    github: null,
    accent: 'blue',
  },
];
