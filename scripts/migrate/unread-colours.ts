// Content format 4: unknown fields are refused, and two fields the page never read went: a skill
// category's `color` (its `bgGradient` sets its colours) and an about card's `iconColor` (its
// `gradient` does).
import type ts from 'typescript';
import {
  applyEdits,
  literal,
  objectsWith,
  parse,
  property,
  quoted,
  removal,
  type Edit,
  type Migrated,
} from './edit.ts';

/** Each colour name of format 1 with the gradient the sample paired it with. */
const GRADIENT_OF: Record<string, string> = {
  blue: 'from-blue-500 to-cyan-500',
  purple: 'from-purple-500 to-pink-500',
  green: 'from-green-500 to-emerald-500',
  orange: 'from-orange-500 to-red-500',
  cyan: 'from-cyan-500 to-blue-500',
  amber: 'from-amber-500 to-orange-500',
  pink: 'from-pink-500 to-rose-500',
  red: 'from-red-500 to-purple-500',
};

const named = (object: ts.ObjectLiteralExpression, key: string, kind: string) => {
  const field = property(object, key);
  const name = field && literal(field.initializer);
  return name === undefined ? kind : `${kind} ${JSON.stringify(name)}`;
};

export function unreadColours(source: string, fileName: string): Migrated {
  const file = parse(source, fileName);
  const edits: Edit[] = [];
  const changes: string[] = [];
  for (const category of objectsWith(file, 'color', 'category', 'skills')) {
    const color = property(category, 'color')!;
    const name = named(category, 'category', 'skill category');
    const colour = literal(color.initializer);
    const gradient = colour === undefined ? undefined : GRADIENT_OF[colour];
    if (property(category, 'bgGradient')) {
      edits.push(removal(source, color));
      changes.push(`${name}: color removed (the page never read it; bgGradient sets the colours)`);
    } else if (gradient === undefined) {
      edits.push(removal(source, color));
      changes.push(`${name}: color removed: set bgGradient to the colours you want by hand`);
    } else {
      edits.push({
        start: color.getStart(),
        end: color.getEnd(),
        text: `bgGradient: ${quoted(gradient)}`,
      });
      changes.push(`${name}: color ${quoted(colour!)} → bgGradient ${quoted(gradient)}`);
    }
  }
  for (const card of objectsWith(file, 'iconColor', 'title')) {
    edits.push(removal(source, property(card, 'iconColor')!));
    const name = named(card, 'id', 'about card');
    changes.push(`${name}: iconColor removed (the page never read it; gradient sets the colours)`);
  }
  return { text: applyEdits(source, edits), changes };
}
