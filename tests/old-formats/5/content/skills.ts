// Content of format 5: the categories without the unread color.

import type { SkillCategory } from './types';

export const skillCategories: SkillCategory[] = [
  {
    category: 'Mathematics',
    icon: 'brain',
    bgGradient: 'from-purple-500 to-pink-500',
    skills: [
      { name: 'Calculus', level: 88, icon: 'code' },
      { name: 'Bernoulli numbers', level: 91, icon: 'cpu' },
    ],
  },
  {
    category: 'Engines',
    icon: 'cpu',
    bgGradient: 'from-amber-500 to-orange-500',
    skills: [{ name: 'Punched cards', level: 76, icon: 'layers' }],
  },
];
