// Content of format 1: each category with a color beside its gradient.

import type { SkillCategory } from './types';

export const skillCategories: SkillCategory[] = [
  {
    category: 'Mathematics',
    icon: 'brain',
    color: 'purple',
    bgGradient: 'from-purple-500 to-pink-500',
    skills: [
      { name: 'Calculus', level: 88, icon: 'code' },
      { name: 'Bernoulli numbers', level: 91, icon: 'cpu' },
    ],
  },
  {
    category: 'Engines',
    icon: 'cpu',
    color: 'amber',
    bgGradient: 'from-amber-500 to-orange-500',
    skills: [{ name: 'Punched cards', level: 76, icon: 'layers' }],
  },
];
