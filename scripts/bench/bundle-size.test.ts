import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entryLoader } from '../entry-loader.ts';
import { compressedSizes, measureBuild } from './bundle-size.ts';
import { initialJsClosure, parseInitialAssets, staticImports } from './initial-assets.ts';

const HTML = `<!doctype html><html><head>
<script type="application/ld+json">{"x":"<link rel=\\"stylesheet\\" href=\\"/nope.css\\">"}</script>
<script>try { document.documentElement.dataset.x = '<script type=module src=/no.js>'; } catch (e) {}</script>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
<link rel="icon" href="/favicon.svg">
<script src="https://cdn.example.invalid/analytics.js" type="module"></script>
</head><body><link rel="preload" as="image" href="/images/p.svg"/></body></html>`;

const FILES: Record<string, string> = {
  '/assets/index-a.js':
    'const __vite__mapDeps=(i,m=__vite__mapDeps)=>i.map(j=>m[j]);\n' +
    'import{a as e}from"./vendor-b.js";import"./side-d.js";export{x}from"./re-e.js";' +
    'const lazy=()=>import("./lazy-f.js");const s="import x from \'./string-g.js\'";',
  '/assets/vendor-b.js': '/* banner */ import{b}from"./shared-h.js";export const a=1;',
  '/assets/side-d.js': 'import"./shared-h.js";console.log(1);',
  '/assets/re-e.js': 'export const x=1;',
  '/assets/shared-h.js': 'export const b=2;',
  '/assets/lazy-f.js': 'export default 1;',
};

describe('parseInitialAssets', () => {
  it('finds the module script, modulepreloads and stylesheets, not inline or remote ones', () => {
    expect(parseInitialAssets(HTML)).toEqual({
      scripts: ['/assets/index-a.js', '/assets/vendor-b.js'],
      stylesheets: ['/assets/index-c.css'],
    });
  });

  it("counts the entry the build's after-paint loader imports", () => {
    expect(
      parseInitialAssets(entryLoader('/assets/index-a.js', '/manifest.webmanifest')).scripts,
    ).toEqual(['/assets/index-a.js']);
  });

  it('resolves relative hrefs against the page path', () => {
    const html = '<script type=module src="./assets/i.js"></script>';
    expect(parseInitialAssets(html, '/portfolio/').scripts).toEqual(['/portfolio/assets/i.js']);
  });
});

describe('staticImports', () => {
  it('reads the leading imports and re-exports, never import() or strings further down', () => {
    expect(staticImports(FILES['/assets/index-a.js'])).toEqual([
      './vendor-b.js',
      './side-d.js',
      './re-e.js',
    ]);
  });

  it('reads nothing from a module without imports', () => {
    expect(staticImports('var a=1;import("./x.js")')).toEqual([]);
  });
});

describe('initialJsClosure', () => {
  it('follows static imports transitively, once each, and leaves lazy chunks out', () => {
    expect(initialJsClosure(HTML, (url) => FILES[url]).sort()).toEqual([
      '/assets/index-a.js',
      '/assets/re-e.js',
      '/assets/shared-h.js',
      '/assets/side-d.js',
      '/assets/vendor-b.js',
    ]);
  });

  it('fails when the page names a file the build lacks', () => {
    expect(() => initialJsClosure(HTML, () => undefined)).toThrow(/index-a\.js/);
  });
});

describe('measureBuild', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('sums compressed sizes of the HTML, CSS and initial JavaScript', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), HTML);
    writeFileSync(path.join(dir, 'assets/index-c.css'), 'body{margin:0}'.repeat(50));
    for (const [url, code] of Object.entries(FILES)) writeFileSync(path.join(dir, url), code);

    const sizes = measureBuild(dir);
    expect(sizes.initialJs.map((file) => file.url)).toHaveLength(5);
    expect(sizes.css.map((file) => file.url)).toEqual(['/assets/index-c.css']);
    expect(sizes.totals.css).toEqual(compressedSizes('body{margin:0}'.repeat(50)));
    expect(sizes.totals.initialJs.raw).toBe(
      sizes.initialJs.reduce((total, file) => total + file.raw, 0),
    );
    expect(sizes.totals.css.brotli).toBeLessThan(sizes.totals.css.raw);
  });

  it('says to build first when index.html is missing', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bundle-size-'));
    expect(() => measureBuild(dir as string)).toThrow(/run npm run build first/);
  });
});
