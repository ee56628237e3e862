// What a first visit downloads before the page is interactive, read from the build output:
// index.html, its linked stylesheets and its initial JavaScript (see initial-assets.ts). Sizes
// are raw, gzip -9 and brotli q11.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { initialJsClosure, parseInitialAssets } from './initial-assets.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FileSizes extends Sizes {
  /** URL path, e.g. "/assets/index-abc.js". */
  url: string;
}

export interface BuildSizes {
  html: Sizes;
  css: FileSizes[];
  initialJs: FileSizes[];
  totals: { html: Sizes; css: Sizes; initialJs: Sizes };
}

export function compressedSizes(content: Buffer | string): Sizes {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

function sum(items: Sizes[]): Sizes {
  return items.reduce(
    (total, item) => ({
      raw: total.raw + item.raw,
      gzip: total.gzip + item.gzip,
      brotli: total.brotli + item.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * The words a page shows, compressed as it is served: its body's text without its scripts, styles
 * and drawings, its runs of white space made one.
 */
export function textBytes(html: string): number {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  const text = body
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#\d+|#x[\da-f]+|\w+);/gi, '_')
    .replace(/\s+/g, ' ');
  return compressedSizes(text).brotli;
}

/** Measures a build directory's index.html, its linked CSS and its initial JavaScript. */
export function measureBuild(distDir: string, base = '/'): BuildSizes {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`${indexPath} is missing: run npm run build first`);
  }
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const fileOf = (url: string): string => {
    if (!url.startsWith(prefix)) throw new Error(`${url} lies outside the base path ${prefix}`);
    return path.join(distDir, url.slice(prefix.length));
  };
  const read = (url: string): string | undefined => {
    const file = fileOf(url);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const measure = (url: string): FileSizes => ({
    url,
    ...compressedSizes(readFileSync(fileOf(url))),
  });

  const html = readFileSync(indexPath, 'utf8');
  const htmlSizes = compressedSizes(html);
  const css = parseInitialAssets(html, prefix).stylesheets.map(measure);
  const initialJs = initialJsClosure(html, read, prefix).map(measure);
  return {
    html: htmlSizes,
    css,
    initialJs,
    totals: { html: htmlSizes, css: sum(css), initialJs: sum(initialJs) },
  };
}
