// Finds English written into components: the words a visitor sees belong in the dictionary
// (src/words), so that a second language is a second dictionary and an owner can replace any of
// them. Read with the TypeScript compiler, so comments, class names and code are no concern.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The folders of components, whose words come from the dictionary or from content. */
export const WORD_FREE_DIRS = [
  'src/sections',
  'src/layout',
  'src/components',
  'src/effects',
  'src/pages',
];

/** Props (and object fields) that are shown or read out: aria-label, title, alt, subtitle… */
const WORD_PROP =
  /^(alt|aria-(label|description|roledescription|valuetext)|\w*(label|title|text|placeholder|subtitle|caption|heading|message)s?)$/i;

/** Letters in any script: punctuation and symbols ('·', '→', '+', '%') are no words. */
const HAS_LETTER = /\p{L}/u;

export interface LiteralWord {
  file: string;
  line: number;
  text: string;
}

/**
 * The literal texts an expression can evaluate to: a string, a template's fixed parts, either
 * branch of a condition, either side of `??`/`||`/`&&`/`+`. A call's arguments are not among them
 * (`t('projects.title')` passes a key).
 */
function literalsOf(node: ts.Expression): Array<{ node: ts.Node; text: string }> {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return [{ node, text: node.text }];
  }
  if (ts.isTemplateExpression(node)) {
    const fixed = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    return [
      { node, text: fixed.join(' ') },
      ...node.templateSpans.flatMap((span) => literalsOf(span.expression)),
    ];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return literalsOf(node.expression);
  }
  if (ts.isConditionalExpression(node)) {
    return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.AmpersandAmpersandToken ||
      operator === ts.SyntaxKind.PlusToken
    ) {
      return [...literalsOf(node.left), ...literalsOf(node.right)];
    }
  }
  return [];
}

/** Text with letters written into the JSX (or word fields) of one source file. */
export function findLiteralWords(source: string, file: string): LiteralWord[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: LiteralWord[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!HAS_LETTER.test(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const reportAll = (expression: ts.Expression | undefined) => {
    if (expression) for (const { node, text } of literalsOf(expression)) report(node, text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    // A word prop: label="Close", aria-label={open ? 'Close menu' : 'Open menu'}.
    if (ts.isJsxAttribute(node) && WORD_PROP.test(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value)) reportAll(value.expression);
    }
    // A child in braces: {sending ? 'Sending...' : 'Send Message'}.
    if (
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      reportAll(node.expression);
    }
    // A word field of an object: { label: 'Total Skills', value }.
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      WORD_PROP.test(node.name.text)
    ) {
      reportAll(node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every component file (.tsx, not a test) under the word-free folders, relative to `root`. */
export function componentFiles(root = ROOT): string[] {
  return WORD_FREE_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
      .map((name) => path.join(dir, name)),
  ).sort();
}

/** The literal words in every component. */
export function literalWordsInComponents(root = ROOT): LiteralWord[] {
  return componentFiles(root).flatMap((file) =>
    findLiteralWords(readFileSync(path.join(root, file), 'utf8'), file),
  );
}
