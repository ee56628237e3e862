// Content format 6: the rows of figures were fixed slots in figures.ts (cgpa, projectsBuilt,
// trainingHours, ...) that the page put under fixed labels; they are now lists the owner writes in
// stats.ts. For content without a stats.ts, this writes one that shows what the page showed
// before, with the owner's own figures in it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { sha256 } from '../assets/sample-check.ts';
import type { MigrationFolder } from './folder.ts';

/**
 * sha256 of each version of the sample's stats.ts (line ends as "\n"). A merge of the template
 * into content of an earlier format brings the sample's stats.ts along, which is no one's own.
 */
export const SAMPLE_STATS_SHA256 = [
  '904ec77440149c517dbf131dbc4d02fa0ecc895e5c4a08e16b157ef58287229e',
  // In sample/, importing its types from '../src/content/types'.
  'e0529f3621bbe3e243a1bcd299bda9516d16f744f738d9f406c4cf272046dac7',
];

/** True when the folder's stats.ts is the sample's, as the template shipped it. */
export function hasSampleStats(dir: string): boolean {
  const file = path.join(dir, 'stats.ts');
  if (!existsSync(file)) return false;
  return SAMPLE_STATS_SHA256.includes(sha256(readFileSync(file, 'utf8').replace(/\r\n/g, '\n')));
}

/** The old slots, each with the label the page gave it and the row it sat in. */
const OLD_ROWS: Record<string, Array<[string, string] | [string, null, string, string?]>> = {
  hero: [
    ['CGPA', 'cgpa'],
    ['Projects', 'projectsBuilt'],
    ['Internships', null, 'experience'],
    ['Certificates', null, 'certificates', '+'],
  ],
  experience: [
    ['Total Experience', 'totalExperience'],
    ['Internships', null, 'experience'],
    ['Technologies', 'technologies'],
  ],
  research: [
    ['Publications', null, 'publications'],
    ['Under Review', null, 'publications under review'],
    ['Co-authors', 'coAuthors'],
    ['Research Areas', 'researchAreas'],
  ],
  certificates: [
    ['Certifications', null, 'certificates'],
    ['Training Hours', 'trainingHours'],
    ['Institutions', 'institutions'],
    ['Completed', 'completed'],
  ],
};

/** The figures object literal's fields, as written: key → source text of the value. */
function figureFields(source: string): Map<string, ts.Expression> | null {
  const file = ts.createSourceFile('figures.ts', source, ts.ScriptTarget.Latest, true);
  let fields: Map<string, ts.Expression> | null = null;
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'figures' &&
      node.initializer
    ) {
      let init: ts.Expression = node.initializer;
      while (ts.isSatisfiesExpression(init) || ts.isAsExpression(init)) init = init.expression;
      if (ts.isObjectLiteralExpression(init)) {
        fields = new Map();
        for (const p of init.properties) {
          if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
            fields.set(p.name.text, p.initializer);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return fields;
}

/**
 * The stats.ts that shows what the page showed for these old-format figures (a slot they lack was
 * an empty tile, which the page leaves out).
 */
export function statsModuleFor(figuresSource: string): string {
  const fields = figureFields(figuresSource) ?? new Map<string, ts.Expression>();
  const value = (key: string) => {
    const expression = fields.get(key);
    if (!expression) return "''";
    return ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)
      ? `'${expression.text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
      : `figures.${key}`;
  };
  const uses = [...fields.values()].some(
    (e) => !ts.isStringLiteral(e) && !ts.isNoSubstitutionTemplateLiteral(e),
  );
  const rows = Object.entries(OLD_ROWS).map(([row, stats]) => {
    const lines = stats.map(([label, key, count, suffix]) =>
      key !== null
        ? `    { label: '${label}', value: ${value(key)} },`
        : `    { label: '${label}', count: '${count}'${suffix ? `, suffix: '${suffix}'` : ''} },`,
    );
    return `  ${row}: [\n${lines.join('\n')}\n  ],`;
  });
  return [
    '// The rows of figures on the page, written by `npm run migrate-content` from the figures',
    '// the page used to show. Each row is yours to change: any labels, any number of tiles, a',
    "// `value` you state or a `count` the page makes ('experience', 'projects', 'publications',",
    "// 'publications under review', 'certificates', 'skills'), with an optional `suffix`.",
    '',
    ...(uses ? ["import { figures } from './figures';"] : []),
    "import type { Stats } from './types';",
    '',
    'export const stats: Stats = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

/**
 * Content without stats.ts, or with the sample's, gets one showing the rows the page showed from
 * its figures.ts.
 */
export function addStats(folder: MigrationFolder): void {
  const { dir, files, modules } = folder;
  const sample = hasSampleStats(dir);
  if (!sample && existsSync(path.join(dir, 'stats.ts'))) return;
  // A figures.ts that does not parse is left to the owner first: its figures belong in the rows.
  if (files.has('figures.ts') && !modules.has('figures.ts')) return;
  modules.set('stats.ts', statsModuleFor(modules.get('figures.ts') ?? ''));
  const was = sample ? "the sample's, which came with the template, replaced" : 'written';
  folder.note('stats.ts', `${was}, with the rows of figures the page showed from figures.ts`);
}
