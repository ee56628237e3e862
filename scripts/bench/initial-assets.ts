// Which files a first visit fetches up front, read from the built HTML and the modules it names:
// the module script (or the entry the build's loader imports), its modulepreloads and everything
// they import statically (the closure, so a missing modulepreload cannot hide a file), plus the
// linked stylesheets. Lazy chunks reached only through import() are left out.

export interface InitialAssets {
  /** URL paths of the module scripts and modulepreloads named in the HTML. */
  scripts: string[];
  /** URL paths of the stylesheets linked from the HTML. */
  stylesheets: string[];
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
