import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers-file.ts';

const FILE = `# comment
/*
  X-Frame-Options: DENY
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/
  Cache-Control: no-cache
/blog/:slug/index.html
  X-Robots-Tag: noindex
`;

describe('the _headers file', () => {
  const rules = parseHeadersFile(FILE);

  it('reads each path with its headers, values kept whole', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/*',
      '/assets/*',
      '/',
      '/blog/:slug/index.html',
    ]);
    expect(rules[0]?.headers).toContainEqual([
      'Content-Security-Policy',
      "default-src 'self'; img-src 'self' data:",
    ]);
  });

  it('applies every matching rule to a path', () => {
    expect(Object.fromEntries(headersFor(rules, '/assets/app-1.js'))).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'; img-src 'self' data:",
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/').get('Cache-Control')).toBe('no-cache');
    expect(headersFor(rules, '/resume.pdf').has('Cache-Control')).toBe(false);
    expect(headersFor(rules, '/blog/a/index.html').get('X-Robots-Tag')).toBe('noindex');
    expect(headersFor(rules, '/blog/a/b/index.html').has('X-Robots-Tag')).toBe(false);
  });
});
