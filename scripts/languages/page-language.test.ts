import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  absoluteAddress,
  ogLocaleTags,
  withLanguageAttributes,
  withLanguageHeaders,
  withPageLanguages,
  type PageLanguage,
} from './page-language.ts';

const SITE: PageLanguage = {
  languages: { default: 'en', all: ['en', 'de', 'he'] },
  tag: 'de',
  rootBase: '/portfolio/',
  rootUrl: 'https://me.example/portfolio/',
};

describe('a page in some of the languages only (a note and its translations)', () => {
  it('names only the languages it exists in, x-default the default language where it is', () => {
    const hrefs = (existsIn: string[]) =>
      alternateLinks(SITE, 'notes/x/', existsIn).map((link) => /hreflang="([^"]+)"/.exec(link)![1]);
    expect(hrefs(['en', 'he'])).toEqual(['en', 'he', 'x-default']);
    expect(alternateLinks(SITE, 'notes/x/', ['de', 'he']).at(-1)).toContain(
      `href="${absoluteAddress(SITE, 'de', 'notes/x/')}"`,
    );
  });

  it('has no alternates when it exists in one language', () => {
    expect(alternateLinks(SITE, 'notes/x/', ['de'])).toEqual([]);
  });

  it('names the languages it is in on <html>, for the language script; a page in all, nothing', () => {
    const page = '<html lang="de" dir="ltr"><head>';
    expect(withPageLanguages(page, ['de'], SITE.languages.all)).toBe(
      '<html data-languages="de" lang="de" dir="ltr"><head>',
    );
    expect(withPageLanguages(page, ['en', 'de', 'he'], SITE.languages.all)).toBe(page);
  });
});

describe('a page in one of several languages', () => {
  it('has its language and direction on <html>', () => {
    expect(withLanguageAttributes('<html lang="en"><head>', 'he')).toBe(
      '<html lang="he" dir="rtl"><head>',
    );
    expect(withLanguageAttributes('<html lang="he" dir="rtl">', 'de')).toBe(
      '<html lang="de" dir="ltr">',
    );
  });

  it('names itself in every language and x-default, at absolute addresses', () => {
    expect(absoluteAddress(SITE, 'he', 'projects/x/')).toBe(
      'https://me.example/portfolio/he/projects/x/',
    );
    expect(alternateLinks(SITE, 'projects/x/')).toEqual([
      '<link rel="alternate" hreflang="en" href="https://me.example/portfolio/projects/x/" />',
      '<link rel="alternate" hreflang="de" href="https://me.example/portfolio/de/projects/x/" />',
      '<link rel="alternate" hreflang="he" href="https://me.example/portfolio/he/projects/x/" />',
      '<link rel="alternate" hreflang="x-default" href="https://me.example/portfolio/projects/x/" />',
    ]);
    expect(alternateLinks({ ...SITE, languages: { default: 'en', all: ['en'] } }, '')).toEqual([]);
  });

  it("gives Open Graph its locale and the others' as alternates", () => {
    expect(ogLocaleTags(SITE)).toEqual([
      '<meta property="og:locale" content="de_DE" />',
      '<meta property="og:locale:alternate" content="en_US" />',
      '<meta property="og:locale:alternate" content="he_IL" />',
    ]);
    // A page in some of the languages only (a note) names those alone.
    expect(ogLocaleTags(SITE, ['de', 'he'])).toEqual([
      '<meta property="og:locale" content="de_DE" />',
      '<meta property="og:locale:alternate" content="he_IL" />',
    ]);
    expect(ogLocaleTags(SITE, ['de'])).toEqual(['<meta property="og:locale" content="de_DE" />']);
  });

  it("repeats the page's and build files' caching under every other language's folder", () => {
    const file = [
      '/*',
      '  X-Frame-Options: DENY',
      '',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
      '/',
      '  Cache-Control: no-cache',
      '',
      '/*.bib',
      '  Content-Type: text/plain',
    ].join('\n');
    const written = withLanguageHeaders(file, ['de/']);
    expect(written).toContain('/de/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(written).toContain('/de/\n  Cache-Control: no-cache');
    expect(written).not.toContain('/de/*.bib');
    expect(withLanguageHeaders(file, [])).toBe(file);
  });
});
