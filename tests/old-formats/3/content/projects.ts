import type { Project } from './types';

export const projects: Project[] = [
  {
    id: 1,
    title: 'Note G',
    category: 'Machine Learning',
    icon: 'code',
    featured: true,
    description: 'A program for the Analytical Engine that computes Bernoulli numbers.',
    fullDescription: 'A table of operations, step by step, for an engine that was never built.',
    tech: ['Punched cards'],
    features: ['Loops', 'Variables'],
    github: null,
    live: null,
    status: 'Completed',
    year: '1843',
  },
  {
    id: 2,
    title: 'Flyology',
    category: 'Web Development',
    icon: 'rocket',
    featured: false,
    description: 'A study of flight from the anatomy of birds.',
    fullDescription: 'Plans for a flying machine, drawn at twelve.',
    tech: ['Paper', 'Wire'],
    features: ['Wings'],
    github: null,
    live: null,
    status: 'In Progress',
    year: '1828',
  },
];
