import { describe, expect, it } from 'vitest';
import { itemSlug } from './item-address';
import { itemAtAddress, itemPagePathname, movedItemAddress } from './modal-address';

// Items of the test's own, so the addresses follow from them and not from the owner's content.
const ITEMS = [
  { id: 1, title: 'First Item' },
  { id: 3, title: 'Café Ωδή' },
  { id: 5, title: 'Fifth', slug: 'own-slug' },
];

describe('itemPagePathname', () => {
  it('is the page path under the base, percent-encoded as the browser reports it', () => {
    for (const base of ['/', '/portfolio/']) {
      for (const item of ITEMS) {
        const expected = new URL(`${base}projects/${itemSlug(item)}/`, 'http://x').pathname;
        expect(itemPagePathname(base, 'project', item)).toBe(expected);
      }
    }
    expect(itemPagePathname('/', 'paper', ITEMS[2])).toBe('/research/own-slug/');
  });
});

describe('itemAtAddress', () => {
  it("finds an item by its page's path, with or without a hash after it", () => {
    const path = itemPagePathname('/portfolio/', 'project', ITEMS[1]);
    expect(itemAtAddress(path, '/portfolio/', 'project', ITEMS)).toBe(ITEMS[1]);
    expect(itemAtAddress(`${path}#top`, '/portfolio/', 'project', ITEMS)).toBe(ITEMS[1]);
  });

  it('finds an item by the older hash', () => {
    expect(itemAtAddress('/#project-5', '/', 'project', ITEMS)).toBe(ITEMS[2]);
    expect(itemAtAddress('/#paper-1', '/', 'paper', ITEMS)).toBe(ITEMS[0]);
  });

  it('finds nothing for another kind, an unknown item, or an address without one', () => {
    for (const address of [
      '',
      '/',
      '/#projects',
      '/#paper-1',
      '/#project-9',
      '/research/first-item/',
      '/projects/no-such-item/',
      '/other/projects/first-item/',
    ]) {
      expect(itemAtAddress(address, '/', 'project', ITEMS), address).toBeNull();
    }
  });
});

describe('movedItemAddress', () => {
  it("moves an older hash to the item's page, and nothing else", () => {
    expect(movedItemAddress('/#project-5', '/', 'project', ITEMS)).toBe('/projects/own-slug/');
    expect(movedItemAddress('/#paper-1', '/', 'paper', ITEMS)).toBe('/research/first-item/');
    for (const address of ['/', '/#projects', '/#project-9', '/projects/own-slug/']) {
      expect(movedItemAddress(address, '/', 'project', ITEMS), address).toBeNull();
    }
  });
});
