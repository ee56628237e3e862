// Which project or paper an address opens in the one page's modal: its own page's path
// ("/projects/<slug>/", src/lib/item-address.ts) or the older "#project-3" that links shared
// before items had pages still carry.
import { parseItemHash } from './hash-item';
import { itemPath, itemSlug, parseItemPath, type ItemKind, type Sluggable } from './item-address';

/** The path of an item's page under `base`, percent-encoded as the browser reports it. */
export function itemPagePathname(base: string, kind: ItemKind, item: Sluggable): string {
  return base + itemPath(kind, encodeURIComponent(itemSlug(item)));
}

/** The id an older "#project-3" in the address names, or null. */
function hashId(address: string, kind: ItemKind): number | null {
  const hashAt = address.indexOf('#');
  return hashAt < 0 ? null : parseItemHash(address.slice(hashAt), kind);
}

/** The item of this kind that an address (path and hash) names, by its page or older hash. */
export function itemAtAddress<T extends Sluggable>(
  address: string,
  base: string,
  kind: ItemKind,
  items: readonly T[],
): T | null {
  const id = hashId(address, kind);
  if (id !== null) return items.find((item) => item.id === id) ?? null;
  const slug = parseItemPath(address.split('#')[0]!, base, kind);
  return items.find((item) => itemSlug(item) === slug) ?? null;
}

/** Where an older "#project-3" address should now point (the item's page), or null. */
export function movedItemAddress(
  address: string,
  base: string,
  kind: ItemKind,
  items: readonly Sluggable[],
): string | null {
  const id = hashId(address, kind);
  const item = items.find((candidate) => candidate.id === id);
  return item ? itemPagePathname(base, kind, item) : null;
}
