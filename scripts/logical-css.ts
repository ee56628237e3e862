// Finds physical left/right in the page's styling. A page written right to left (Arabic, Hebrew,
// Persian, Urdu) is the same markup with <html dir="rtl">: it mirrors only where the styles say
// "start" and "end" (margin-inline-start, ms-4, text-start) rather than "left" and "right". One
// `ml-2` keeps a gap on the wrong side of every right-to-left page, and no English page shows it.
// Tailwind classes are read from the string literals of the source (so comments and code are no
// concern), CSS from the stylesheets with their comments removed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Where a physical side is deliberate (the custom cursor follows clientX, a physical coordinate),
 * a comment holding this, on the line or the line above, says so and why.
 */
export const PHYSICAL_MARK = 'logical-css: physical';

export interface PhysicalStyle {
  file: string;
  line: number;
  /** The class or declaration, and what to write instead. */
  text: string;
}

const VALUE = String.raw`(\d+(\.\d+)?|\d+/\d+|px|full|auto|\[.+\]|\(.+\))`;

/** Tailwind utilities (without variants) that name a physical side, with their logical form. */
const PHYSICAL_UTILITIES: Array<[RegExp, string]> = [
  [new RegExp(`^-?[mp][lr]-${VALUE}$`), 'ms-/me-, ps-/pe-'],
  [new RegExp(`^-?(left|right)-${VALUE}$`), 'start-/end-'],
  [/^text-(left|right)$/, 'text-start/text-end'],
  [/^rounded-(l|r|tl|tr|bl|br)(-.+)?$/, 'rounded-s/e/ss/se/es/ee'],
  [/^border-(l|r)(-.+)?$/, 'border-s/border-e'],
  [new RegExp(`^scroll-[mp][lr]-${VALUE}$`), 'scroll-ms/me/ps/pe'],
  [/^(float|clear)-(left|right)$/, 'float-start/end, clear-start/end'],
  [/^origin-((top|bottom)-)?(left|right)$/, 'an rtl: counterpart'],
  [/^bg-((top|bottom)-)?(left|right)(-(top|bottom))?$/, 'an rtl: counterpart'],
];

/** Utilities that move or paint along the line: fine with an `rtl:` counterpart in the same list. */
const DIRECTED_UTILITIES: Array<[RegExp, RegExp]> = [
  [/^-?translate-x-/, /(^|\s)\S*rtl:(\S*:)?-?translate-x-/],
  [/^bg-(gradient|linear)-to-(l|r|tl|tr|bl|br)$/, /(^|\s)\S*rtl:(\S*:)?bg-(gradient|linear)-to-/],
];

/** CSS declarations that name a physical side. */
const PHYSICAL_DECLARATIONS: Array<[RegExp, string]> = [
  [/\b(scroll-)?(margin|padding)-(left|right)\b/, 'margin-/padding-inline-start/end'],
  [/\bborder-(left|right)\b/, 'border-inline-start/end'],
  [/\bborder-(top|bottom)-(left|right)-radius\b/, 'border-start-start-radius…'],
  [/(^|[\s;{])(left|right)\s*:/, 'inset-inline-start/end'],
  [/\btext-align\s*:\s*(left|right)\b/, 'text-align: start/end'],
  [/\b(float|clear)\s*:\s*(left|right)\b/, 'inline-start/inline-end'],
  [
    /\b(background-position|transform-origin|object-position|perspective-origin)\s*:[^;]*\b(left|right)\b/,
    'a :dir(rtl) counterpart',
  ],
  [/linear-gradient\(\s*to\s+((top|bottom)\s+)?(left|right)\b/, 'to var(--line-end)'],
];

/** `margin: 0 1rem 0 2rem`: a shorthand whose right and left differ. */
const SHORTHAND = /\b(margin|padding|inset)\s*:\s*([^;{}]+)/g;

/** Each physical declaration in CSS text, with where it starts. */
function declarationsAt(text: string): Array<{ index: number; problem: string }> {
  const found = PHYSICAL_DECLARATIONS.flatMap(([pattern, instead]) =>
    [...text.matchAll(new RegExp(pattern, 'g'))].map((match) => {
      const lead = /^[\s;{]*/.exec(match[0])![0].length;
      return { index: match.index + lead, problem: `${match[0].trim()} (use ${instead})` };
    }),
  );
  for (const match of text.matchAll(SHORTHAND)) {
    const sides = match[2]!.trim().split(/\s+/);
    if (sides.length === 4 && sides[1] !== sides[3]) {
      const problem = `${match[0].trim()} (right and left differ: use -block and -inline-start/end)`;
      found.push({ index: match.index, problem });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

const declarationProblems = (text: string): string[] =>
  declarationsAt(text).map(({ problem }) => problem);

/** The utility of a class after its variants (`md:before:left-1/2` → `left-1/2`), and whether a
 * variant already picks a direction (`rtl:`, `ltr:`). */
function splitClass(token: string): { utility: string; directed: boolean } {
  const parts = token.replace(/^!|!$/g, '').split(/:(?![^[]*\])/);
  const utility = parts.pop() ?? '';
  return {
    utility: utility.replace(/^!|!$/g, ''),
    directed: parts.some((v) => /^(rtl|ltr)$/.test(v)),
  };
}

/** The physical classes and declarations in one class list or style string. */
export function physicalInText(text: string): string[] {
  const found: string[] = [];
  for (const token of text.split(/\s+/).filter(Boolean)) {
    const { utility, directed } = splitClass(token);
    if (directed) continue;
    const physical = PHYSICAL_UTILITIES.find(([pattern]) => pattern.test(utility));
    if (physical) found.push(`${token} (use ${physical[1]})`);
    const moving = DIRECTED_UTILITIES.find(([pattern]) => pattern.test(utility));
    if (moving && !moving[1].test(text)) found.push(`${token} (add its rtl: counterpart)`);
    // An arbitrary property: [margin-left:2px].
    const arbitrary = /^\[([a-z-]+:.+)\]$/.exec(utility);
    if (arbitrary) found.push(...declarationProblems(arbitrary[1]!.replace(/_/g, ' ')));
  }
  // A style string (an inline style="…", or a page's CSS in a template).
  if (/[a-z-]+\s*:\s*[^:]+;/.test(text)) found.push(...declarationProblems(text));
  return [...new Set(found)];
}

const isMarked = (lines: readonly string[], line: number) =>
  [lines[line - 1], lines[line - 2]].some((text) => text?.includes(PHYSICAL_MARK));

/** Physical classes in the string literals of one TypeScript or TSX source. */
export function findInSource(source: string, file: string): PhysicalStyle[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const lines = source.split('\n');
  const found: PhysicalStyle[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const start = node.getStart(sourceFile);
      // Each line of a literal on its own line number (a long class list, a page template).
      node.text.split('\n').forEach((text, offset) => {
        const line = sourceFile.getLineAndCharacterOfPosition(start).line + 1 + offset;
        if (isMarked(lines, line)) return;
        for (const problem of physicalInText(text)) found.push({ file, line, text: problem });
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Physical declarations in one stylesheet. */
export function findInCss(source: string, file: string): PhysicalStyle[] {
  const lines = source.split('\n');
  // Comments become blanks of the same length, so places stay the source's.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  // The whole sheet at once: a gradient's direction may be on the line after its name.
  return declarationsAt(code)
    .map(({ index, problem }) => ({
      file,
      line: code.slice(0, index).split('\n').length,
      text: problem.replace(/\s+/g, ' '),
    }))
    .filter(({ line }) => !isMarked(lines, line));
}

/** The files that style the page: components, pages, stylesheets and the 404 page. */
export function styledFiles(root = ROOT): string[] {
  const src = readdirSync(path.join(root, 'src'), { recursive: true })
    .map(String)
    .filter((name) => /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name))
    // The dictionaries hold words, not styles.
    .filter((name) => !name.startsWith(`words${path.sep}`) && !name.startsWith(`test${path.sep}`))
    .map((name) => path.join('src', name));
  return [...src, 'scripts/assets/not-found.ts'].sort();
}

/** Every physical side in the page's styling, as file:line. */
export function physicalStyles(root = ROOT): PhysicalStyle[] {
  return styledFiles(root).flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    return file.endsWith('.css') ? findInCss(source, file) : findInSource(source, file);
  });
}
