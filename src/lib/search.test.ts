import { describe, expect, it } from 'vitest';
import {
  addressWithQuery,
  isSearchShortcut,
  nextResultIndex,
  resultHits,
  type PagefindFragment,
} from './search';

const key = (key: string, extra: Partial<Parameters<typeof isSearchShortcut>[0]> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...extra,
});

describe('search shortcuts', () => {
  it('opens with / outside a field and with Ctrl+K or Cmd+K anywhere', () => {
    const field = document.createElement('input');
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', { target: field }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, target: field }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('/', { altKey: true }))).toBe(false);
  });

  it('moves from the field into the results and around them with the arrows', () => {
    expect(nextResultIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextResultIndex(2, 3, 'ArrowDown')).toBe(0);
    expect(nextResultIndex(0, 3, 'ArrowUp')).toBe(2);
    expect(nextResultIndex(1, 3, 'End')).toBe(2);
    expect(nextResultIndex(-1, 3, 'Home')).toBeNull();
    expect(nextResultIndex(-1, 0, 'ArrowDown')).toBeNull();
    expect(nextResultIndex(0, 3, 'a')).toBeNull();
  });
});

describe('search results', () => {
  const page = (url: string, subs: PagefindFragment['sub_results'] = []): PagefindFragment => ({
    url,
    excerpt: 'the <mark>word</mark>',
    meta: { title: 'A title' },
    sub_results: subs,
  });

  it("links an item's result to its own page", () => {
    expect(resultHits(page('/research/a-paper/'), ['/'])).toEqual([
      { url: '/research/a-paper/', title: 'A title', excerpt: 'the <mark>word</mark>' },
    ]);
  });

  it("links the main page's result to each matching section's anchor, named by its heading", () => {
    const hits = resultHits(
      page('/de/', [
        { url: '/de/', title: 'Name', excerpt: 'x' },
        { url: '/de/#experience-heading', title: 'Erfahrung', excerpt: 'y' },
        { url: '/de/#certificates-heading', title: 'Zertifikate', excerpt: 'z' },
      ]),
      ['/de/'],
    );
    expect(hits.map((hit) => [hit.url, hit.title])).toEqual([
      ['/de/#experience', 'Erfahrung'],
      ['/de/#certificates', 'Zertifikate'],
    ]);
  });
});

describe('addressWithQuery', () => {
  it('asks for the query in the address, kept whole, and for none when it is empty', () => {
    const page = 'https://me.dev/base/search/';
    expect(addressWithQuery(page, 'a&b c')).toBe(`${page}?q=a%26b+c`);
    expect(new URL(addressWithQuery(page, 'a&b c')).searchParams.get('q')).toBe('a&b c');
    expect(addressWithQuery(`${page}?q=old&lang=de#x`, 'new')).toBe(`${page}?q=new&lang=de#x`);
    expect(addressWithQuery(`${page}?q=old`, '')).toBe(page);
  });
});
