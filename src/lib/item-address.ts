// Each project and paper has its own page: /projects/<slug>/ and /research/<slug>/ under the
// site's base. The slug comes from the title unless the owner sets one in content.

export type ItemKind = 'project' | 'paper';

/** The folder of each kind's pages, which is also the section a page belongs to. */
export const ITEM_FOLDER = { project: 'projects', paper: 'research' } as const;

export interface Sluggable {
  id: number;
  title: string;
  /** The owner's own slug; wins over the title's. */
  slug?: string;
}

// Accents come off Latin and Greek letters ("Café" → "cafe", "Ωδή" → "ωδη"): that is how people
// type those words in an address. Other scripts keep their marks, which make distinct letters
// there (Cyrillic й) or are vowels (Devanagari, Thai), not decoration.
const STRIPPABLE_MARKS = /(\p{Script=Latin}|\p{Script=Greek})\p{M}+/gu;

/**
 * `text` with the accents taken off its Latin and Greek letters ("Café" → "Cafe") and its
 * compatibility forms made plain (full-width "Ａ" → "A"); the marks of other scripts stay on their
 * letters ("データ", "й").
 */
export function withoutAccents(text: string): string {
  return text.normalize('NFKD').replace(STRIPPABLE_MARKS, '$1').normalize('NFC');
}

/**
 * `text` as words of an address: lower case, letters (their own marks on them) and digits of any
 * script, anything else between them one hyphen. A mark on no letter goes: the emoji presentation
 * selector of "⚠️", a keycap's frame ("1️⃣"), which would otherwise stay, unseen, in the address.
 */
export function slugWords(text: string): string {
  return withoutAccents(text)
    .toLowerCase()
    .replace(/(^|[^\p{L}\p{M}])\p{M}+/gu, '$1')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** Longer slugs are cut at a word. */
export const SLUG_MAX_CHARS = 60;

/**
 * The title as an address segment: lower case, letters and digits of any script, words joined by
 * hyphens. Non-Latin titles keep their letters rather than being transliterated: browsers show
 * them readably, search engines index them, and no transliteration table guesses wrong.
 */
export function slugify(title: string): string {
  const slug = slugWords(title.replace(/['’]/g, ''));
  if (Array.from(slug).length <= SLUG_MAX_CHARS) return slug;
  // A long title (a paper's) keeps its first words: an address to read and paste, not the title.
  const head = Array.from(slug)
    .slice(0, SLUG_MAX_CHARS + 1)
    .join('');
  const cut = head.lastIndexOf('-');
  return cut > 0 ? head.slice(0, cut) : Array.from(slug).slice(0, SLUG_MAX_CHARS).join('');
}

// Titles' slugs as worked out: the modals ask for every item's slug each time the address
// changes, and slugify()'s Unicode passes took a tenth of the click that opens one on a slow phone.
const titleSlugs = new Map<string, string>();

/** The item's slug: its own, else its title's. */
export function itemSlug(item: Sluggable): string {
  if (item.slug !== undefined) return item.slug;
  let slug = titleSlugs.get(item.title);
  if (slug === undefined) titleSlugs.set(item.title, (slug = slugify(item.title)));
  return slug;
}

/** A slug an owner may write: lower-case letters (any script), digits and single hyphens. */
export function isValidSlug(slug: string): boolean {
  return /^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}]+)*$/u.test(slug);
}

/** Groups of items (two or more) that share a slug, each group in content order. */
export function slugCollisions<T extends Sluggable>(items: readonly T[]): T[][] {
  const bySlug = new Map<string, T[]>();
  for (const item of items) {
    const slug = itemSlug(item);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), item]);
  }
  return [...bySlug.values()].filter((group) => group.length > 1);
}

/**
 * An item's page title: the item first, so it reads in a tab, a history list and a search result.
 * The modal that shows the item under its page's address takes the same.
 */
export function itemPageTitle(title: string, ownerName: string): string {
  return `${title} | ${ownerName}`;
}

/** The page's path relative to the site's base: "projects/crop-disease-detector/". */
export function itemPath(kind: ItemKind, slug: string): string {
  return `${ITEM_FOLDER[kind]}/${slug}/`;
}

/**
 * True for the address of a project's or a paper's own page, whatever its base and language
 * ("/de/research/x/", "https://site/projects/x/?q=1"): its last folder is in a kind's folder.
 */
export function isItemPageAddress(address: string): boolean {
  const folders = new URL(address, 'http://any/').pathname.split('/').filter(Boolean);
  return (Object.values(ITEM_FOLDER) as string[]).includes(folders.at(-2) ?? '');
}

/**
 * The slug in a page address of this kind under `base` ("/portfolio/projects/x/" → "x"), or
 * null. Accepts the address as the browser reports it, percent-encoded.
 */
export function parseItemPath(pathname: string, base: string, kind: ItemKind): string | null {
  if (!pathname.startsWith(base)) return null;
  const match = new RegExp(`^${ITEM_FOLDER[kind]}/([^/]+)/?$`).exec(pathname.slice(base.length));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
