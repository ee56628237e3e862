// Content moved out of src/content into its own folder at the project's root, where no types.ts
// sits beside it: each module's `import type { … } from './types'` now names the template's.
import { CONTENT_TYPES_IMPORT } from '../../src/content/folders.ts';
import type { Migrated } from './edit.ts';

const OLD = /(\bfrom\s*)(['"])\.\/types(\.ts)?\2/g;

export function typesImportFromTemplate(source: string): Migrated {
  let count = 0;
  const text = source.replace(OLD, (_, from: string, quote: string) => {
    count += 1;
    return `${from}${quote}${CONTENT_TYPES_IMPORT}${quote}`;
  });
  return {
    text,
    changes: count > 0 ? [`imports the content types from '${CONTENT_TYPES_IMPORT}'`] : [],
  };
}
