// What a first visit downloads before the page is interactive, read from the build output:
// index.html's module script (or the entry its loader imports), its modulepreloads and everything
// they import statically (the closure, so a missing modulepreload cannot hide a file), plus the
// linked stylesheets. Lazy chunks reached only through import() are left out. Sizes are raw,
// gzip -9 and brotli q11.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface InitialAssets {
  /** URL paths of the module scripts and modulepreloads named in the HTML. */
  scripts: string[];
  /** URL paths of the stylesheets linked from the HTML. */
  stylesheets: string[];
}

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

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const match of source.matchAll(ATTR)) {
    attrs.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** Resolves an href against the page's URL path and drops any query or fragment. */
export function resolveUrlPath(href: string, from = '/'): string {
  return new URL(href, new URL(from, 'http://site.invalid')).pathname;
}

function isLocal(href: string): boolean {
  return !/^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(href) && !href.startsWith('data:');
}

/** The module scripts, modulepreloads and stylesheets that index.html asks for up front. */
export function parseInitialAssets(html: string, pagePath = '/'): InitialAssets {
  // Inline script bodies may hold anything (JSON-LD, the theme script): only tags are read.
  const tags = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1');
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  for (const [, tag, rawAttrs] of tags.matchAll(TAG)) {
    const attrs = attributes(rawAttrs);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (tag.toLowerCase() === 'script') {
      // The build's loader names the entry it imports after the first paint in data-entry.
      const src = attrs.get('src') ?? attrs.get('data-entry');
      if (attrs.get('type') === 'module' && src && isLocal(src)) scripts.push(src);
    } else if (rel.includes('modulepreload')) {
      const href = attrs.get('href');
      if (href && isLocal(href)) scripts.push(href);
    } else if (rel.includes('stylesheet')) {
      const href = attrs.get('href');
      if (href && isLocal(href)) stylesheets.push(href);
    }
  }
  const resolve = (href: string) => resolveUrlPath(href, pagePath);
  return {
    scripts: [...new Set(scripts.map(resolve))],
    stylesheets: [...new Set(stylesheets.map(resolve))],
  };
}

// Whitespace, comments, and the one-line dependency map Vite puts above a chunk's imports.
const SKIPPABLE = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|const __vite__mapDeps\s*=[^\n]*\n)/;
const STATIC_IMPORT = /^(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"']+)\1\s*;?/;

/**
 * Specifiers of a module's static imports and re-exports. Bundlers hoist them to the top of a
 * chunk, so only the leading run of statements is read: an "import" inside code or a string
 * further down can never be mistaken for one, and import() is never a static import.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  let rest = code.replace(/^#![^\n]*/, '');
  for (;;) {
    const skip = SKIPPABLE.exec(rest);
    if (skip) {
      rest = rest.slice(skip[0].length);
      continue;
    }
    const statement = STATIC_IMPORT.exec(rest);
    if (!statement) return found;
    found.push(statement[2]);
    rest = rest.slice(statement[0].length);
  }
}

/**
 * The initial JavaScript: the HTML's module scripts and modulepreloads, then every module they
 * import statically, transitively. read(urlPath) returns a file's text, or undefined if absent.
 */
export function initialJsClosure(
  html: string,
  read: (urlPath: string) => string | undefined,
  pagePath = '/',
): string[] {
  const queue = [...parseInitialAssets(html, pagePath).scripts];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = read(url);
    if (code === undefined) throw new Error(`index.html needs ${url}, which the build lacks`);
    for (const specifier of staticImports(code)) {
      // Bare specifiers would be an import map's business; a Vite build emits relative ones.
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        queue.push(resolveUrlPath(specifier, url));
      }
    }
  }
  return [...seen];
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
