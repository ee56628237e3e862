// The entry point for the page's content. Edit the modules it re-exports, not this file. A module
// you add for a new section needs no line here: the section imports it from its own file, and the
// content check finds it through CONTENT_MODULES in schema.ts.

export * from './types';
export { ICON_NAMES } from './icon-names';
export { profile } from './profile';
export { figures } from './figures';
export { stats } from './stats';
export { aboutCards } from './about';
export { skillCategories } from './skills';
export { experience } from './experience';
export { projects } from './projects';
export { publications } from './publications';
export { certificates } from './certificates';
export { words } from './words';
