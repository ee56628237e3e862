import { itemPath, itemSlug, type ItemKind, type Sluggable } from '../../src/lib/item-address';

/** An item's page path as the browser reports it (percent-encoded), under `base`. */
export function itemPagePath(kind: ItemKind, item: Sluggable, base = '/'): string {
  return new URL(base + itemPath(kind, itemSlug(item)), 'http://localhost').pathname;
}

/** Matches a URL ending in the item's page path. */
export function itemPageUrl(kind: ItemKind, item: Sluggable, base = '/'): RegExp {
  return new RegExp(`${itemPagePath(kind, item, base).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
