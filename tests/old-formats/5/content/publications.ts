import type { Publication } from './types';

export const publications: Publication[] = [
  {
    id: 1,
    title: 'Sketch of the Analytical Engine, with notes by the translator',
    authors: ['L. F. Menabrea', 'A. A. L.'],
    conference: '',
    journal: 'Scientific Memoirs',
    year: '1843',
    status: 'Published',
    category: 'Computing',
    icon: 'book-open',
    abstract: 'A description of the engine, and notes on what it could do.',
    keywords: ['Analytical Engine'],
    methodology: 'Translation and annotation.',
    results: { notes: '7' },
    doi: null,
    arxiv: null,
    github: null,
    gradient: 'from-blue-500 to-cyan-500',
  },
];
