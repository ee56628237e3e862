// The dictionary of the language being built. Here it is English, for the type checker, the tests
// and `npm run dev`; the build points `@words/active` at each language it builds in turn
// (scripts/languages/prepare.ts), so a page's bundle holds its own language's words only.
export { en as dictionary } from './en';
export const language = 'en';
/** Which way the language is written, decided at build (scripts/languages/prepare.ts). */
export const direction: 'ltr' | 'rtl' = 'ltr';
/**
 * The content texts a page in this language shows as the default language has them (its items'
 * prose left untranslated), by their keys (lib/text-key.ts), and that language; the build lists
 * them for each language. None here: this is the default language.
 */
export const textsInDefaultLanguage: { language: string; keys: readonly string[] } = {
  language,
  keys: [],
};
