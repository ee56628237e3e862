// The site's languages and their addresses: the default language at the site's base ("/"), every
// other one under it at "/<tag>/", each page at the same path within its language ("/de/projects/
// crop-disease-detector/"). Pure: the build, the head tags and the language switch share it.

export interface SiteLanguages {
  /** The language of the content modules, at the site's base. */
  default: string;
  /** Every language of the site, the default among them, in the switch's order. */
  all: readonly string[];
}

/** A site with no languages.ts: English only, as every site was before languages were content. */
export const ENGLISH_ONLY: SiteLanguages = { default: 'en', all: ['en'] };

/** Languages written right to left, by primary subtag: for engines that cannot say (Firefox). */
const RIGHT_TO_LEFT = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ks',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);

/** Which way a language is written: from its script where the platform knows it. */
export function textDirection(tag: string): 'ltr' | 'rtl' {
  const locale = new Intl.Locale(tag);
  // textInfo is a getter in V8 and Safari, getTextInfo() in newer drafts; Firefox has neither.
  const info =
    (
      locale as Intl.Locale & {
        textInfo?: { direction?: string };
        getTextInfo?: () => { direction?: string };
      }
    ).getTextInfo?.() ?? (locale as { textInfo?: { direction?: string } }).textInfo;
  if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
  const script = locale.maximize().script;
  if (script && ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg'].includes(script)) {
    return 'rtl';
  }
  return RIGHT_TO_LEFT.has(locale.language) ? 'rtl' : 'ltr';
}

// Names as looked up: the language switch renders with the bar, each time its menu opens, and a
// new Intl.DisplayNames for each name took a twentieth of that press on a slow phone.
const ownNames = new Map<string, string>();

/** A language's name in that language ("Deutsch", "עברית"), as its speakers look for it. */
export function languageName(tag: string): string {
  let known = ownNames.get(tag);
  if (known === undefined) {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
    known = name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    ownNames.set(tag, known);
  }
  return known;
}

/** A language's name as a page in `locale` writes it mid-sentence ("Hebrew", "Hebräisch"). */
export function languageNameIn(tag: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
}

/** Open Graph's form of a language: "de_DE", "en_US", "he_IL". */
export function ogLocale(tag: string): string {
  const locale = new Intl.Locale(tag).maximize();
  return locale.region ? `${locale.language}_${locale.region}` : locale.language;
}

/** Where a language's pages start, relative to the site's base: "" for the default, "de/". */
export function languagePrefix(languages: SiteLanguages, tag: string): string {
  return tag === languages.default ? '' : `${tag}/`;
}

/**
 * A page's address in a language: `rootBase` is the site's base ("/" or "/portfolio/"), `path`
 * the page's path within a language ("" for the main page, "projects/x/").
 */
export function languageAddress(
  languages: SiteLanguages,
  rootBase: string,
  tag: string,
  path: string,
): string {
  return `${rootBase}${languagePrefix(languages, tag)}${path.replace(/^\/+/, '')}`;
}

/** The site's base from a language's base: "/de/" → "/", "/portfolio/de/" → "/portfolio/". */
export function rootBaseOf(languages: SiteLanguages, tag: string, languageBase: string): string {
  const prefix = languagePrefix(languages, tag);
  return prefix && languageBase.endsWith(prefix)
    ? languageBase.slice(0, -prefix.length)
    : languageBase;
}

/**
 * Which language and page an address is: the language whose prefix it starts with (the default
 * when none), and the path within it. `pathname` starts at the site's base.
 */
export function splitLanguage(
  languages: SiteLanguages,
  rootBase: string,
  pathname: string,
): { tag: string; path: string } {
  const within = pathname.startsWith(rootBase) ? pathname.slice(rootBase.length) : '';
  for (const tag of languages.all) {
    const prefix = languagePrefix(languages, tag);
    if (prefix && (within === prefix.slice(0, -1) || within.startsWith(prefix))) {
      return { tag, path: within.slice(prefix.length) };
    }
  }
  return { tag: languages.default, path: within };
}
