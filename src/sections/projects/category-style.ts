import type { ProjectCategory } from '../../content/types';

/** Each category's gradient, for card accents and icon tiles (projects carry no colour of their own). */
export const CATEGORY_GRADIENT: Record<ProjectCategory, string> = {
  'Machine Learning': 'from-blue-500 to-cyan-500',
  'Deep Learning': 'from-purple-500 to-pink-500',
  'Computer Vision': 'from-emerald-500 to-teal-500',
  'Web Development': 'from-orange-500 to-rose-500',
};
