// The shape of a dictionary: one per language, each with the English one's keys (en.ts). Types
// only, so content and build scripts may name them without pulling any words in.
import type { en } from './en';

/** The plural categories of Intl.PluralRules; every language has `other`. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** An entry that reads differently by number: chosen by its `count` parameter. */
export type PluralForms = { other: string } & Partial<Record<PluralCategory, string>>;

/** A dictionary entry: text with `{name}` parameters, or plural forms of it. */
export type WordEntry = string | PluralForms;

/** Every built-in word of the page, by key ('projects.title'). */
export type WordKey = keyof typeof en;

/** A dictionary for another language: the same keys, every one filled in. */
export type Dictionary = Record<WordKey, WordEntry>;

/** Entries the owner replaces from content/words.ts; the rest keep the dictionary's words. */
export type WordOverrides = Partial<Record<WordKey, WordEntry>>;

type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type Texts<Entry> = Entry extends string ? Entry : Entry[keyof Entry];

/** The parameters an entry takes: its `{name}`s, and `count` for plural forms. */
export type ParamName<K extends WordKey> =
  Placeholders<Texts<(typeof en)[K]>> | ((typeof en)[K] extends string ? never : 'count');

/**
 * What `t(key, params)` takes: a number for `count`; text or a number for the rest (numbers are
 * written as the language writes them, so pass a year as text).
 */
export type WordParams<K extends WordKey, Extra = never> = {
  [P in ParamName<K>]: P extends 'count' ? number : string | number | Extra;
};

/** No second argument for an entry without parameters, a required one for an entry with some. */
export type ParamArgs<K extends WordKey, Extra = never> = [ParamName<K>] extends [never]
  ? []
  : [params: WordParams<K, Extra>];
