// Content format change: the rows of figures were fixed slots in figures.ts (cgpa, projectsBuilt,
// trainingHours, ...) that the page put under fixed labels; they are now lists the owner writes in
// stats.ts. For content without a stats.ts, this writes one that shows what the page showed
// before, with the owner's own figures in it.
import ts from 'typescript';

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
 * The stats.ts that shows what the page showed for these old-format figures, or null when
 * figures.ts is not of the old format (it has none of the old slots).
 */
export function statsModuleFor(figuresSource: string): string | null {
  const fields = figureFields(figuresSource);
  const slots = Object.values(OLD_ROWS)
    .flat()
    .map(([, key]) => key)
    .filter((key): key is string => key !== null);
  if (!fields || !slots.some((key) => fields.has(key))) return null;
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
