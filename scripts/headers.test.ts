import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentHash } from './assets/content-hash.ts';
import { HEADER_POLICY } from './csp.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const read = (file: string) => readFileSync(file, 'utf8');
const SECURITY_HEADERS = ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'];

function metaPolicy(page = 'index.html'): string {
  const html = read(path.join(dist, page));
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!policy) throw new Error(`dist/${page} has no CSP meta tag`);
  return policy;
}

/** A policy's directives, each with its set of sources. */
function directives(policy: string): Map<string, Set<string>> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, new Set(sources)];
    }),
  );
}

/** Every file the build wrote under `dist`, relative to it. */
const built = (): string[] =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(path.join(dist, file)).isFile(),
  );

describe('security headers shipped for static hosts', () => {
  it('needs the build output', () => {
    expect(existsSync(path.join(dist, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  it("dist/_headers adds to each page's own policy only what a header alone can say", () => {
    const headers = read(path.join(dist, '_headers'));
    expect(/Content-Security-Policy: (.*)\n/.exec(headers)?.[1]).toBe(HEADER_POLICY);
    for (const name of SECURITY_HEADERS) expect(headers).toContain(`${name}: `);
  });

  it('gives every page the build writes a policy of its own that allows no inline code but its own', () => {
    // The header no longer lists what pages may run: a page without its meta tag would run anything.
    const html = built().filter((file) => file.endsWith('.html'));
    expect(html.length).toBeGreaterThan(0);
    for (const page of html) {
      const policy = directives(metaPolicy(page));
      const fallback = [...(policy.get('default-src') ?? [])];
      expect([["'self'"], ["'none'"]], page).toContainEqual(fallback);
      for (const name of ['script-src', 'style-src']) {
        const sources = [...(policy.get(name) ?? fallback)];
        expect(sources, `${page}: ${name}`).not.toContain("'unsafe-inline'");
        expect(sources, `${page}: ${name}`).not.toContain("'unsafe-eval'");
      }
      expect([...(policy.get('object-src') ?? fallback)], page).toEqual(["'none'"]);
    }
  });

  it('gives every file it caches for a year as never changing a name that changes with it', () => {
    // Hosts keep /assets/* (a language's too) a year: a file there whose content can change under
    // the same name (a font or stylesheet copied from a package) reaches a returning visitor
    // only a year after an update. Image renditions and KaTeX's fonts are named by the SHA-256 of
    // their content, Vite's files by its own hash (letters, digits, - and _).
    const cached = built().filter(
      (file) => file.split(path.sep).includes('assets') && !/\.(br|gz)$/.test(file),
    );
    expect(cached.length).toBeGreaterThan(0);
    const unhashed = cached.filter((file) => {
      const name = path.basename(file);
      const hex = /-([0-9a-f]{8})\.\w+$/.exec(name)?.[1];
      if (hex) {
        const content = readFileSync(path.join(dist, file));
        return contentHash(content) !== hex;
      }
      return !/-[\w-]{8}\.(js|css)$/.test(name);
    });
    expect(unhashed, 'files under assets/ whose names do not change with them').toEqual([]);
    // public/ is copied as it is: a file under its assets/ would be cached a year by its name.
    const own = existsSync(path.join(root, 'public'))
      ? readdirSync(path.join(root, 'public'), { recursive: true, encoding: 'utf8' })
      : [];
    expect(own.filter((file) => file.split(path.sep).includes('assets'))).toEqual([]);
  });

  it("vercel.json adds the same header policy and the other headers to each page's own", () => {
    const config = JSON.parse(read(path.join(root, 'vercel.json'))) as {
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    };
    const all = config.headers.flatMap((rule) => rule.headers);
    expect(all).toContainEqual({ key: 'Content-Security-Policy', value: HEADER_POLICY });
    for (const name of SECURITY_HEADERS) expect(all.map((h) => h.key)).toContain(name);
  });
});
