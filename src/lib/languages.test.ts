import { describe, expect, it } from 'vitest';
import {
  ENGLISH_ONLY,
  languageAddress,
  languageName,
  languagePrefix,
  ogLocale,
  rootBaseOf,
  splitLanguage,
  textDirection,
} from './languages';

const SITE = { default: 'en', all: ['en', 'de', 'he'] };

describe('languages', () => {
  it('writes Hebrew, Arabic, Persian and Urdu right to left, the rest left to right', () => {
    for (const tag of ['he', 'ar', 'fa', 'ur', 'ar-EG']) expect(textDirection(tag)).toBe('rtl');
    for (const tag of ['en', 'de', 'pt-BR', 'hi', 'zh-Hant', 'el']) {
      expect(textDirection(tag)).toBe('ltr');
    }
  });

  it('names each language in its own words', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('en')).toBe('English');
    expect(languageName('he')).toBe('עברית');
  });

  it('looks each name up once: the switch names every language at each render of the bar', () => {
    const Real = Intl.DisplayNames;
    // Intl's members are typed read-only; the page lets a test stand a counting one in.
    const intl = Intl as { DisplayNames: typeof Real };
    let made = 0;
    intl.DisplayNames = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    };
    try {
      for (let i = 0; i < 3; i += 1) expect(languageName('nl')).toBe('Nederlands');
      expect(made).toBe(1);
    } finally {
      intl.DisplayNames = Real;
    }
  });

  it("gives Open Graph's language_REGION form", () => {
    expect(ogLocale('de')).toBe('de_DE');
    expect(ogLocale('en')).toBe('en_US');
    expect(ogLocale('pt-BR')).toBe('pt_BR');
  });

  it('puts the default language at the base and every other under its tag', () => {
    expect(languagePrefix(SITE, 'en')).toBe('');
    expect(languagePrefix(SITE, 'de')).toBe('de/');
    expect(languageAddress(SITE, '/', 'de', '')).toBe('/de/');
    expect(languageAddress(SITE, '/portfolio/', 'de', 'projects/x/')).toBe(
      '/portfolio/de/projects/x/',
    );
    expect(languageAddress(SITE, '/portfolio/', 'en', '/projects/x/')).toBe(
      '/portfolio/projects/x/',
    );
    expect(languageAddress(ENGLISH_ONLY, '/', 'en', '')).toBe('/');
  });

  it("finds the site's base from a language's", () => {
    expect(rootBaseOf(SITE, 'de', '/de/')).toBe('/');
    expect(rootBaseOf(SITE, 'de', '/portfolio/de/')).toBe('/portfolio/');
    expect(rootBaseOf(SITE, 'en', '/portfolio/')).toBe('/portfolio/');
  });

  it('reads the language and the page from an address, round trip', () => {
    expect(splitLanguage(SITE, '/', '/de/projects/x/')).toEqual({
      tag: 'de',
      path: 'projects/x/',
    });
    expect(splitLanguage(SITE, '/', '/de')).toEqual({ tag: 'de', path: '' });
    expect(splitLanguage(SITE, '/', '/projects/x/')).toEqual({ tag: 'en', path: 'projects/x/' });
    // A page whose first segment merely starts like a tag is the default language's.
    expect(splitLanguage(SITE, '/', '/design/')).toEqual({ tag: 'en', path: 'design/' });
    for (const tag of SITE.all) {
      const address = languageAddress(SITE, '/p/', tag, 'research/y/');
      expect(splitLanguage(SITE, '/p/', address)).toEqual({ tag, path: 'research/y/' });
    }
  });
});
