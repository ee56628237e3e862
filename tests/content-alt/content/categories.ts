// The second content set's categories: its own names, order and accents, a declared project
// category with no project (no filter button for it), and no certificate types (it has none).

import type { Categories } from '../src/content/types';

export const categories: Categories = {
  projects: [
    { name: 'Perception', accent: 'sky' },
    { name: 'Hardware', accent: 'amber' },
    { name: 'Learning for Control', accent: 'indigo' },
    { name: 'Fleet Tooling', accent: 'green' },
  ],
  experience: ['Full-time', 'Part-time', 'Research Visit'],
  certificates: [],
  papers: ['Field Robotics', 'Perception'],
};
