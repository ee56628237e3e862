// The site's search index: Pagefind reads every language's built pages and writes one bundle at
// dist/pagefind/, an index per <html lang>. It reads only what the pages mark `data-pagefind-body`
// (the main page's searched sections, each item's and note's article), so the 404 page, the
// redirects and the search page itself are left out.
import path from 'node:path';
import { close, createIndex } from 'pagefind';
import { CODE_BAR_SELECTOR } from './notes/code-copy.ts';

/**
 * What a page shows that is none of its text: a code block's Copy bar ("Copy" would be found in
 * every note with code, and stand in its excerpts).
 */
const NOT_TEXT = [CODE_BAR_SELECTOR];

/** Indexes `dist` into `dist/pagefind/`; returns the line the build prints. */
export async function writeSearchIndex(dist: string): Promise<string> {
  try {
    const created = await createIndex({ excludeSelectors: NOT_TEXT });
    if (!created.index) throw new Error(created.errors.join('\n'));
    const added = await created.index.addDirectory({ path: dist });
    if (added.errors.length > 0) throw new Error(added.errors.join('\n'));
    const written = await created.index.writeFiles({ outputPath: path.join(dist, 'pagefind') });
    if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
    return `indexed ${added.page_count} pages for search`;
  } finally {
    await close();
  }
}
