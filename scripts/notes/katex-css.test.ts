import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import {
  hashedFontNames,
  KATEX_DIR,
  katexFiles,
  katexStylesheet,
  writeKatex,
} from './katex-css.ts';

const FACE = (family: string, file: string) =>
  `@font-face{font-display:block;font-family:${family};src:url(fonts/${file}.woff2) format("woff2"),url(fonts/${file}.woff) format("woff"),url(fonts/${file}.ttf) format("truetype")}`;
const CSS = [
  FACE('KaTeX_Main', 'KaTeX_Main-Regular'),
  FACE('KaTeX_Math', 'KaTeX_Math-Italic'),
  FACE('KaTeX_Fraktur', 'KaTeX_Fraktur-Regular'),
  '.katex{font:normal 1.21em KaTeX_Main,Times New Roman,serif}',
  '.katex .mathnormal{font-family:KaTeX_Math;font-style:italic}',
  '.katex .mathfrak{font-family:KaTeX_Fraktur}',
  '.katex .mfrac .frac-line{border-bottom-style:solid}',
].join('');
const NAMES = new Map([
  ['KaTeX_Main-Regular.woff2', 'KaTeX_Main-Regular-11111111.woff2'],
  ['KaTeX_Math-Italic.woff2', 'KaTeX_Math-Italic-22222222.woff2'],
  ['KaTeX_Fraktur-Regular.woff2', 'KaTeX_Fraktur-Regular-33333333.woff2'],
]);
const url = (name: string) => `/de/assets/katex/${name}`;

describe('katexStylesheet', () => {
  it("keeps the rules a note's formulas use and the faces of the fonts those rules name", () => {
    const html = '<span class="katex"><span class="mord mathnormal">x</span></span>';
    const { css, fonts } = katexStylesheet(CSS, [html], NAMES, url);
    expect(css).toContain('.katex .mathnormal{');
    expect(css).not.toContain('.mathfrak');
    expect(css).not.toContain('.frac-line');
    // KaTeX_Main is named by the shorthand `font`, KaTeX_Math by `font-family`.
    expect(fonts).toEqual(['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2']);
    expect(css).not.toContain('KaTeX_Fraktur');
  });

  it('gives each face its WOFF2 file alone, at the address of its hashed name', () => {
    const { css } = katexStylesheet(CSS, ['<span class="katex">1</span>'], NAMES, url);
    expect(css).toContain(
      'src:url(/de/assets/katex/KaTeX_Main-Regular-11111111.woff2) format("woff2")}',
    );
    expect(css).not.toMatch(/\.woff\)|\.ttf\)|url\(fonts\//);
  });

  it('says which face has no WOFF2 file to copy, rather than pointing at none', () => {
    const names = new Map([...NAMES].filter(([name]) => !name.startsWith('KaTeX_Main')));
    expect(() => katexStylesheet(CSS, ['<span class="katex">1</span>'], names, url)).toThrow(
      /KaTeX_Main/,
    );
  });

  it("with KaTeX's own stylesheet: a formula's MathML stays hidden, and every face has its font", async () => {
    const { stylesheet, fonts: folder } = katexFiles(path.resolve(import.meta.dirname, '../..'));
    const names = await hashedFontNames(folder);
    const html = katex.renderToString(String.raw`\frac{1}{N}\sum_{n=1}^{N} \log p_{y_n}`, {
      displayMode: true,
    });
    const { css, fonts } = katexStylesheet(readFileSync(stylesheet, 'utf8'), [html], names, url);
    expect(css).toMatch(/\.katex \.katex-mathml\{[^}]*clip/);
    expect(css).toContain('.katex .mfrac .frac-line{');
    expect(fonts).toContain('KaTeX_Main-Regular.woff2');
    for (const font of fonts) expect(css).toContain(url(names.get(font)!));
    // A fraction and a sum, not the whole of KaTeX (23 KiB).
    expect(css.length).toBeLessThan(readFileSync(stylesheet, 'utf8').length / 3);
  });
});

describe('writeKatex', () => {
  it("writes a language's fonts into its own folder, named as its pages name them", async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const dist = mkdtempSync(path.join(os.tmpdir(), 'katex-'));
    try {
      const html = katex.renderToString(String.raw`\sqrt{x^2 + 1}`);
      const css = await writeKatex(root, dist, '/portfolio/de/', [html]);
      const written = readdirSync(path.join(dist, KATEX_DIR));
      expect(written.length).toBeGreaterThan(0);
      const named = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
      expect(named.sort()).toEqual(
        written.map((file) => `/portfolio/de/${KATEX_DIR}/${file}`).sort(),
      );
      // Each file is KaTeX's own font, under the name its content gives it.
      const names = await hashedFontNames(katexFiles(root).fonts);
      for (const file of written) expect([...names.values()]).toContain(file);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
