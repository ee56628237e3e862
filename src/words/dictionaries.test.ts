import { describe, expect, it } from 'vitest';
import { dictionaries } from './dictionaries';
import { en } from './en';
import { placeholdersOf } from '.';
import type { WordEntry } from './types';

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

  it('leaves no entry empty', () => {
    const empty = entries
      .filter(([, entry]) => textsOf(entry).some((text) => text.trim() === ''))
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
});
