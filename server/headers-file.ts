// Reads the site's _headers file (the Netlify / Cloudflare Pages format the build writes), so the
// local server answers with the same security and caching headers production sends.
import { readFile, stat } from 'node:fs/promises';
import { parseHeadersFile, type HeaderRule } from './headers-rules.ts';

export { headersFor, parseHeadersFile, type HeaderRule } from './headers-rules.ts';

/** Re-reads the file when it changes (every build rewrites the CSP hashes); none when it is absent. */
export function headersFileReader(file: string): () => Promise<HeaderRule[]> {
  let cached: { mtimeMs: number; size: number; rules: HeaderRule[] } | undefined;
  return async () => {
    try {
      const info = await stat(file);
      if (cached?.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
        cached = {
          mtimeMs: info.mtimeMs,
          size: info.size,
          rules: parseHeadersFile(await readFile(file, 'utf8')),
        };
      }
      return cached.rules;
    } catch {
      cached = undefined;
      return [];
    }
  };
}
