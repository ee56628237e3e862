// Reading a JSON Resume's loosely typed values: strings, lists, addresses, icons, dates, and
// the project's own fields under "x-portfolio".
import { ACCENT_NAMES, type AccentName } from '../../src/config/palette';
import { ICON_NAMES } from '../../src/content/icon-names';
import type { IconName } from '../../src/content/types';
import { joinSentences, sentence } from '../../src/lib/writing';
import { EXTENSION, isoMonth, presentWord } from './json-resume.ts';
import { locale } from '../../src/words/index.ts';

/** Records where a part of the document went nowhere (unmap) or a value was made up (fill). */
export type Note = (where: string, text: string) => void;

export type Item = Record<string, unknown>;

export const isItem = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
export const list = (value: unknown): Item[] => (Array.isArray(value) ? value.filter(isItem) : []);
/** The texts of a list, blank ones left out (the page would show them as empty pills). */
export const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
export const ext = (item: Item): Item => (isItem(item[EXTENSION]) ? item[EXTENSION] : {});
/**
 * A text the extension carries, empty included: the export wrote it from content that may leave
 * it empty, so it comes back as it was; undefined only where the document does not have it.
 */
export const kept = (x: Item, key: string): string | undefined =>
  typeof x[key] === 'string' ? x[key] : undefined;
export const icon = (value: unknown, fallback: IconName): IconName =>
  (ICON_NAMES as readonly unknown[]).includes(value) ? (value as IconName) : fallback;
export const accent = (value: unknown, fallback: AccentName): AccentName =>
  (ACCENT_NAMES as readonly unknown[]).includes(value) ? (value as AccentName) : fallback;
export const url = (value: unknown): string | null =>
  typeof value === 'string' && /^https?:\/\/\S+$/i.test(value) ? value : null;
export const nullableUrl = (item: Item, key: string, fallback: string | null): string | null =>
  key in item ? url(item[key]) : fallback;

/**
 * Joins pieces of text as sentences, adding the full stop a highlight usually lacks: "。" to one
 * that ends in Chinese or Japanese, which the next follows without a space.
 */
export const sentences = (parts: (string | undefined)[]): string =>
  joinSentences(
    parts
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .map((part) => sentence(part, 'as-written')),
  );

/**
 * "2025-07-01" → "Jul 2025", "2025" → "2025": the month as the site's language names it ("juil.
 * 2025", "2025年7月"), in a form the export reads back (in English where it would not).
 */
export function monthYear(date: unknown, language: string = locale): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(typeof date === 'string' ? date : '');
  if (!match) return '';
  const [, year, month] = match;
  if (!month || Number(month) < 1 || Number(month) > 12) return year!;
  const when = Date.UTC(Number(year), Number(month) - 1, 15);
  const named = (lang: string) =>
    new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      when,
    );
  const own = named(language);
  return isoMonth(own, language) === `${year}-${month}` ? own : named('en');
}

/** "Jul 2025 – Present", in the site's language; "" for neither end. */
export function duration(item: Item): string {
  const start = monthYear(item.startDate);
  const end = item.endDate === undefined ? presentWord() : monthYear(item.endDate);
  return start ? `${start} – ${end}` : item.endDate === undefined ? '' : end;
}
