// Each page keeps only the CSS it can use. The stylesheet is inlined whole into every page; on a
// phone's slow network a page whose compressed HTML fits the connection's first round trip
// (about 14 KiB) paints one round trip sooner, and the whole stylesheet alone is 10 KiB of it.
//
// Pages are slimmed in groups, so that the headers file's policy names few style hashes: the pages
// that run the app (the main pages and search) keep what their HTML and every built script can
// put on screen; the pages without JavaScript share, kind by kind (projects, papers, notes…), what
// any page of their kind uses. A rule goes only when a class it needs appears nowhere.
// Tailwind's custom properties that no kept rule reads go too, and a page without JavaScript also
// drops the icons of the sprite that it never draws. The print rules leave the page for a
// stylesheet of their own, linked for print only: the browser does not wait for it to paint.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { contentSecurityPolicy } from './csp.ts';

const STYLE = /<style>([\s\S]*?)<\/style>/;
const CSP_META = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(" \/>)/;
/** The page runs the app's scripts (the main pages, search): it can render what they render. */
const RUNS_APP = /<script type="module"/;

/** Markup's escapes undone, so a class reads as Tailwind wrote it (`[&_mark]:text-fg`). */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
};
function unescaped(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/**
 * Class names as Tailwind writes them (`md:grid-cols-3`, `dark:shadow-black/40`): anything
 * between quotes, brackets of markup and white space, not ending in a colon.
 */
function classTokens(text: string): string[] {
  return text.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? [];
}

const inKeyframes = (rule: postcss.Rule): boolean =>
  rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name.endsWith('keyframes');

/** Inside `:is()`, `:not()`, `:has()`…: a class there need not be on the page for the rule to apply. */
function inPseudo(node: selectorParser.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'pseudo') return true;
  }
  return false;
}

/** The classes an element must have for `selector` to match anything. */
function classesNeeded(selector: selectorParser.Selector): string[] {
  const names: string[] = [];
  selector.walkClasses((node) => {
    if (!inPseudo(node)) names.push(node.value);
  });
  return names;
}

/**
 * `css` reduced to the rules that `sources` (pages and scripts) can use. A selector goes only
 * when a class it needs, outside any pseudo-class, appears in no source; everything else stays
 * (elements, attributes, states, `:root`, keyframes), and `.dark`, which the theme script sets.
 *
 * Written on PostCSS rather than with PurgeCSS, which dropped `:popover-open` from
 * `:is([open],:popover-open)` (the menu without JavaScript) and the rule for `[hidden]`.
 */
export function usedCss(css: string, sources: readonly string[]): string {
  const present = new Set(['dark', ...sources.flatMap((source) => classTokens(unescaped(source)))]);
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept: string[] = [];
    selectorParser((selectors) => {
      selectors.each((selector) => {
        if (classesNeeded(selector).every((name) => present.has(name))) {
          kept.push(selector.toString().trim());
        }
      });
    }).processSync(rule.selector);
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selector = kept.join(',');
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return withoutUnreadTailwindProperties(root.toString());
}

/**
 * The page without the sprite's symbols it never points at. Only for a page without scripts:
 * there nothing can point at one later.
 */
export function withoutUnusedSymbols(html: string): string {
  return html.replace(/<symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g, (symbol, id: string) =>
    html.includes(`href="#${id}"`) ? symbol : '',
  );
}

const inPropertiesLayer = (node: postcss.Node): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as postcss.AtRule).name === 'layer') {
      return (parent as postcss.AtRule).params === 'properties';
    }
  }
  return false;
};

/**
 * `css` without Tailwind's own custom properties (`--tw-…`) that no remaining rule reads: their
 * `@property` registrations and their defaults in the properties layer. Only Tailwind's utilities
 * read those; a page's scripts never do.
 */
export function withoutUnreadTailwindProperties(css: string): string {
  const root = postcss.parse(css);
  const read = new Set<string>();
  root.walkDecls((declaration) => {
    if (declaration.parent?.type === 'atrule') return;
    for (const match of declaration.value.matchAll(/var\((--tw-[\w-]+)/g)) read.add(match[1]);
  });
  root.walkAtRules('property', (rule) => {
    if (rule.params.startsWith('--tw-') && !read.has(rule.params)) rule.remove();
  });
  root.walkDecls(/^--tw-/, (declaration) => {
    if (!read.has(declaration.prop) && inPropertiesLayer(declaration)) declaration.remove();
  });
  return root.toString();
}

const PRINT_MEDIA = /^print\b/;
/** How the print stylesheets under `assets/` are named: `print-<hash>.css`. */
export const PRINT_SHEET_PREFIX = 'print-';

/**
 * `css` in two: what every medium reads, and the print-only blocks (`@media print…`), each inside
 * the cascade layers and conditions it stood in. Linked after the page's own styles, the print
 * rules come later in their layer than before, so in print they win over rules of the same layer
 * and weight that they used to follow; on screen nothing changes. A block nested in a style rule
 * stays where it is.
 */
export function splitPrintCss(css: string): { screen: string; print: string } {
  const root = postcss.parse(css);
  const print = postcss.root();
  root.walkAtRules('media', (media) => {
    if (!PRINT_MEDIA.test(media.params)) return;
    const ancestors: postcss.AtRule[] = [];
    for (let parent = media.parent; parent && parent.type !== 'root'; parent = parent.parent) {
      if (parent.type !== 'atrule') return;
      ancestors.push(parent as postcss.AtRule);
    }
    let moved: postcss.ChildNode = media.clone();
    for (const ancestor of ancestors) moved = ancestor.clone({ nodes: [moved] });
    print.append(moved);
    let emptied = media.parent;
    media.remove();
    while (emptied?.type === 'atrule' && emptied.nodes?.length === 0) {
      const parent = emptied.parent;
      emptied.remove();
      emptied = parent;
    }
  });
  return { screen: root.toString(), print: print.toString() };
}

/**
 * Writes `css` to `assets/print-<hash>.css` under `dist` and returns the tag that links it for
 * print, or nothing when there is no print rule.
 */
async function linkedPrintSheet(dist: string, base: string, css: string): Promise<string> {
  if (css.trim() === '') return '';
  const name = `${PRINT_SHEET_PREFIX}${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'assets', name), css);
  const href = `${base.endsWith('/') ? base : `${base}/`}assets/${name}`;
  return `<link rel="stylesheet" href="${href}" media="print" />`;
}

async function filesUnder(folder: string, keep: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The kind of a page without scripts, for its group: the folder it sits in under its language's
 * (`projects`, `research`, `notes`, `contact`), or `site` for a page at the top (404).
 */
export function staticKind(file: string, languagePrefixes: readonly string[]): string {
  const parts = file.split(path.sep);
  const inLanguage = languagePrefixes.includes(`${parts[0]}/`) ? parts.slice(1) : parts;
  return inLanguage.length > 1 ? inLanguage[0] : 'site';
}

interface PageGroup {
  css: string;
  runsApp: boolean;
  files: string[];
  pages: string[];
}

/**
 * Slims every page under `dist` (every language): its inline stylesheet, group by group (its print
 * rules moved to a linked print stylesheet), and the sprite of a page without scripts; then writes
 * each page's Content-Security-Policy again for its new style hash. Returns the pages as written,
 * for the headers file's policy.
 */
export async function slimPageStyles(
  dist: string,
  languagePrefixes: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  const groups = new Map<string, PageGroup>();
  const untouched: string[] = [];
  for (const file of await filesUnder(dist, (name) => name.endsWith('.html'))) {
    const written = await readFile(file, 'utf8');
    const css = STYLE.exec(written)?.[1];
    if (css === undefined) {
      untouched.push(written);
      continue;
    }
    const runsApp = RUNS_APP.test(written);
    const html = runsApp ? written : withoutUnusedSymbols(written);
    const key = `${runsApp ? 'app' : staticKind(path.relative(dist, file), languagePrefixes)}\n${css}`;
    const group = groups.get(key) ?? { css, runsApp, files: [], pages: [] };
    group.files.push(file);
    group.pages.push(html);
    groups.set(key, group);
  }
  const scripts = await Promise.all(
    (await filesUnder(dist, (name) => name.endsWith('.js')))
      .filter((file) => file.split(path.sep).includes('assets'))
      .map((file) => readFile(file, 'utf8')),
  );
  const written = [...untouched];
  for (const group of groups.values()) {
    const { screen, print } = splitPrintCss(
      usedCss(group.css, group.runsApp ? [...group.pages, ...scripts] : group.pages),
    );
    const printLink = await linkedPrintSheet(dist, env.BASE_PATH ?? '/', print);
    for (const [index, file] of group.files.entries()) {
      const styled = group.pages[index].replace(
        STYLE,
        () => `<style>${screen}</style>${printLink}`,
      );
      const policy = contentSecurityPolicy(styled.replace(CSP_META, '$1$2'), env);
      const page = styled.replace(
        CSP_META,
        (_, start: string, end: string) => start + policy + end,
      );
      await writeFile(file, page);
      written.push(page);
    }
  }
  return written;
}
