// Imported from resume.json by `npm run import-resume`. Yours to edit; check it with
// `npm run check-content`.

import type { SkillCategory } from '../src/content/types';

export const skillCategories: SkillCategory[] = [
  {
    category: 'Systems',
    icon: 'code',
    accent: 'blue',
    skills: [
      {
        name: 'Rust',
        level: 90,
        icon: 'code',
      },
      {
        name: 'Go',
        level: 90,
        icon: 'code',
      },
      {
        name: 'C',
        level: 90,
        icon: 'code',
      },
    ],
  },
  {
    category: 'Operations',
    icon: 'code',
    accent: 'purple',
    skills: [
      {
        name: 'Kubernetes',
        level: 80,
        icon: 'code',
      },
      {
        name: 'Terraform',
        level: 80,
        icon: 'code',
      },
      {
        name: 'Prometheus',
        level: 80,
        icon: 'code',
      },
    ],
  },
];
