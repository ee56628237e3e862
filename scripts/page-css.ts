// Each page keeps only the CSS it can use. The stylesheet is inlined whole into every page; on a
// phone's slow network a page whose compressed HTML fits the connection's first round trip
// (about 14 KiB) paints one round trip sooner, and the whole stylesheet alone is 10 KiB of it.
//
// The pages that run the app (the main pages and search) keep, together, what their HTML and every
// built script can put on screen; a page without JavaScript keeps what its own markup uses. A rule
// goes only when a class it needs appears nowhere (on a page without JavaScript, also an element,
// an attribute, an id or a kind of form control). Tailwind's custom properties that no kept rule
// reads go too, as do the font faces no kept rule names. A page without JavaScript also drops the
// icons of the sprite that it never draws, gives Tailwind's properties their first values
// without `@property`, and names its utilities with short names (scripts/class-names.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { shortClassNames, withShortClassNames } from './class-names.ts';
import { contentSecurityPolicy } from './csp.ts';
import { inKeyframes, insideAtRule, isKeyframes } from './css-tree.ts';
import { withSmallScripts } from './page-scripts.ts';

const STYLE = /<style>([\s\S]*?)<\/style>/;
/** A page's other style elements (a note's own rules, KaTeX's), each named by a data attribute. */
const OWN_STYLES = /<style( data-[\w-]+)>([\s\S]*?)<\/style>/g;
/** What a page is without its style elements: the markup and scripts its styles are for. */
const withoutStyles = (page: string): string =>
  page.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
const CSP_META = /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(" \/>)/;
/** The page runs the app's scripts (the main pages, search): it can render what they render. */
const RUNS_APP = /<script type="module"/;
/** A script's text, up to its end tag (`<` may stand in its code: `a < b`). */
const SCRIPT_TEXT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
/** What a script writes when it puts new elements on its page. */
const ADDS_ELEMENTS = /createElement|innerHTML|outerHTML|insertAdjacentHTML/;

/** True when one of `page`'s scripts may put elements on it (a static page's only toggle, so far). */
export function mayAddElements(page: string): boolean {
  return [...page.matchAll(SCRIPT_TEXT)].some((script) => ADDS_ELEMENTS.test(script[1]));
}

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

/** Inside `:is()`, `:not()`, `:has()`…: a class there need not be on the page for the rule to apply. */
function inPseudo(node: selectorParser.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'pseudo') return true;
  }
  return false;
}

/**
 * Whether `node` is in the last compound of the one selector an outermost `:is()` or `:where()`
 * holds: the element the whole selector matches must then have it. Tailwind writes its `group-*`
 * variants so (`:is(:where(.group):hover .group-hover\:text-accent)`); the `.group` inside the
 * inner `:where()` is not needed in this sense, as no class inside another pseudo-class is.
 */
function inSubjectOfOutermostIs(node: selectorParser.Node): boolean {
  const argument = node.parent;
  const pseudo = argument?.parent;
  if (argument?.type !== 'selector' || pseudo?.type !== 'pseudo') return false;
  if (pseudo.value !== ':is' && pseudo.value !== ':where') return false;
  if (pseudo.nodes.length !== 1 || pseudo.parent?.parent?.type !== 'root') return false;
  const after = argument.nodes.slice(argument.index(node) + 1);
  return !after.some((next) => next.type === 'combinator');
}

/**
 * The `:is()` or `:where()` that is the whole of `selector`, when it lists more than one
 * selector (`:is([data-cite] .a,[data-cite] .b)`, as Lightning CSS merges rules): the rule is
 * needed if one of them is.
 */
function outermostList(selector: selectorParser.Selector): selectorParser.Pseudo | undefined {
  const only = selector.nodes.length === 1 ? selector.nodes[0] : undefined;
  if (only?.type !== 'pseudo' || (only.value !== ':is' && only.value !== ':where'))
    return undefined;
  return only.nodes.length > 1 ? only : undefined;
}

/** A selector of a list inside a pseudo-class, as a selector of its own. */
const standalone = (selector: selectorParser.Selector): selectorParser.Selector =>
  selectorParser().astSync(selector.toString()).first;

/** The classes an element must have for `selector` to match anything. */
function classesNeeded(selector: selectorParser.Selector): string[] {
  const names: string[] = [];
  selector.walkClasses((node) => {
    if (!inPseudo(node) || inSubjectOfOutermostIs(node)) names.push(node.value);
  });
  return names;
}

/** The elements an element must sit in, or be, for `selector` to match (`img`, `h3`), lower-cased. */
function elementsNeeded(selector: selectorParser.Selector): string[] {
  const names: string[] = [];
  selector.walkTags((node) => {
    if (!inPseudo(node)) names.push(node.value.toLowerCase());
  });
  return names;
}

/**
 * Pseudo-elements and classes that style one kind of form control only (Tailwind's preflight
 * resets them all), each with how markup shows such a control.
 */
const CONTROL_PSEUDOS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^::file-selector-button$/, /<input\b[^>]*\stype="?file\b/i],
  [
    /^::-webkit-(datetime-edit|calendar-picker-indicator|date-and-time-value)/,
    /<input\b[^>]*\stype="?(date|time|datetime-local|month|week)\b/i,
  ],
  [/^::-webkit-(inner|outer)-spin-button$/, /<input\b[^>]*\stype="?number\b/i],
  [/^::-webkit-search-/, /<input\b[^>]*\stype="?search\b/i],
  [/^::placeholder$/, /<(input|textarea)\b[^>]*\splaceholder=/i],
  [/^:-moz-ui-invalid$/, /<(input|select|textarea)\b/i],
];

/**
 * The attributes and ids an element must have for `selector` to match, outside any pseudo-class:
 * each as the texts of which one must appear in markup or a script for it to be there
 * (`data-reveal`, or `reveal` as a script's `dataset` names it; an id as it is).
 */
function namesNeeded(selector: selectorParser.Selector): string[][] {
  const needed: string[][] = [];
  selector.walk((node) => {
    if (inPseudo(node)) return;
    if (node.type === 'id') needed.push([node.value]);
    if (node.type === 'attribute') {
      const name = node.attribute.toLowerCase();
      const data = /^data-(.+)$/.exec(name)?.[1];
      needed.push(
        data
          ? [name, data.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())]
          : [name, ...(SET_BY_BROWSER[name] ?? [])],
      );
    }
  });
  return needed;
}

/** Attributes the browser sets of itself, and the elements it sets them on. */
const SET_BY_BROWSER: Readonly<Record<string, readonly string[]>> = {
  open: ['<details', '<dialog'],
};

/** Whether `selector` styles a kind of form control that no page of `markup` has. */
function stylesAbsentControl(
  selector: selectorParser.Selector,
  markup: readonly string[],
): boolean {
  let absent = false;
  selector.walkPseudos((node) => {
    const control = CONTROL_PSEUDOS.find(([pseudo]) => pseudo.test(node.value.toLowerCase()));
    if (control && !markup.some((page) => control[1].test(page))) absent = true;
  });
  return absent;
}

/** Elements the parser makes where markup leaves them out (a table's rows go in a `tbody`). */
const IMPLIED_ELEMENTS = ['html', 'head', 'body', 'tbody'];

/** The names of the elements in markup (`<img`, `<linearGradient`), lower-cased. */
function elementNames(markup: string): string[] {
  return [...markup.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1].toLowerCase());
}

/**
 * `css` reduced to the rules that `sources` (pages and scripts) can use. A selector goes only
 * when a class it needs, outside any pseudo-class, appears in no source; everything else stays
 * (elements, attributes, states, `:root`), and `.dark`, which the theme script sets; keyframes stay
 * while something left can start them. With `fixedMarkup` (pages that run no script, which
 * therefore never gain an element) a selector also goes when an element it needs is on no page,
 * an attribute or id it needs is named nowhere, or the kind of form control it styles (a file
 * input's button, a date field's parts). The font faces whose family nothing left names go too.
 * `sources` may hold `css` itself (a page with its stylesheet): it is read as everything else but
 * that stylesheet.
 *
 * Written on PostCSS rather than with PurgeCSS, which dropped `:popover-open` from
 * `:is([open],:popover-open)` (the menu without JavaScript) and the rule for `[hidden]`.
 */
export function usedCss(css: string, sources: readonly string[], fixedMarkup = false): string {
  // Everything but this stylesheet: another style element may read its properties or start its
  // keyframes (a note's rules read the site's colours). A class is read as a whole word, which a
  // style's text (`.tip{…}`) never holds; elements are read from markup without its styles.
  const others = sources.map((source) => source.split(css).join(''));
  const markup = others.map(withoutStyles);
  const present = new Set(['dark', ...others.flatMap((source) => classTokens(unescaped(source)))]);
  const elements = fixedMarkup
    ? new Set([...IMPLIED_ELEMENTS, ...markup.flatMap(elementNames)])
    : undefined;
  const needed = (selector: selectorParser.Selector): boolean =>
    classesNeeded(selector).every((name) => present.has(name)) &&
    (!elements ||
      (elementsNeeded(selector).every((name) => elements.has(name)) &&
        namesNeeded(selector).every((forms) =>
          forms.some((form) => markup.some((page) => page.includes(form))),
        ) &&
        !stylesAbsentControl(selector, markup)));
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const kept: string[] = [];
    selectorParser((selectors) => {
      selectors.each((selector) => {
        const list = outermostList(selector);
        if (!list) {
          if (needed(selector)) kept.push(selector.toString().trim());
          return;
        }
        const wanted = list.nodes.filter((alternative) => needed(standalone(alternative)));
        if (wanted.length === 0) return;
        // `:where()` weighs nothing, so its list can shrink; `:is()` weighs as its heaviest
        // selector, which a shorter list might not hold.
        if (list.value === ':where') {
          for (const alternative of list.nodes.filter((each) => !wanted.includes(each))) {
            alternative.remove();
          }
        }
        kept.push(selector.toString().trim());
      });
    }).processSync(rule.selector);
    if (kept.length === 0) rule.remove();
    else if (kept.join(',') !== rule.selectors.join(',')) rule.selector = kept.join(',');
  });
  withoutUnusedFontFaces(root, others);
  withoutEmptyBlocks(root);
  withoutUnusedKeyframes(root, others);
  return withoutUnreadProperties(root.toString(), others);
}

const unquoted = (value: string): string => value.trim().replace(/^(["'])(.*)\1$/, '$2');

/**
 * Drops the `@font-face` rules whose family nothing left names: no rule outside the faces (in a
 * `font-family`, the `font` shorthand or a custom property such as Tailwind's `--font-sans`), and no
 * page or script (`others`). KaTeX's faces go with the rules of the formulas a note lacks.
 */
function withoutUnusedFontFaces(root: postcss.Root, others: readonly string[]): void {
  const faces: postcss.AtRule[] = [];
  root.walkAtRules('font-face', (face) => {
    faces.push(face);
  });
  if (faces.length === 0) return;
  const named: string[] = [...others];
  root.walkDecls((declaration) => {
    if ((declaration.parent as postcss.AtRule | undefined)?.name !== 'font-face') {
      named.push(declaration.value);
    }
  });
  for (const face of faces) {
    let family = '';
    face.walkDecls('font-family', (declaration) => {
      family = unquoted(declaration.value);
    });
    if (family && !named.some((text) => text.includes(family))) face.remove();
  }
}

const inKeyframesBlock = (node: postcss.Node): boolean => insideAtRule(node, isKeyframes);

/**
 * Drops the `@keyframes` that nothing left can start: no `animation` of a kept rule names them,
 * no custom property that a kept rule reads (Tailwind's `--animate-spin`), and no page or script
 * outside the stylesheet (an inline style, a script setting one).
 */
function withoutUnusedKeyframes(root: postcss.Root, sources: readonly string[]): void {
  const read = new Set<string>();
  root.walkDecls((declaration) => {
    for (const match of declaration.value.matchAll(/var\((--[\w-]+)/g)) read.add(match[1]);
  });
  const starting: string[] = [];
  root.walkDecls((declaration) => {
    if (inKeyframesBlock(declaration)) return;
    const { prop } = declaration;
    if (prop.startsWith('--') ? read.has(prop) : /^(-webkit-)?animation(-name)?$/.test(prop)) {
      starting.push(declaration.value);
    }
  });
  const outside = sources.map((source) => source.replace(STYLE, ''));
  root.walkAtRules(/keyframes$/, (keyframes) => {
    const name = new RegExp(`(^|[^\\w-])${keyframes.params.replace(/[^\w-]/g, '\\$&')}($|[^\\w-])`);
    if (![...starting, ...outside].some((text) => name.test(text))) keyframes.remove();
  });
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

/**
 * `css` with Tailwind's custom properties given their first values the way it gives them to
 * browsers without `@property` (Safari before 16.4, Firefox before 128): its properties layer sets
 * them on every element and pseudo-element, and no `@property` rule registers them. A page without
 * scripts animates none of them, the one thing registering adds, and carries each value once.
 */
export function withPlainTailwindProperties(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('property', (rule) => {
    if (rule.params.startsWith('--tw-')) rule.remove();
  });
  root.walkAtRules('supports', (supports) => {
    const layer = supports.parent;
    if (layer?.type === 'atrule' && (layer as postcss.AtRule).params === 'properties') {
      supports.replaceWith(supports.nodes ?? []);
    }
  });
  return root.toString();
}

const inPropertiesLayer = (node: postcss.Node): boolean => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as postcss.AtRule).name === 'layer') {
      return (parent as postcss.AtRule).params === 'properties';
    }
  }
  return false;
};

/** The custom properties that `root`'s declarations read (`var(--name…)`), at-rules' own aside. */
function propertiesRead(root: postcss.Root): Set<string> {
  const read = new Set<string>();
  root.walkDecls((declaration) => {
    if (declaration.parent?.type === 'atrule') return;
    for (const match of declaration.value.matchAll(/var\((--[\w-]+)/g)) read.add(match[1]);
  });
  return read;
}

/**
 * `css` without the custom properties nothing reads. Tailwind's own (`--tw-…`) go with their
 * `@property` registrations and their defaults in the properties layer when no rule reads them:
 * only Tailwind's utilities do. Any other (the theme's `--color-lime-500`, the site's `--danger-bg`)
 * goes when no rule left reads it and no page or script names it (the particles read
 * `--brand-from` from a script), and again until none is left that only a dropped one read.
 */
export function withoutUnreadProperties(css: string, sources: readonly string[] = []): string {
  const root = postcss.parse(css);
  const named = (property: string): boolean => sources.some((source) => source.includes(property));
  const tailwindRead = propertiesRead(root);
  root.walkAtRules('property', (rule) => {
    if (rule.params.startsWith('--tw-') && !tailwindRead.has(rule.params)) rule.remove();
  });
  root.walkDecls(/^--tw-/, (declaration) => {
    if (!tailwindRead.has(declaration.prop) && inPropertiesLayer(declaration)) declaration.remove();
  });
  for (let dropped = true; dropped;) {
    dropped = false;
    const read = propertiesRead(root);
    root.walkDecls(/^--(?!tw-)/, (declaration) => {
      if (declaration.parent?.type === 'atrule') return;
      if (read.has(declaration.prop) || named(declaration.prop)) return;
      declaration.remove();
      dropped = true;
    });
  }
  withoutEmptyBlocks(root);
  return root.toString();
}

/** `root` without the rules and at-rules (`@media`, `@layer`) that removals left empty. */
function withoutEmptyBlocks(root: postcss.Root): void {
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
}

async function filesUnder(folder: string, keep: (name: string) => boolean): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

interface PageGroup {
  css: string;
  runsApp: boolean;
  files: string[];
  pages: string[];
}

/** A page without scripts of the app with its own style elements cut to what it uses. */
function withOwnStylesSlim(page: string): string {
  return page.replace(
    OWN_STYLES,
    (_, name: string, css: string) =>
      `<style${name}>${usedCss(css, [page], !mayAddElements(page))}</style>`,
  );
}

/**
 * Slims every page under `dist` (every language): its inline stylesheet (the app's pages as a
 * group, every other page alone, with its own style elements: a note's rules, KaTeX's), its inline
 * scripts (scripts/page-scripts.ts) and the sprite of a page without scripts, and gives such a
 * page's utilities short names (scripts/class-names.ts); then writes each page's
 * Content-Security-Policy again for its new hashes.
 */
export async function slimPageStyles(dist: string, env: NodeJS.ProcessEnv): Promise<void> {
  const groups = new Map<string, PageGroup>();
  for (const file of await filesUnder(dist, (name) => name.endsWith('.html'))) {
    const written = await readFile(file, 'utf8');
    const css = STYLE.exec(written)?.[1];
    if (css === undefined) continue;
    const runsApp = RUNS_APP.test(written);
    const small = withSmallScripts(written, runsApp);
    const html = runsApp ? small : withOwnStylesSlim(withoutUnusedSymbols(small));
    const key = runsApp ? `app\n${css}` : file;
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
  const shortNames = new Map<string, Map<string, string>>();
  const namesOf = (css: string) => {
    const names = shortNames.get(css) ?? shortClassNames(css);
    shortNames.set(css, names);
    return names;
  };
  for (const group of groups.values()) {
    // The whole stylesheet, which every page starts from, names the utilities.
    const names = group.runsApp ? undefined : namesOf(group.css);
    const slim = group.runsApp
      ? usedCss(group.css, [...group.pages, ...scripts])
      : withPlainTailwindProperties(
          usedCss(group.css, group.pages, !group.pages.some(mayAddElements)),
        );
    for (const [index, file] of group.files.entries()) {
      const inlined = group.pages[index].replace(STYLE, () => `<style>${slim}</style>`);
      const styled = names ? withShortClassNames(inlined, names) : inlined;
      const policy = contentSecurityPolicy(styled.replace(CSP_META, '$1$2'), env);
      await writeFile(
        file,
        styled.replace(CSP_META, (_, start: string, end: string) => start + policy + end),
      );
    }
  }
}
