// The older addresses of items shown in a modal, "#project-3" and "#paper-1", which links
// shared before items had their own pages (src/lib/item-address.ts) still carry.

/** "#project-3" for ("project", 3). */
export function itemHash(prefix: string, id: number): string {
  return `#${prefix}-${id}`;
}

/** The id in a hash like "#project-3" for this prefix, or null. */
export function parseItemHash(hash: string, prefix: string): number | null {
  const match = new RegExp(`^#${prefix}-(\\d+)$`).exec(hash);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}
