import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries';
import { en } from './en';
import { placeholdersOf } from '.';
import type { WordEntry, WordKey } from './types';

const textsOf = (entry: WordEntry): string[] =>
  typeof entry === 'string' ? [entry] : Object.values(entry).filter((text) => text !== undefined);
const sorted = (names: string[]) => [...names].sort();

describe.each(Object.entries(dictionaries))('the %s dictionary', (tag, dictionary) => {
  const entries = Object.entries(dictionary) as Array<[keyof typeof en, WordEntry]>;

  it('is named by a language tag the platform knows', () => {
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it('has every key of the English dictionary and no other', () => {
    expect(sorted(Object.keys(dictionary))).toEqual(sorted(Object.keys(en)));
  });

  it("takes each entry's parameters, the same as the English entry", () => {
    const differing = entries
      .filter(([key, entry]) => {
        const own = sorted(placeholdersOf(entry));
        return own.join() !== sorted(placeholdersOf(en[key])).join();
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('gives plural forms where English does, each with `other` and only forms the language has', () => {
    const categories = new Set<string>(
      new Intl.PluralRules(tag).resolvedOptions().pluralCategories,
    );
    for (const [key, entry] of entries) {
      const english = en[key];
      if (typeof english === 'string') {
        expect(typeof entry, key).toBe('string');
        continue;
      }
      expect(entry, key).toHaveProperty('other');
      for (const form of Object.keys(entry)) expect(categories, `${key}: ${form}`).toContain(form);
    }
  });

  // A control that shows a word and names what it acts on ("Info", "Info about <title>") is
  // named by what it shows: speech input finds it by the word on screen (WCAG 2.5.3).
  it('names a control that shows a word by that word, whole', () => {
    const pairs = Object.keys(en).flatMap((key) => {
      const shown = /^(.+)(For|About)$/.exec(key)?.[1];
      return shown && Object.hasOwn(en, shown) ? [[shown, key] as [WordKey, WordKey]] : [];
    });
    expect(pairs.length).toBeGreaterThan(0);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const unnamed = pairs.filter(([shown, named]) => {
      const [label] = textsOf(dictionary[shown]);
      const [name] = textsOf(dictionary[named]);
      const whole = new RegExp(`(?<![\\p{L}\\p{N}])${escape(label!)}(?![\\p{L}\\p{N}])`, 'iu');
      return !whole.test(name!);
    });
    expect(unnamed).toEqual([]);
  });

  it('leaves no entry empty', () => {
    const empty = entries
      .filter(([, entry]) => textsOf(entry).some((text) => text.trim() === ''))
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
