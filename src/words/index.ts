// The one way a component reads a built-in word: `t('projects.showing', { shown, total })`. The
// words come from the dictionary (en.ts) with the owner's replacements (content/words.ts) on
// top; numbers, plurals and lists are written through Intl, as the dictionary's language writes
// them. Free of React and of the schema library: islands import it as it is.
// The module whole, not its `words` by name: a words.ts without that export would stop Node
// before the content check could name the file (check-content imports this through the résumé).
import * as ownerWords from '@content/words';
import { dictionary, direction, language, textsInDefaultLanguage } from '@words/active';
import { dirAttribute } from '../lib/own-direction';
import { textKey } from '../lib/text-key';
import type {
  Dictionary,
  ParamArgs,
  PluralCategory,
  WordEntry,
  WordKey,
  WordOverrides,
} from './types';

export type {
  Dictionary,
  PluralForms,
  WordEntry,
  WordKey,
  WordOverrides,
  WordParams,
} from './types';

/** `{name}` in an entry. */
const PARAMETER = /\{(\w+)\}/g;

/** The parameters an entry's text uses, in order of first use. */
export function placeholdersOf(entry: WordEntry): string[] {
  const texts = typeof entry === 'string' ? [entry] : Object.values(entry);
  const names = texts.flatMap((text) => [...(text ?? '').matchAll(PARAMETER)].map((m) => m[1]!));
  return [...new Set(names)];
}

export interface Translator {
  /** The dictionary's language, as a BCP 47 tag ("en"). */
  locale: string;
  /** The entry as text, its parameters filled in; a parameter not given stays as `{name}`. */
  t: <K extends WordKey>(key: K, ...params: ParamArgs<K>) => string;
  /**
   * The entry as a list of its text and its parameters' values as given (not made text), for a
   * parameter that is markup: `tParts('footer.madeWith', { love: <Heart />, name })`.
   */
  tParts: <K extends WordKey, Part>(key: K, ...params: ParamArgs<K, Part>) => Array<string | Part>;
  /** A number as the language writes it. */
  formatNumber: (value: number) => string;
  /** A percentage (85 → "85%") as the language writes it. */
  formatPercent: (percent: number) => string;
  /** Items joined as a list of names ("A, B, C"), as the language joins them. */
  listParts: <Part>(items: readonly Part[]) => Array<string | Part>;
}

/** A translator over one dictionary, with the owner's replacements on top. */
export function createTranslator(
  dictionary: Dictionary,
  locale: string,
  overrides: WordOverrides = {},
): Translator {
  const plural = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  // A list of names, written as the page always has: "A, B, C" in English. Where the language's
  // list of units runs its items together with a space or nothing (Japanese, Chinese, Korean,
  // Russian, Turkish), names of two words would read as one list of words: there it is the list
  // as the language writes one ("山田 花子、佐藤 太郎", "A, B и C"). Thai writes both with spaces.
  const units = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  const list = /\S/.test(units.format(['A', 'B']).slice(1, -1))
    ? units
    : new Intl.ListFormat(locale, { type: 'conjunction', style: 'short' });

  const textOf = (key: WordKey, params: Record<string, unknown>): string => {
    const entry = overrides[key] ?? dictionary[key];
    if (typeof entry === 'string') return entry;
    // By `count`, or where the page gives none, by the entry's one number ("{minutes} min read").
    const numbers = Object.values(params).filter((value) => typeof value === 'number');
    const count = 'count' in params ? params.count : numbers.length === 1 ? numbers[0] : undefined;
    const category: PluralCategory = typeof count === 'number' ? plural.select(count) : 'other';
    return entry[category] ?? entry.other;
  };

  const fill = <Part>(key: WordKey, params: Record<string, unknown> = {}) => {
    const pieces = textOf(key, params).split(PARAMETER);
    const parts: Array<string | Part> = [];
    pieces.forEach((piece, index) => {
      // split() puts each parameter's name at the odd places.
      if (index % 2 === 0) {
        if (piece) parts.push(piece);
        return;
      }
      const value = params[piece];
      if (value === undefined) parts.push(`{${piece}}`);
      else if (typeof value === 'number') parts.push(number.format(value));
      else parts.push(value as string | Part);
    });
    return parts;
  };

  return {
    locale,
    t: (key, ...[params]) => fill<string>(key, params).join(''),
    tParts: (key, ...[params]) => fill(key, params),
    formatNumber: (value) => number.format(value),
    formatPercent: (value) => percent.format(value / 100),
    listParts: <Part>(items: readonly Part[]) => {
      // Formatted with stand-ins, then each element put back: its value may be markup.
      const parts = list.formatToParts(items.map((_, index) => String(index)));
      let next = 0;
      return parts.map((part) => (part.type === 'element' ? items[next++]! : part.value));
    },
  };
}

/** The page's words: its language's dictionary, with the owner's replacements. */
export const { t, tParts, formatNumber, formatPercent, listParts, locale } = createTranslator(
  dictionary as Dictionary,
  language,
  'words' in ownerWords ? ownerWords.words : {},
);

/** Which way the page's language is written: decided at build, so no script works it out. */
export const pageDirection: 'ltr' | 'rtl' = direction;

/**
 * The `dir` a short text of the owner's needs on this page (src/lib/own-direction.ts): 'auto'
 * where its first letter gives its direction.
 */
export const directionOf = (text: string): 'ltr' | 'rtl' | 'auto' =>
  dirAttribute(text, pageDirection);

/** A <bdi>'s own `dir` for a short text of the owner's: none where it is `auto`, its default. */
export const bdiDirection = (text: string): 'ltr' | 'rtl' | undefined => {
  const dir = directionOf(text);
  return dir === 'auto' ? undefined : dir;
};

/** A lookup over texts written in another language, by their keys: each gives it, any other none. */
export function langOfText(given: {
  language: string;
  keys: readonly string[];
}): (text: string) => string | undefined {
  const keys = new Set(given.keys);
  return (text) => (keys.has(textKey(text)) ? given.language : undefined);
}

/**
 * `lang` for an item's text on this page (a project's, paper's, job's or certificate's: those of
 * TEXTS_MARKED_BY_LANGUAGE): the default language's tag where the
 * page shows the text as the default language has it (untranslated, or a paper's title as
 * published), so that a screen reader reads it in that language's voice and a hyphenated heading
 * breaks by that language's rules; undefined where the text is in the page's own language.
 */
export const langOf = langOfText(textsInDefaultLanguage);
