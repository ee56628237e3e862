// Source-text edits for the migrations: each finds object literals by their properties with the
// TypeScript compiler and changes only the text it must, so the owner's layout, comments and
// expressions stay as they wrote them.
import ts from 'typescript';

export interface Migrated {
  text: string;
  /** One line per change, for the owner to read. */
  changes: string[];
}

export interface Edit {
  start: number;
  end: number;
  text: string;
}

export const parse = (source: string, fileName: string): ts.SourceFile =>
  ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);

export function propertyName(node: ts.ObjectLiteralElementLike): string | undefined {
  if (!ts.isPropertyAssignment(node) && !ts.isShorthandPropertyAssignment(node)) return undefined;
  const { name } = node;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

export function property(
  object: ts.ObjectLiteralExpression,
  name: string,
): ts.PropertyAssignment | undefined {
  const found = object.properties.find((p) => propertyName(p) === name);
  return found && ts.isPropertyAssignment(found) ? found : undefined;
}

export const literal = (node: ts.Expression): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;

/** A string as a single-quoted literal, the way the content modules write them. */
export const quoted = (text: string): string =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The object literals anywhere in the file that have every one of `names` as a property. */
export function objectsWith(file: ts.SourceFile, ...names: string[]): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node) && names.every((name) => property(node, name))) {
      found.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Removes a property with its comma, and its whole line when it has one to itself. */
export function removal(source: string, node: ts.Node): Edit {
  const start = node.getStart();
  let end = node.getEnd();
  if (source[end] === ',') end += 1;
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const newline = source.indexOf('\n', end);
  const lineEnd = newline === -1 ? source.length : newline + 1;
  if (source.slice(lineStart, start).trim() === '' && source.slice(end, lineEnd).trim() === '') {
    return { start: lineStart, end: lineEnd, text: '' };
  }
  while (source[end] === ' ') end += 1;
  return { start, end, text: '' };
}

/** Adds `text` (a property, e.g. "resumePdf: 'own'") on its own line after `after`. */
export function insertionAfter(source: string, file: ts.SourceFile, after: ts.Node, text: string) {
  const indent = ' '.repeat(file.getLineAndCharacterOfPosition(after.getStart()).character);
  const end = after.getEnd();
  return source[end] === ','
    ? { start: end + 1, end: end + 1, text: `\n${indent}${text},` }
    : { start: end, end, text: `,\n${indent}${text}` };
}

export function applyEdits(source: string, edits: Edit[]): string {
  let text = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  }
  return text;
}
