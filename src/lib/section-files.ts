/**
 * The entry of `modules` (keyed by file, like "./sections/<id>/<id>.section.tsx") whose file sits in
 * the section's folder; a folder with two such files is a mistake, named.
 */
export function inFolder<T>(modules: Record<string, T>, id: string): T | undefined {
  const found = Object.entries(modules).filter(([file]) => file.split('/')[2] === id);
  if (found.length > 1) {
    const files = found.map(([file]) => file).join(', ');
    throw new Error(`src/sections/${id}/ has more than one section file: ${files}`);
  }
  return found[0]?.[1];
}
