// The figures a content file names that its figures.ts does not have. `${figures.deploys}` where
// figures.ts says `deployments` loads without an error and shows "undefined" on the page, the
// résumé and resume.json: the content files are not type-checked, and by the time the content
// check reads a text, the template string has already been filled in.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The figures module a file imports as `figures` (its address, as written), and each figure it
 * names, `figures.cgpa` or `figures['cgpa']`, with its line: read by TypeScript's parser, so a
 * comment, a string ("see figures.ts") or another object's `figures` is not taken for one.
 */
function figureUses(file: string, source: string): { from?: string; uses: [string, number][] } {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  let from: string | undefined;
  const uses: [string, number][] = [];
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const names = node.importClause?.namedBindings;
      if (names && ts.isNamedImports(names)) {
        if (names.elements.some((element) => element.name.text === 'figures')) {
          from = node.moduleSpecifier.text;
        }
      }
    }
    const isFigures = (expression: ts.Expression) =>
      ts.isIdentifier(expression) && expression.text === 'figures';
    if (ts.isPropertyAccessExpression(node) && isFigures(node.expression)) {
      uses.push([node.name.text, lineOf(node)]);
    } else if (
      ts.isElementAccessExpression(node) &&
      isFigures(node.expression) &&
      ts.isStringLiteralLike(node.argumentExpression)
    ) {
      uses.push([node.argumentExpression.text, lineOf(node)]);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return { from, uses };
}

/** Every .ts file in a content folder and its language folders, but not its notes. */
function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'notes' ? [] : contentFiles(file);
    return entry.isFile() && entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The names a figures module has, or undefined when it does not load (the check says why). */
async function figureNames(file: string): Promise<string[] | undefined> {
  try {
    const module = (await import(pathToFileURL(file).href)) as { figures?: unknown };
    const { figures } = module;
    return figures !== null && typeof figures === 'object' ? Object.keys(figures) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One line for each figure a file of `dir` uses that the figures.ts it imports lacks:
 * "content/about.ts, line 35: figures.deploys is not in content/figures.ts, …". `shown` names a
 * file as the owner knows it.
 */
export async function figureNameProblems(
  dir: string,
  shown: (file: string) => string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const file of contentFiles(dir)) {
    const { from, uses } = figureUses(file, readFileSync(file, 'utf8'));
    if (from === undefined || !from.startsWith('.')) continue;
    const module = path.resolve(path.dirname(file), from.endsWith('.ts') ? from : `${from}.ts`);
    const names = await figureNames(module);
    if (names === undefined) continue;
    for (const [name, line] of uses) {
      if (names.includes(name)) continue;
      const has = names.length > 0 ? `which has ${names.join(', ')}` : 'which has none';
      problems.push(
        `${shown(file)}, line ${line}: figures.${name} is not in ${shown(module)} (${has}), so the page would show "undefined" there: add it to that file, or use one of its names`,
      );
    }
  }
  return problems;
}
