// A site in several languages keeps one content folder in its default language and, for each
// other language, translations beside it: content/de/projects.ts holds the German texts of
// content/projects.ts and nothing else. This module lays a translation over the default content,
// lists the texts a translation leaves out (they stay in the default language) and names what in
// a translation matches nothing. Pure: the build reads the files.
import { isFields, type Fields } from './fields';

/**
 * A module's translation: its texts, each optional. Lists whose entries have an `id` (projects,
 * papers, experience, certificates, about cards) are translated by id, `{ 3: { title: '…' } }`, so
 * adding or moving an entry leaves the other translations where they were; other lists entry by
 * entry in order; a list of plain texts (tags, roles) as a whole. Numbers, ids and choices from a
 * fixed list are not translations.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? Item extends string
      ? readonly string[]
      : Item extends { id: infer Id extends string | number }
        ? { readonly [key in Id]?: Translation<Item> }
        : readonly (Translation<Item> | undefined)[]
    : T extends object
      ? { readonly [K in keyof T as K extends NonText ? never : K]?: Translation<T[K]> }
      : never;

/**
 * Fields whose value is an address, an identifier or a choice, not words: they stay the default
 * language's in every language (an item keeps one address across languages), and a translation
 * may not set them.
 */
export const NON_TEXT_FIELDS = [
  'id',
  'slug',
  'url',
  'siteUrl',
  'email',
  'phone',
  'postalCode',
  'resume',
  'resumePdf',
  'profileImage',
  'github',
  'demo',
  'live',
  'link',
  'links',
  'doi',
  'arxiv',
  'pdf',
  'slides',
  'poster',
  'video',
  'projectPage',
  'icon',
  'accent',
  'image',
  'bibKey',
  'network',
  'username',
  'count',
  'type',
  'status',
  'credentialUrl',
  'credentialId',
] as const;
type NonText = (typeof NON_TEXT_FIELDS)[number];
const NON_TEXT = new Set<string>(NON_TEXT_FIELDS);

const hasId = (value: unknown): value is Fields & { id: string | number } =>
  isFields(value) && (typeof value.id === 'string' || typeof value.id === 'number');
/** A list translated by id: its entries carry one. */
const keyedById = (list: readonly unknown[]): boolean => list.length > 0 && list.every(hasId);

/** Where in a module a text is: ['projects', 3, 'title'] (3 is an id in a list keyed by id). */
export type TextPath = ReadonlyArray<string | number>;

/** The translation of one entry of a list, by the entry's id or its position. */
function entryTranslation(list: readonly unknown[], overlay: unknown, index: number): unknown {
  if (overlay === undefined || overlay === null) return undefined;
  if (keyedById(list)) {
    return isFields(overlay) ? overlay[String((list[index] as { id: unknown }).id)] : undefined;
  }
  return Array.isArray(overlay) ? overlay[index] : undefined;
}

/**
 * The default content with the translation laid over it: each text the translation gives
 * replaces the default's, everything else (numbers, addresses, texts not translated) stays.
 */
export function translateContent<T>(base: T, overlay: unknown): T {
  if (overlay === undefined || overlay === null) return base;
  if (typeof base === 'string') return (typeof overlay === 'string' ? overlay : base) as T;
  if (Array.isArray(base)) {
    if (base.every((item) => typeof item === 'string')) {
      return (
        Array.isArray(overlay) && overlay.every((item) => typeof item === 'string') ? overlay : base
      ) as T;
    }
    return base.map((item, index) =>
      translateContent(item, entryTranslation(base, overlay, index)),
    ) as T;
  }
  if (isFields(base) && isFields(overlay)) {
    return Object.fromEntries(
      Object.entries(base).map(([key, value]) => [
        key,
        NON_TEXT.has(key) ? value : translateContent(value, overlay[key]),
      ]),
    ) as T;
  }
  return base;
}

/** Every text of the default content that the translation leaves in the default language. */
export function untranslatedTexts(base: unknown, overlay: unknown, at: TextPath = []): TextPath[] {
  if (typeof base === 'string') {
    return base.trim() !== '' && typeof overlay !== 'string' ? [at] : [];
  }
  if (Array.isArray(base)) {
    if (base.length === 0) return [];
    if (base.every((item) => typeof item === 'string')) return Array.isArray(overlay) ? [] : [at];
    const byId = keyedById(base);
    return base.flatMap((item, index) =>
      untranslatedTexts(item, entryTranslation(base, overlay, index), [
        ...at,
        byId ? (item as { id: string | number }).id : index,
      ]),
    );
  }
  if (isFields(base)) {
    const given = isFields(overlay) ? overlay : {};
    return Object.entries(base)
      .filter(([key]) => !NON_TEXT.has(key))
      .flatMap(([key, value]) => untranslatedTexts(value, given[key], [...at, key]));
  }
  return [];
}

export interface TranslationProblem {
  path: TextPath;
  message: string;
}

/**
 * What in a translation matches nothing in the default content: an entry or field it does not
 * have, a field that is not words, a text where a list is. Each would be silently lost.
 */
export function translationProblems(
  base: unknown,
  overlay: unknown,
  at: TextPath = [],
): TranslationProblem[] {
  if (overlay === undefined || overlay === null) return [];
  const problem = (message: string, path: TextPath = at) => [{ path, message }];
  if (typeof base === 'string') {
    return typeof overlay === 'string' ? [] : problem('must be text, a translation of the default');
  }
  if (Array.isArray(base)) {
    if (base.every((item) => typeof item === 'string')) {
      return Array.isArray(overlay) && overlay.every((item) => typeof item === 'string')
        ? []
        : problem('must be a list of texts, the whole list translated');
    }
    if (keyedById(base)) {
      if (!isFields(overlay)) {
        return problem('must be an object of translations by id, e.g. { 3: { title: "…" } }');
      }
      const ids = new Map(base.map((item) => [String((item as { id: unknown }).id), item]));
      return Object.entries(overlay).flatMap(([id, entry]) =>
        ids.has(id)
          ? translationProblems(ids.get(id), entry, [...at, id])
          : problem(`has no entry with id ${id} to translate`, [...at, id]),
      );
    }
    if (!Array.isArray(overlay)) return problem('must be a list, its entries in the same order');
    return overlay.flatMap((entry, index) =>
      index < base.length
        ? translationProblems(base[index], entry, [...at, index])
        : problem(`has no entry at position ${index + 1} to translate`, [...at, index]),
    );
  }
  if (isFields(base)) {
    if (!isFields(overlay)) return problem('must be an object of translated fields');
    return Object.entries(overlay).flatMap(([key, value]) => {
      if (NON_TEXT.has(key)) {
        return problem('is not translated: it stays the same in every language', [...at, key]);
      }
      if (!(key in base)) return problem('is not a field of the default content', [...at, key]);
      return translationProblems(base[key], value, [...at, key]);
    });
  }
  return problem('is not translated: it stays the same in every language');
}

/** A path as a problem names it: "projects › 3 › title". */
export const showTextPath = (path: TextPath): string => path.join(' › ');
