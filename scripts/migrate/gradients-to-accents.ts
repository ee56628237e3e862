// Content format change: colours were Tailwind class strings in content (`bgGradient` on skill
// categories, `gradient` on About cards and papers), which a typo turned into no colour at all;
// they are now an `accent` named from the palette (src/config/palette.ts). And the project
// categories were fixed in code, each with its colour; they, the experience and certificate types
// and the paper categories are now declared by the owner in categories.ts.
//
// gradientsToAccents rewrites a content module's source in place of the owner, giving each class
// string its palette name or, failing that, the nearest; categoriesModuleFor writes the
// categories.ts that declares what the owner's content already uses.
import ts from 'typescript';
import { ACCENT_NAMES, ACCENTS, type AccentName } from '../../src/config/palette';
import { CONTENT_TYPES_IMPORT } from '../../src/content/folders';
import type { Migrated } from './edit.ts';

/** The accent for a colour that cannot be read at all. */
export const DEFAULT_ACCENT: AccentName = ACCENT_NAMES[0];

/** The fields that held class strings, in the modules that had them. */
const OLD_FIELDS = ['bgGradient', 'gradient'];
/** A module the owner added for a section of their own keeps its fields: its schema is theirs. */
const OLD_FILES = ['skills.ts', 'about.ts', 'publications.ts'];

/** Each Tailwind colour family's hue in degrees (its 500 shade); greys have none. */
const HUES: Record<string, number> = {
  red: 0,
  orange: 25,
  amber: 38,
  yellow: 45,
  lime: 84,
  green: 142,
  emerald: 160,
  teal: 173,
  cyan: 189,
  sky: 199,
  blue: 217,
  indigo: 239,
  violet: 258,
  purple: 271,
  fuchsia: 292,
  pink: 330,
  rose: 350,
};

const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** The hues a class string starts and ends on; null when it names no colour with a hue. */
function stops(classes: string): [number, number] | null {
  const hue = (prefix: string) => {
    const family = new RegExp(`(?:^|\\s)${prefix}-([a-z]+)-\\d+`).exec(classes)?.[1];
    return family === undefined ? undefined : HUES[family];
  };
  // A solid colour (bg-blue-500) counts as a gradient from and to that colour.
  const from = hue('from') ?? hue('bg');
  const to = hue('to') ?? from;
  const start = from ?? to;
  return start === undefined || to === undefined ? null : [start, to];
}

/**
 * The palette's name for a class string: the accent drawn with exactly these classes, or else the
 * one whose gradient starts and ends nearest in hue (the first in palette order on a tie). Null
 * when the string names no colour this can place.
 */
export function nearestAccent(classes: string): { name: AccentName; exact: boolean } | null {
  const words = classes.trim().split(/\s+/).sort().join(' ');
  for (const name of ACCENT_NAMES) {
    if (ACCENTS[name].gradient.split(' ').sort().join(' ') === words) return { name, exact: true };
  }
  const given = stops(classes);
  if (!given) return null;
  let best: { name: AccentName; gap: number } | null = null;
  for (const name of ACCENT_NAMES) {
    const [from, to] = stops(ACCENTS[name].gradient)!;
    const gap = hueGap(given[0], from) + hueGap(given[1], to);
    if (!best || gap < best.gap) best = { name, gap };
  }
  return best && { name: best.name, exact: false };
}

const literal = (node: ts.Expression): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;

function propertyName(node: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(node)) return undefined;
  const { name } = node;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** What the entry holding a property is called in a change line: its title, name or category. */
function entryLabel(object: ts.ObjectLiteralExpression): string {
  for (const key of ['title', 'category', 'name', 'id']) {
    const found = object.properties.find((p) => propertyName(p) === key);
    if (found && ts.isPropertyAssignment(found)) {
      return ` of ${literal(found.initializer) ?? found.initializer.getText()}`;
    }
  }
  return '';
}

export function gradientsToAccents(source: string, fileName = 'skills.ts'): Migrated {
  if (!OLD_FILES.includes(fileName)) return { text: source, changes: [] };
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const changes: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const hasAccent = node.properties.some((p) => propertyName(p) === 'accent');
      for (const property of node.properties) {
        const field = propertyName(property);
        if (!field || !OLD_FIELDS.includes(field) || !ts.isPropertyAssignment(property)) continue;
        // An entry that has both was half done by hand: the accent the owner chose stays.
        if (hasAccent) continue;
        const written = property.initializer.getText(file);
        const classes = literal(property.initializer);
        const found = classes === undefined ? null : nearestAccent(classes);
        const name = found?.name ?? DEFAULT_ACCENT;
        const where = `${field}${entryLabel(node)}`;
        edits.push({
          start: property.getStart(file),
          end: property.getEnd(),
          text: `accent: '${name}'`,
        });
        if (found?.exact) changes.push(`${where}: ${written} → accent '${name}'`);
        else if (found) {
          changes.push(
            `${where}: ${written} is not in the palette → accent '${name}', the nearest (see src/config/palette.ts)`,
          );
        } else {
          changes.push(
            `${where}: ${written} names no colour this can place → accent '${name}'; choose one in src/config/palette.ts`,
          );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let text = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }
  return { text, changes };
}

/** The project categories that were fixed in code, in their filter order, with their colours. */
const OLD_CATEGORIES: ReadonlyArray<[string, AccentName]> = [
  ['Machine Learning', 'blue'],
  ['Deep Learning', 'purple'],
  ['Computer Vision', 'emerald'],
  ['Web Development', 'coral'],
];

/** Where each list of categories.ts finds its values: the module and the field of its entries. */
const SOURCES = {
  projects: ['projects.ts', 'category'],
  experience: ['experience.ts', 'type'],
  certificates: ['certificates.ts', 'type'],
  papers: ['publications.ts', 'category'],
} as const;

type ListName = keyof typeof SOURCES;

/**
 * The values of `field` in the entries of the module's lists (object literals in an array), once
 * each in order of first use, empty ones left out; and the entries whose value is not text as
 * written, which the owner has to declare by hand.
 */
function usedValues(source: string, fileName: string, field: string) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const values: string[] = [];
  const unread: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && ts.isArrayLiteralExpression(node.parent)) {
      const found = node.properties.find((p) => propertyName(p) === field);
      if (found && ts.isPropertyAssignment(found)) {
        const value = literal(found.initializer);
        if (value === undefined) unread.push(found.initializer.getText(file));
        else if (value !== '' && !values.includes(value)) values.push(value);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { values, unread };
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The categories.ts declaring every category and type the content uses, from the sources of its
 * modules by file name (a missing module declares nothing). Project categories keep the colour
 * the page gave them and its filter order; any other takes the palette's accents in turn.
 */
export function categoriesModuleFor(sources: Record<string, string | undefined>): Migrated {
  const changes: string[] = [];
  const lists = {} as Record<ListName, string[]>;
  for (const [list, [file, field]] of Object.entries(SOURCES) as [ListName, [string, string]][]) {
    const source = sources[file];
    const { values, unread } = source
      ? usedValues(source, file, field)
      : { values: [], unread: [] };
    lists[list] = values;
    for (const expression of unread) {
      changes.push(`${file}: ${field} ${expression} is not plain text: add its value to ${list}`);
    }
  }
  const used = lists.projects;
  const known = OLD_CATEGORIES.filter(([name]) => used.includes(name));
  const others = used.filter((name) => !OLD_CATEGORIES.some(([old]) => old === name));
  const projects: Array<[string, AccentName]> = [
    ...known,
    ...others.map((name, i): [string, AccentName] => [
      name,
      ACCENT_NAMES[(known.length + i) % ACCENT_NAMES.length]!,
    ]),
  ];
  const strings = (values: string[]) =>
    values.length === 0 ? '[]' : `[\n${values.map((v) => `    ${quote(v)},`).join('\n')}\n  ]`;
  const text = [
    '// The categories and types your content files use, written by `npm run migrate-content` from',
    "// the values they held. A project's `category`, an experience entry's and a certificate's",
    "// `type` and a paper's `category` must each be one of these; each list is in the order you",
    '// want, and each project category has an accent by name from src/config/palette.ts.',
    '',
    `import type { Categories } from '${CONTENT_TYPES_IMPORT}';`,
    '',
    'export const categories: Categories = {',
    `  projects: ${
      projects.length === 0
        ? '[]'
        : `[\n${projects.map(([name, accent]) => `    { name: ${quote(name)}, accent: '${accent}' },`).join('\n')}\n  ]`
    },`,
    `  experience: ${strings(lists.experience)},`,
    `  certificates: ${strings(lists.certificates)},`,
    `  papers: ${strings(lists.papers)},`,
    '};',
    '',
  ].join('\n');
  const listed = (values: string[]) =>
    values.length === 0 ? 'none' : values.map(quote).join(', ');
  changes.unshift(
    `projects: ${projects.map(([name, accent]) => `${quote(name)} (${accent})`).join(', ') || 'none'}`,
    `experience: ${listed(lists.experience)}`,
    `certificates: ${listed(lists.certificates)}`,
    `papers: ${listed(lists.papers)}`,
  );
  return { text, changes };
}
