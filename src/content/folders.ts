// Where content lives. The owner's content is theirs alone: the template never ships a file in it,
// so merging the template's next version can never conflict there. Without it the page is built
// from the template's sample, which the template may change at will.

/** The owner's content modules, photo and item-address history, at the project's root. */
export const OWNER_CONTENT_DIR = 'content';
/** The template's sample: what a fresh clone shows until the owner has content of their own. */
export const SAMPLE_CONTENT_DIR = 'sample';

/** How a module in either folder imports the content types (both sit at the project's root). */
export const CONTENT_TYPES_IMPORT = '../src/content/types';
