// The entry point for the page's content. Edit the modules it re-exports, not this file: `@content/x`
// is the owner's content/x.ts, or the sample's sample/x.ts while there is no content/ folder (the
// path mapping is in the tsconfig files and, for the build, scripts/content-dir.ts). A module you
// add for a new section needs no line here: the section imports it from `@content/…`, and the
// content check finds it through CONTENT_MODULES in schema.ts. figures.ts is read only by the
// other content modules, so it is not re-exported.

export * from './types';
export { ICON_NAMES } from './icon-names';
export { profile } from '@content/profile';
export { stats } from '@content/stats';
export { categories } from '@content/categories';
export { aboutCards } from '@content/about';
export { skillCategories } from '@content/skills';
export { experience } from '@content/experience';
export { projects } from '@content/projects';
export { publications } from '@content/publications';
export { certificates } from '@content/certificates';
export { words } from '@content/words';
export { languages } from '@content/languages';
