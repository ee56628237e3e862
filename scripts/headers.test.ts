import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headerPolicy } from './csp.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const read = (file: string) => readFileSync(file, 'utf8');
const SECURITY_HEADERS = ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'];

function metaPolicy(): string {
  const html = read(path.join(dist, 'index.html'));
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!policy) throw new Error('dist/index.html has no CSP meta tag');
  return policy;
}

describe('security headers shipped for static hosts', () => {
  it('needs the build output', () => {
    expect(existsSync(path.join(dist, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  it('dist/_headers carries the page policy (plus frame-ancestors) and the other headers', () => {
    const headers = read(path.join(dist, '_headers'));
    expect(headers).toContain(`Content-Security-Policy: ${headerPolicy(metaPolicy())}\n`);
    for (const name of SECURITY_HEADERS) expect(headers).toContain(`${name}: `);
  });

  it('vercel.json adds frame-ancestors and the other headers to the meta policy', () => {
    const config = JSON.parse(read(path.join(root, 'vercel.json'))) as {
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    };
    const all = config.headers.flatMap((rule) => rule.headers);
    expect(all).toContainEqual({ key: 'Content-Security-Policy', value: "frame-ancestors 'none'" });
    for (const name of SECURITY_HEADERS) expect(all.map((h) => h.key)).toContain(name);
  });
});
