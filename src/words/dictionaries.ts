// The template's dictionaries by language tag, for the build to choose the page's words from. A
// page imports only its own language's dictionary, never this registry, so a visitor downloads
// one language's words. Adding a language: its dictionary file beside en.ts, and a line here.

import { de } from './de.ts';
import { en } from './en.ts';
import type { Dictionary } from './types';

export const dictionaries = {
  en,
  de,
} as const satisfies Record<string, Dictionary>;

/** A language the template ships words for ("en", "de"). */
export type DictionaryLanguage = keyof typeof dictionaries;
