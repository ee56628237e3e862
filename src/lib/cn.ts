/** Joins class names, skipping falsy ones. Later classes come last so callers' className wins ties. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
