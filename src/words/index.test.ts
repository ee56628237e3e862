import { describe, expect, it } from 'vitest';
import { FIXTURE_FILES, makeContent } from '../test/content-fixture';
import { formatProblem, validateContent, type Content } from '../content/validate';
import * as ownerWords from '@content/words';
import { dictionary } from '@words/active';
import { en } from './en';
import { textKey } from '../lib/text-key';
import {
  createTranslator,
  langOfText,
  placeholdersOf,
  t,
  type Dictionary,
  type WordOverrides,
} from '.';

const english = (overrides?: WordOverrides) => createTranslator(en, 'en', overrides);

describe('t', () => {
  it('gives an entry with its parameters filled in, numbers written as the language writes them', () => {
    const { t } = english({ 'projects.showing': '{shown} / {total} shown' });
    expect(t('projects.showing', { shown: 3, total: 1200, count: 1200 })).toBe('3 / 1,200 shown');
    expect(t('link.newTab', { label: 'Code' })).toBe(en['link.newTab'].replace('{label}', 'Code'));
  });

  it('chooses plural forms by count through Intl.PluralRules', () => {
    const { t } = english({
      'skills.card.count': { one: '{count} skill', other: '{count} skills' },
    });
    expect(t('skills.card.count', { count: 1 })).toBe('1 skill');
    expect(t('skills.card.count', { count: 0 })).toBe('0 skills');
    expect(t('skills.card.count', { count: 2 })).toBe('2 skills');
  });

  it("chooses plural forms by the entry's one number where the page gives no count", () => {
    const { t } = english({
      'notes.readingTime': { one: '{minutes} minute of reading', other: '{minutes} minutes' },
    });
    expect(t('notes.readingTime', { minutes: 1 })).toBe('1 minute of reading');
    expect(t('notes.readingTime', { minutes: 4 })).toBe('4 minutes');
  });

  it('says "1 of 1 project" when a filter holds one project, and "projects" otherwise', () => {
    const { t } = english();
    expect(t('projects.showing', { shown: 1, total: 1, count: 1 })).toBe('Showing 1 of 1 project');
    expect(t('projects.showing', { shown: 2, total: 5, count: 5 })).toBe('Showing 2 of 5 projects');
  });

  it("follows the language's plural categories, falling back to other", () => {
    const forms = { one: 'one', few: 'few', many: 'many', other: 'other' };
    const polish = createTranslator({ ...en, 'skills.card.count': forms } as Dictionary, 'pl');
    const count = (n: number) => polish.t('skills.card.count', { count: n });
    expect([1, 3, 5, 1.5].map(count)).toEqual(['one', 'few', 'many', 'other']);
    const onlyOther = english({ 'skills.card.count': { other: 'skills' } });
    expect(onlyOther.t('skills.card.count', { count: 1 })).toBe('skills');
  });

  it("takes the owner's word over the dictionary's, and the dictionary's for the rest", () => {
    const { t } = english({ 'projects.title': 'Things I built' });
    expect(t('projects.title')).toBe('Things I built');
    expect(t('skills.title')).toBe(en['skills.title']);
  });

  it('leaves a parameter that was not given as it is written, so the gap shows', () => {
    const { t } = english();
    const loose = t as (key: string, params?: Record<string, unknown>) => string;
    expect(loose('experience.skillsUsed')).toBe(en['experience.skillsUsed']);
    expect(loose('experience.skillsUsed', { other: 'x' })).toContain('{title}');
  });

  it('gives the parts with markup parameters kept as values, for a component to render', () => {
    const { tParts } = english({ 'footer.madeWith': 'By {name}, with {love}' });
    const heart = { element: 'heart' };
    expect(tParts('footer.madeWith', { love: heart, name: 'Ada' })).toEqual([
      'By ',
      'Ada',
      ', with ',
      heart,
    ]);
  });

  it('joins lists and writes percentages through Intl', () => {
    const { listParts, formatPercent } = english();
    const bold = { bold: 'B' };
    expect(listParts(['A', bold, 'C'])).toEqual(['A', ', ', bold, ', ', 'C']);
    expect(listParts(['A'])).toEqual(['A']);
    expect(formatPercent(85)).toBe('85%');
  });

  it('keeps the names of a list apart in a language whose lists of units run together', () => {
    const names = ['山田 花子', '佐藤 太郎', '鈴木 一郎'];
    for (const tag of ['ja', 'zh', 'ko']) {
      const joined = createTranslator(en, tag).listParts(names).join('');
      // Each name whole, and something other than a space between two of them.
      const between = joined.split(/山田 花子|佐藤 太郎|鈴木 一郎/).slice(1, -1);
      expect(between, tag).toHaveLength(2);
      for (const separator of between) expect(separator, tag).toMatch(/\S/);
    }
  });

  it("reads the site's words: the owner's replacement where there is one, else its dictionary's", () => {
    const own: WordOverrides = 'words' in ownerWords ? ownerWords.words : {};
    expect(t('nav.projects')).toBe(own['nav.projects'] ?? dictionary['nav.projects']);
  });
});

describe('the dictionary', () => {
  it('has plural forms with an other form, and no entry of empty text', () => {
    for (const [key, entry] of Object.entries(en)) {
      const texts = typeof entry === 'string' ? [entry] : Object.values(entry);
      expect(
        texts.every((text) => text.trim() !== ''),
        key,
      ).toBe(true);
      if (typeof entry !== 'string') expect(entry.other, key).toBeDefined();
    }
  });

  it('names the parameters an entry takes', () => {
    expect(placeholdersOf(en['projects.showing'])).toEqual(['shown', 'total']);
    expect(placeholdersOf(en['skills.viewAll'])).toEqual(['count']);
  });
});

describe("the owner's words in content/words.ts", () => {
  const exists = (path: string) => FIXTURE_FILES.has(path);
  const problems = (words: unknown) => {
    const content = makeContent() as Content;
    content.words = words as Content['words'];
    return validateContent(content, exists).map(formatProblem);
  };

  it('accepts text and plural forms for keys the page has, with their parameters', () => {
    expect(
      problems({
        'projects.title': 'Things I built',
        'projects.showing': '{shown} of {total}',
        'skills.card.count': { one: '{count} skill', other: 'skills' },
      }),
    ).toEqual([]);
    expect(problems(undefined)).toEqual([]);
  });

  it('refuses a key the page does not have, naming it', () => {
    expect(problems({ 'projects.titel': 'Things' })).toEqual([
      "content/words.ts › words › projects.titel: is not one of the page's words (every key is in src/words/en.ts)",
    ]);
  });

  it('names a parameter the entry does not take, and the ones it does', () => {
    expect(
      problems({ 'projects.showing': '{shown} of {totl}', 'projects.title': 'Mine {x}' }),
    ).toEqual([
      'content/words.ts › words › projects.showing: uses {totl}, which "projects.showing" does not take (it takes {shown}, {total}, {count})',
      'content/words.ts › words › projects.title: uses {x}, which "projects.title" does not take (it takes none)',
    ]);
  });

  it('refuses an entry that is neither text nor plural forms', () => {
    expect(problems({ 'projects.title': 3, 'skills.title': { one: 'x' } })).toHaveLength(2);
  });
});

describe('langOf', () => {
  it('gives the language of a text listed as written in it, and nothing for any other', () => {
    const lang = langOfText({
      language: 'en',
      keys: ['Sketch of the Engine', 'Looms'].map(textKey),
    });
    expect(lang('Sketch of the Engine')).toBe('en');
    expect(lang('Looms')).toBe('en');
    // Only the whole text: part of one, or one that differs in a letter, is the page's own.
    expect(lang('Sketch')).toBeUndefined();
    expect(lang('sketch of the engine')).toBeUndefined();
    expect(lang('')).toBeUndefined();
  });
});
