// Which project or paper an address opens in the one page's modal: its own page's path
// ("/projects/<slug>/", src/lib/item-address.ts) or the older "#project-3" that links shared
// before items had pages still carry.
import { parseItemHash } from './hash-item';
import { itemPath, itemSlug, parseItemPath, type ItemKind, type Sluggable } from './item-address';

/** The path of an item's page under `base`, percent-encoded as the browser reports it. */
export function itemPagePathname(base: string, kind: ItemKind, item: Sluggable): string {
  return base + itemPath(kind, encodeURIComponent(itemSlug(item)));
}

/** The item of this kind that an address (path and hash) names, by its page or older hash. */
export function itemAtAddress<T extends Sluggable>(
  address: string,
  base: string,
  kind: ItemKind,
  items: readonly T[],
): T | null {
  const hashAt = address.indexOf('#');
  const id = hashAt < 0 ? null : parseItemHash(address.slice(hashAt), kind);
  if (id !== null) return items.find((item) => item.id === id) ?? null;
  const slug = parseItemPath(hashAt < 0 ? address : address.slice(0, hashAt), base, kind);
  return items.find((item) => itemSlug(item) === slug) ?? null;
}

/** Where an older "#project-3" address should now point (the item's page), or null. */
export function movedItemAddress(
  address: string,
  base: string,
  kind: ItemKind,
  items: readonly Sluggable[],
): string | null {
  const hashAt = address.indexOf('#');
  const id = hashAt < 0 ? null : parseItemHash(address.slice(hashAt), kind);
  const item = items.find((candidate) => candidate.id === id);
  return item ? itemPagePathname(base, kind, item) : null;
}
