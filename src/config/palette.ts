// The accent gradients (Tailwind stops, as in content's `gradient` fields) of things that bring no
// colour of their own. With src/styles/tokens.css (the brand and theme colours), this is the
// colour scheme: see CUSTOMIZING.md.
import type { ProjectCategory } from '../content/types';

/** Each project category's gradient: its cards' accent bar and icon tiles. */
export const CATEGORY_GRADIENT: Record<ProjectCategory, string> = {
  'Machine Learning': 'from-blue-500 to-cyan-500',
  'Deep Learning': 'from-purple-500 to-pink-500',
  'Computer Vision': 'from-emerald-500 to-teal-500',
  'Web Development': 'from-orange-500 to-rose-500',
};

/** Taken in turn: certificate cards, and skill categories imported from a résumé without one. */
export const ACCENT_GRADIENTS = [
  'from-blue-500 to-cyan-500',
  'from-purple-500 to-pink-500',
  'from-green-500 to-emerald-500',
  'from-orange-500 to-red-500',
  'from-cyan-500 to-blue-500',
  'from-pink-500 to-rose-500',
  'from-amber-500 to-orange-500',
  'from-red-500 to-pink-500',
] as const;

/** The accent gradient for the `index`th item of a list. */
export const accentGradient = (index: number): string =>
  ACCENT_GRADIENTS[index % ACCENT_GRADIENTS.length]!;
