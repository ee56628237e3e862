import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headerPolicy } from './csp.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// The policy a build without EmailJS keys computes from index.html's inline scripts.
const expected = headerPolicy(contentSecurityPolicy(read('index.html'), {}));
const SECURITY_HEADERS = ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'];

describe('security headers shipped for static hosts', () => {
  it('public/_headers carries the policy the build computes, and the other headers', () => {
    const headers = read('public/_headers');
    expect(headers).toContain(`Content-Security-Policy: ${expected}\n`);
    for (const name of SECURITY_HEADERS) expect(headers).toContain(`${name}: `);
  });

  it('vercel.json carries the same policy and headers', () => {
    const config = JSON.parse(read('vercel.json')) as {
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    };
    const all = config.headers.flatMap((rule) => rule.headers);
    expect(all).toContainEqual({ key: 'Content-Security-Policy', value: expected });
    for (const name of SECURITY_HEADERS) expect(all.map((h) => h.key)).toContain(name);
  });
});
