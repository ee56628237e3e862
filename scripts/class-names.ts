// Short class names on the pages without JavaScript. Tailwind's utility names are long
// (`hover:bg-surface-muted/60`), and a page names each twice: in its markup and in its inline
// stylesheet's selectors. On a phone's slow network a page whose compressed HTML fits the
// connection's first round trip (about 14 KiB) paints one round trip sooner; these names are
// about 1 KiB of a paper page's compressed bytes.
//
// Only utilities are renamed: a class that appears in the whole stylesheet's utilities layer and
// in no other of its rules. The classes the site's own CSS names (`note-body`, `dark`,
// `page-section`) keep their names, as do those no rule of it names (the content's own); a class
// that another style element of the page (a note's rules, KaTeX's) also names is renamed there
// too. Every class of a page that runs the app keeps its name: its scripts write the long ones.
// The scripts of the pages without the app select by data attributes and by the site's own
// classes (`dark`, `page-section`), never by a utility's name.
//
// The names come from the whole stylesheet alone, in its order (`A` to `Z`, then two letters), so
// every page gives a utility the same name and a test can read them back from that stylesheet.
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { inKeyframes, insideAtRule } from './css-tree.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const inUtilitiesLayer = (node: postcss.Node): boolean =>
  insideAtRule(node, (rule) => rule.name === 'layer' && rule.params.trim() === 'utilities');

/** Each class a rule's selector names, as the markup writes it (unescaped). */
function classesOf(selector: string): string[] {
  const names: string[] = [];
  selectorParser((root) => root.walkClasses((node) => void names.push(node.value))).processSync(
    selector,
  );
  return names;
}

/**
 * The utilities of the whole stylesheet, in the order it first names them: the classes its
 * utilities layer names that no rule outside that layer names too.
 */
export function utilityClasses(css: string): string[] {
  const inLayer = new Set<string>();
  const elsewhere = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (inKeyframes(rule)) return;
    const into = inUtilitiesLayer(rule) ? inLayer : elsewhere;
    for (const name of classesOf(rule.selector)) into.add(name);
  });
  return [...inLayer].filter((name) => !elsewhere.has(name));
}

const FIRST = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NEXT = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** The `index`th short name: `A` to `Z`, then `Aa`, `Ba`, … Each is unique and needs no escape. */
export function shortName(index: number): string {
  let name = FIRST[index % FIRST.length];
  for (
    let rest = Math.floor(index / FIRST.length);
    rest > 0;
    rest = Math.floor(rest / NEXT.length)
  ) {
    rest -= 1;
    name += NEXT[rest % NEXT.length];
  }
  return name;
}

/** Each utility's short name, from the whole stylesheet. */
export function shortClassNames(wholeCss: string): Map<string, string> {
  return new Map(utilityClasses(wholeCss).map((name, index) => [name, shortName(index)]));
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const escapedAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Every element of the document, the contents of its <template>s included. */
function* elementsOf(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* elementsOf(child);
  if ('content' in node) yield* elementsOf(node.content);
}

/**
 * `css` with each renamed class renamed in its selectors (keyframes' steps left alone), or null
 * where a selector reads the class attribute as text (`[class~=flex]`), which no rename can follow.
 */
function renamedCss(css: string, names: ReadonlyMap<string, string>): string | null {
  const root = postcss.parse(css);
  let readsClassText = false;
  root.walkRules((rule) => {
    if (inKeyframes(rule)) return;
    rule.selector = selectorParser((selectors) => {
      selectors.walkAttributes((node) => {
        if (node.attribute.toLowerCase() === 'class') readsClassText = true;
      });
      selectors.walkClasses((node) => {
        const short = names.get(node.value);
        if (short !== undefined) node.value = short;
      });
    }).processSync(rule.selector);
  });
  return readsClassText ? null : root.toString();
}

/** A class attribute as the source writes it: the whole of what parse5 located, nothing else. */
const CLASS_ATTRIBUTE = /^class\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+)$/i;
/** HTML's own spaces, which alone separate classes (a no-break space is part of a name). */
const HTML_SPACES = /[ \t\n\f\r]+/;

/** The edits that rename a page's utilities, or null where the page must be left as it is. */
function renamingEdits(html: string, names: ReadonlyMap<string, string>): Edit[] | null {
  // Scripting off: a <noscript>'s markup is what a visitor without JavaScript sees, styled too.
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const shortNames = new Set(names.values());
  const edits: Edit[] = [];
  for (const element of elementsOf(document)) {
    const location = element.sourceCodeLocation;
    const attribute = element.attrs.find((attr) => attr.name === 'class' && !attr.prefix);
    if (attribute) {
      // A class with no place of its own in the source (a second <body> tag's, merged into the
      // first) or one parse5 ends early (no space before the next attribute) cannot be rewritten.
      const at = location?.attrs?.class;
      if (!at || !CLASS_ATTRIBUTE.test(html.slice(at.startOffset, at.endOffset))) return null;
      const tokens = attribute.value.split(HTML_SPACES).filter(Boolean);
      if (tokens.some((token) => !names.has(token) && shortNames.has(token))) return null;
      const renamed = tokens.map((token) => names.get(token) ?? escapedAttribute(token));
      edits.push({
        start: at.startOffset,
        end: at.endOffset,
        text: `class="${renamed.join(' ')}"`,
      });
    }
    if (element.tagName === 'style') {
      if (!location?.startTag || !location.endTag) return null;
      const start = location.startTag.endOffset;
      const end = location.endTag.startOffset;
      const css = renamedCss(html.slice(start, end), names);
      if (css === null) return null;
      edits.push({ start, end, text: css });
    }
  }
  return edits;
}

/**
 * `html` with its utilities under their short names, in its markup and in every style element.
 * A page that no rename can keep whole is left as it is: one of whose other classes is already
 * some utility's short name (an owner's markup can hold any class), whose styles read the class
 * attribute as text, or whose markup parse5 cannot place exactly.
 */
export function withShortClassNames(html: string, names: ReadonlyMap<string, string>): string {
  const edits = renamingEdits(html, names);
  if (edits === null) return html;
  let result = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}
