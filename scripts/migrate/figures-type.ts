// Content format 2, too: figures.ts declared its own `Figures` interface of fixed slots, which
// types.ts now declares (today any names, as a record of text). Takes the type from there.
import ts from 'typescript';
import { applyEdits, parse, removal, type Migrated } from './edit.ts';

const IMPORT = "import type { Figures } from './types';";

export function figuresTypeFromTypes(source: string, fileName: string): Migrated {
  const file = parse(source, fileName);
  // Format 1 wrote an interface; the template's own type alias (schema.ts) is no concern here.
  const own = file.statements.find(
    (s) => ts.isInterfaceDeclaration(s) && s.name.text === 'Figures',
  );
  if (!own) return { text: source, changes: [] };
  const { start, end } = removal(source, own);
  return {
    text: applyEdits(source, [{ start, end, text: source.includes(IMPORT) ? '' : `${IMPORT}\n` }]),
    changes: ['its own Figures type removed: the one in types.ts holds figures under any names'],
  };
}
