// The single entry point for the page's content. Edit the modules it re-exports, not this file.

export * from './types';
export { ICON_NAMES } from './icon-names';
export { profile } from './profile';
export { figures } from './figures';
export { aboutCards } from './about';
export { skillCategories } from './skills';
export { experience } from './experience';
export { projects } from './projects';
export { publications } from './publications';
export { certificates } from './certificates';
