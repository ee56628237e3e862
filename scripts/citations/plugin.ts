// `import citations from 'virtual:citations'`: every paper's citation strings, formatted here at
// build time, so the page's chunks hold the strings and none of the formatting code.
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Publication } from '../../src/content/types.ts';
import { contentDir } from '../content-dir.ts';
import { formatCitations } from './format.ts';

export const CITATIONS_MODULE = 'virtual:citations';
const RESOLVED = `\0${CITATIONS_MODULE}`;

export function citationsPlugin(root: string): Plugin {
  return {
    name: 'portfolio-citations',
    resolveId(id) {
      return id === CITATIONS_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const file = path.join(root, contentDir(root), 'publications.ts');
      this.addWatchFile(file);
      // Loaded here, not at the top: esbuild, which tsx uses, cannot start inside a test's jsdom.
      const { tsImport } = await import('tsx/esm/api');
      const { publications } = (await tsImport(file, import.meta.url)) as {
        publications: Publication[];
      };
      return `export default ${JSON.stringify(formatCitations(publications))};`;
    },
  };
}
