// The dictionary of the language being built. Here it is English, for the type checker, the tests
// and `npm run dev`; the build points `@words/active` at each language it builds in turn
// (scripts/languages/prepare.ts), so a page's bundle holds its own language's words only.
export { en as dictionary } from './en';
export const language = 'en';
