// The accents content can name: `accent: 'blue'` on a skill category, an About card, a paper or a
// project category (categories.ts in the content folder). Each name maps to the classes that draw it, so
// content never holds a class string and a misspelt name is refused by the content check. With
// src/styles/tokens.css (the brand and theme colours), this is the colour scheme: see
// CUSTOMIZING.md.
//
// Tailwind finds the classes it generates by scanning the source, so every class string must
// appear here whole, never assembled from parts.

export interface Accent {
  /** Gradient stops; the component adds the direction (`bg-gradient-to-r`, `-to-br`). */
  gradient: string;
}

/**
 * Every accent by name. The order is also the order lists take accents in turn (certificate
 * cards, and categories an import makes up), so the first ones are the most distinct.
 */
export const ACCENTS = {
  blue: { gradient: 'from-blue-500 to-cyan-500' },
  purple: { gradient: 'from-purple-500 to-pink-500' },
  green: { gradient: 'from-green-500 to-emerald-500' },
  orange: { gradient: 'from-orange-500 to-red-500' },
  cyan: { gradient: 'from-cyan-500 to-blue-500' },
  pink: { gradient: 'from-pink-500 to-rose-500' },
  amber: { gradient: 'from-amber-500 to-orange-500' },
  red: { gradient: 'from-red-500 to-pink-500' },
  emerald: { gradient: 'from-emerald-500 to-teal-500' },
  coral: { gradient: 'from-orange-500 to-rose-500' },
  magenta: { gradient: 'from-red-500 to-purple-500' },
  indigo: { gradient: 'from-blue-500 to-purple-500' },
  sky: { gradient: 'from-sky-500 to-indigo-500' },
  fuchsia: { gradient: 'from-fuchsia-500 to-rose-500' },
} as const satisfies Record<string, Accent>;

export type AccentName = keyof typeof ACCENTS;

/** The names, in palette order (for the content schema and its messages). */
export const ACCENT_NAMES = Object.keys(ACCENTS) as [AccentName, ...AccentName[]];

/** The gradient stops of a named accent. */
export const accentGradient = (name: AccentName): string => ACCENTS[name].gradient;

/** The accent for the `index`th item of a list that takes them in turn. */
export const accentInTurn = (index: number): AccentName =>
  ACCENT_NAMES[index % ACCENT_NAMES.length]!;
