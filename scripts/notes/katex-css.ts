// KaTeX's stylesheet as a language's notes need it: inlined in the head of each note with maths,
// cut to the rules their formulas can use (and each page to its own: scripts/page-css.ts), its
// fonts as WOFF2 files named by their content.
// Linked whole, it was a request the first paint waited for (23 KiB for the few rules a note
// uses), and under /assets/, which hosts cache for a year as never changing, a name that stayed
// the same when a KaTeX update changed it: a returning reader kept the old rules with new markup.
// Every browser the site's own CSS supports reads WOFF2, so the WOFF and TrueType copies go.
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import { hashedName } from '../assets/content-hash.ts';
import { usedCss } from '../page-css.ts';

/** Where a language's folder keeps KaTeX's fonts. */
export const KATEX_DIR = 'assets/katex';

/**
 * `katexCss` cut to what `mathsHtml` (the formulas of every note that will carry it) can use: the
 * rules whose classes appear there (scripts/page-css.ts decides, as for the site's own), the
 * `@font-face` of each family a kept rule names, each face's source its WOFF2 file alone at
 * `fontUrl(name)`, `name` its file's name in `fontNames` (KaTeX's own name to the site's). Returns
 * the KaTeX names of the fonts those faces use, for the build to copy.
 */
export function katexStylesheet(
  katexCss: string,
  mathsHtml: readonly string[],
  fontNames: ReadonlyMap<string, string>,
  fontUrl: (name: string) => string,
): { css: string; fonts: string[] } {
  // usedCss keeps the faces of the families a kept rule names.
  const root = postcss.parse(usedCss(katexCss, mathsHtml, true));
  const fonts: string[] = [];
  root.walkAtRules('font-face', (face) => {
    let family = '';
    face.walkDecls('font-family', (declaration) => {
      family = declaration.value;
    });
    face.walkDecls('src', (declaration) => {
      const source = /url\((["']?)fonts\/([^"')]+\.woff2)\1\)/.exec(declaration.value)?.[2];
      const name = source && fontNames.get(source);
      if (!source || !name) throw new Error(`KaTeX's @font-face for ${family} has no WOFF2 file`);
      fonts.push(source);
      declaration.value = `url(${fontUrl(name)}) format("woff2")`;
    });
  });
  return { css: root.toString(), fonts };
}

/** KaTeX's stylesheet and font folder, in its package. */
export function katexFiles(root: string): { stylesheet: string; fonts: string } {
  const dist = path.join(root, 'node_modules/katex/dist');
  return { stylesheet: path.join(dist, 'katex.min.css'), fonts: path.join(dist, 'fonts') };
}

/** Each WOFF2 font in `folder` (KaTeX's fonts), by its name, to its name with its hash. */
export async function hashedFontNames(folder: string): Promise<Map<string, string>> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.woff2'));
  const hashed = new Map<string, string>();
  for (const name of names)
    hashed.set(name, hashedName(name, await readFile(path.join(folder, name))));
  return hashed;
}

/**
 * KaTeX's stylesheet for `mathsHtml` (the formulas of a language's notes), its fonts written to
 * `dist` (the language's folder), whose pages are under `base`.
 */
export async function writeKatex(
  root: string,
  dist: string,
  base: string,
  mathsHtml: readonly string[],
): Promise<string> {
  const files = katexFiles(root);
  const names = await hashedFontNames(files.fonts);
  const { css, fonts } = katexStylesheet(
    await readFile(files.stylesheet, 'utf8'),
    mathsHtml,
    names,
    (name) => `${base}${KATEX_DIR}/${name}`,
  );
  await mkdir(path.join(dist, KATEX_DIR), { recursive: true });
  for (const font of new Set(fonts)) {
    await copyFile(path.join(files.fonts, font), path.join(dist, KATEX_DIR, names.get(font)!));
  }
  return css;
}
