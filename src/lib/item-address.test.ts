import { describe, expect, it } from 'vitest';
import {
  isValidSlug,
  isItemPageAddress,
  itemPath,
  itemSlug,
  parseItemPath,
  slugCollisions,
  slugify,
  SLUG_MAX_CHARS,
} from './item-address';

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('Harbour Traffic Dashboard')).toBe('harbour-traffic-dashboard');
    expect(slugify('  AI / ML -- Toolkit!  ')).toBe('ai-ml-toolkit');
    expect(slugify('Dust-Robust Stereo: v2.0')).toBe('dust-robust-stereo-v2-0');
  });

  it('drops apostrophes inside words rather than splitting them', () => {
    expect(slugify("Owner's Notes")).toBe('owners-notes');
    // An emoji's presentation selector is no letter's mark: it stays out of the address.
    expect(slugify('🚀 Launch ⚠️ Kit')).toBe('launch-kit');
  });

  it('takes accents off Latin and Greek letters, not Cyrillic ones', () => {
    expect(slugify('Café Déjà Vu')).toBe('cafe-deja-vu');
    expect(slugify('Χαρτογράφηση Ελαιώνων')).toBe('χαρτογραφηση-ελαιωνων');
    expect(slugify('Йогурт Поиск')).toBe('йогурт-поиск');
  });

  it('keeps letters of other scripts, with their vowel marks', () => {
    expect(slugify('नमस्ते दुनिया')).toBe('नमस्ते-दुनिया');
    expect(slugify('ラーメン 検索')).toBe('ラーメン-検索');
    expect(isValidSlug(slugify('नमस्ते दुनिया'))).toBe(true);
    expect(isValidSlug(slugify('ラーメン 検索'))).toBe(true);
  });

  it('cuts a long title at a word, within the limit', () => {
    const title =
      'Lightweight Attention Networks for Real-Time Crop Disease Recognition on Edge Devices';
    const slug = slugify(title);
    expect(slug).toBe('lightweight-attention-networks-for-real-time-crop-disease');
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_CHARS);
    expect(slugify('a'.repeat(80))).toHaveLength(SLUG_MAX_CHARS);
  });

  it('gives nothing for a title of punctuation only, which validation reports', () => {
    expect(slugify('!!!')).toBe('');
    expect(isValidSlug('')).toBe(false);
  });
});

describe('itemSlug', () => {
  it("prefers the owner's slug to the title's", () => {
    expect(itemSlug({ id: 1, title: 'New Title', slug: 'old-title' })).toBe('old-title');
    expect(itemSlug({ id: 1, title: 'New Title' })).toBe('new-title');
  });
  it("follows an item's title when it changes (the dev server's edits), and its own slug", () => {
    const item: { id: number; title: string; slug?: string } = { id: 1, title: 'First Try' };
    expect(itemSlug(item)).toBe('first-try');
    item.title = 'Second Try';
    expect(itemSlug(item)).toBe('second-try');
    item.slug = 'own';
    expect(itemSlug(item)).toBe('own');
  });
});

describe('isValidSlug', () => {
  it('accepts lower-case words joined by single hyphens', () => {
    expect(isValidSlug('crop-detector-2')).toBe(true);
    expect(isValidSlug('ωδη')).toBe(true);
  });

  it('refuses capitals, spaces, slashes and stray hyphens', () => {
    for (const slug of ['Crop', 'crop detector', 'a/b', '-a', 'a-', 'a--b', '../x']) {
      expect(isValidSlug(slug), slug).toBe(false);
    }
  });
});

describe('slugCollisions', () => {
  it('groups items whose titles make the same slug', () => {
    const items = [
      { id: 1, title: 'Crop Detector' },
      { id: 2, title: 'Other' },
      { id: 3, title: 'crop  detector!' },
    ];
    expect(slugCollisions(items)).toEqual([[items[0], items[2]]]);
  });

  it("counts an owner's slug, and finds none when slugs differ", () => {
    const items = [
      { id: 1, title: 'Crop Detector' },
      { id: 3, title: 'Crop Detector', slug: 'crop-detector-v2' },
    ];
    expect(slugCollisions(items)).toEqual([]);
    expect(slugCollisions([...items, { id: 4, title: 'X', slug: 'crop-detector' }])).toHaveLength(
      1,
    );
  });
});

describe('item addresses', () => {
  it('puts projects under projects/ and papers under research/', () => {
    expect(itemPath('project', 'a-b')).toBe('projects/a-b/');
    expect(itemPath('paper', 'a-b')).toBe('research/a-b/');
  });

  it('reads the slug back from a path under the base, decoding it', () => {
    expect(parseItemPath('/projects/a-b/', '/', 'project')).toBe('a-b');
    expect(parseItemPath('/portfolio/research/a-b', '/portfolio/', 'paper')).toBe('a-b');
    expect(parseItemPath(`/research/${encodeURIComponent('ωδη')}/`, '/', 'paper')).toBe('ωδη');
  });

  it('reads nothing from other paths', () => {
    expect(parseItemPath('/', '/', 'project')).toBeNull();
    expect(parseItemPath('/projects/a-b/', '/', 'paper')).toBeNull();
    expect(parseItemPath('/projects/a-b/', '/portfolio/', 'project')).toBeNull();
    expect(parseItemPath('/projects/a/b/', '/', 'project')).toBeNull();
    expect(parseItemPath('/projects/%E0%A4%A/', '/', 'project')).toBeNull();
  });
});

describe('isItemPageAddress', () => {
  it("knows a project's or a paper's own page under any base and language", () => {
    expect(isItemPageAddress('/projects/crop-disease-detector/')).toBe(true);
    expect(isItemPageAddress('/portfolio/de/research/sketch/')).toBe(true);
    expect(isItemPageAddress('https://site.example/research/sketch/?q=engine#top')).toBe(true);
  });

  it('knows any other page is not one: a note, a tag, the lists, the main page', () => {
    for (const address of ['/', '/de/', '/notes/typed-configs/', '/notes/tags/research/']) {
      expect(isItemPageAddress(address), address).toBe(false);
    }
    expect(isItemPageAddress('/projects/')).toBe(false);
  });
});
