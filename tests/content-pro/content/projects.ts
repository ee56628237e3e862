// Imported from resume.json by `npm run import-resume`. Yours to edit; check it with
// `npm run check-content`.

import type { Project } from '../src/content/types';

export const projects: Project[] = [
  {
    id: 1,
    title: 'Tidepool',
    category: 'application',
    icon: 'code',
    featured: true,
    description: 'A desktop app for browsing a replicated log.',
    fullDescription: 'A desktop app for browsing a replicated log.',
    tech: ['Rust', 'Tauri'],
    features: [],
    github: 'https://github.com/rosaq/tidepool',
    live: null,
    status: 'In Progress',
    year: '2023',
  },
  {
    id: 2,
    title: 'ringbuf',
    category: 'library',
    icon: 'code',
    featured: true,
    description: 'A lock-free ring buffer.',
    fullDescription: 'A lock-free ring buffer.',
    tech: ['Rust', 'C'],
    features: [],
    github: 'https://github.com/rosaq/ringbuf',
    live: null,
    status: 'In Progress',
    year: '2021',
  },
  {
    id: 3,
    title: 'qlog',
    category: 'library',
    icon: 'code',
    featured: true,
    description: 'A structured log library.',
    fullDescription: 'A structured log library.',
    tech: ['Go'],
    features: [],
    github: 'https://github.com/rosaq/qlog',
    live: null,
    status: 'In Progress',
    year: '2019',
  },
];
