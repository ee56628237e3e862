// Which language the build is writing, and what every page of it says about its languages: the
// <html> element's lang and dir, the alternates search engines follow, Open Graph's locales. A
// language build is told its language by the build (scripts/build.ts) through the environment.
import { languages } from '@content/languages';
import {
  languageAddress,
  ogLocale,
  textDirection,
  type SiteLanguages,
} from '../../src/lib/languages.ts';
import {
  languageChoiceScript,
  PAGE_LANGUAGES_ATTRIBUTE,
} from '../../src/lib/language-choice-script.ts';
import { escapeHtml } from '../seo.ts';
import { LANGUAGE_VARIABLES } from './variables.ts';

export { LANGUAGE_VARIABLES };

export interface PageLanguage {
  languages: SiteLanguages;
  /** The language of the pages being written. */
  tag: string;
  /** The site's base path, "/" or "/portfolio/", whatever the language. */
  rootBase: string;
  /** The site's absolute address, ending in "/", whatever the language. */
  rootUrl: string;
}

/** Whether the pages being written are a translation: a language other than the site's default. */
export const isTranslation = (language: PageLanguage): boolean =>
  language.tag !== language.languages.default;

/** The language being built; outside a language build, the default at the site's address. */
export function pageLanguage(
  site: { url: string; base: string },
  env: NodeJS.ProcessEnv = process.env,
): PageLanguage {
  return {
    languages,
    tag: env[LANGUAGE_VARIABLES.tag] || languages.default,
    rootBase: env[LANGUAGE_VARIABLES.rootBase] || site.base,
    rootUrl: env[LANGUAGE_VARIABLES.rootUrl] || site.url,
  };
}

/** A page's absolute address in a language; `path` is within the language ("projects/x/"). */
export function absoluteAddress(language: PageLanguage, tag: string, path: string): string {
  const address = languageAddress(language.languages, language.rootBase, tag, path);
  return new URL(address.slice(language.rootBase.length), language.rootUrl).href;
}

/** The template's <html> with the language's lang and dir. */
export function withLanguageAttributes(html: string, tag: string): string {
  const element = /<html lang="[^"]*"(?: dir="[^"]*")?>/;
  if (!element.test(html)) throw new Error('index.html has no <html lang="…"> to set');
  return html.replace(element, `<html lang="${escapeHtml(tag)}" dir="${textDirection(tag)}">`);
}

/**
 * Every page of a site in several languages runs the language script first thing in its head
 * (src/lib/language-choice-script.ts); a site in one language has none.
 */
export function withLanguageChoice(html: string, language: PageLanguage): string {
  if (language.languages.all.length < 2) return html;
  if (!html.includes('<!--head-->')) throw new Error('index.html lost its <!--head--> marker');
  const script = languageChoiceScript(language.languages, language.rootBase, language.tag);
  return html.replace('<!--head-->', () => `<script>${script}</script>\n    <!--head-->`);
}

/**
 * A page that exists in some of the site's languages only (a note not translated into each) names
 * them on its `<html>` (`data-languages="en fr"`), which the language script reads before anything
 * else is parsed: it never sends a visitor whose kept choice is another language to a page that
 * does not exist. A page in every language is left as it is.
 */
export function withPageLanguages(
  html: string,
  existsIn: readonly string[],
  all: readonly string[],
): string {
  if (all.every((tag) => existsIn.includes(tag))) return html;
  if (!/<html\b/.test(html)) throw new Error('the page has no <html> element to mark');
  return html.replace(
    /<html\b/,
    `<html ${PAGE_LANGUAGES_ATTRIBUTE}="${escapeHtml(existsIn.join(' '))}"`,
  );
}

/**
 * The page in every language, for search engines and the sitemap: one alternate per language (this one among
 * them) and x-default, the default language's. Nothing for a site in one language.
 */
export function pageAlternates(
  language: PageLanguage,
  path: string,
): Array<{ hreflang: string; href: string }> {
  const { languages: site } = language;
  if (site.all.length < 2) return [];
  return [
    ...site.all.map((tag) => ({ hreflang: tag, href: absoluteAddress(language, tag, path) })),
    { hreflang: 'x-default', href: absoluteAddress(language, site.default, path) },
  ];
}

/**
 * {@link pageAlternates} for a page that exists in some of the languages only (a note and its
 * translations): alternates among those, x-default the default language's or else the first's;
 * nothing for a page in one language.
 */
export function pageAlternatesIn(
  language: PageLanguage,
  path: string,
  existsIn: readonly string[],
): Array<{ hreflang: string; href: string }> {
  const tags = language.languages.all.filter((tag) => existsIn.includes(tag));
  if (tags.length < 2) return [];
  const fallback = tags.includes(language.languages.default)
    ? language.languages.default
    : tags[0]!;
  return [
    ...tags.map((tag) => ({ hreflang: tag, href: absoluteAddress(language, tag, path) })),
    { hreflang: 'x-default', href: absoluteAddress(language, fallback, path) },
  ];
}

/** {@link pageAlternates} as the head's link tags; `existsIn` for a page not in every language. */
export function alternateLinks(
  language: PageLanguage,
  path: string,
  existsIn?: readonly string[],
): string[] {
  const alternates = existsIn
    ? pageAlternatesIn(language, path, existsIn)
    : pageAlternates(language, path);
  return alternates.map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
  );
}

/**
 * Open Graph's locale of the page, and the page's other languages as its alternates: every
 * language of the site, or those of `existsIn` for a page not in all of them (a note).
 */
export function ogLocaleTags(language: PageLanguage, existsIn?: readonly string[]): string[] {
  return [
    `<meta property="og:locale" content="${ogLocale(language.tag)}" />`,
    ...language.languages.all
      .filter((tag) => tag !== language.tag && (!existsIn || existsIn.includes(tag)))
      .map((tag) => `<meta property="og:locale:alternate" content="${ogLocale(tag)}" />`),
  ];
}

/** The headers file's rules that cover a language's own copies: its page and its build files. */
const PER_LANGUAGE_RULE = /^\/(?:|index\.html|assets\/\*)$/;

/**
 * The headers file with each per-language rule (the page's no-cache, the build files' year-long
 * cache) repeated under every other language's folder, "/de/assets/*" after "/assets/*".
 */
export function withLanguageHeaders(headersFile: string, prefixes: readonly string[]): string {
  if (prefixes.length === 0) return headersFile;
  const blocks = headersFile.split(/\n(?=\/)/);
  const copies = blocks
    .map((block) => block.trimEnd())
    .filter((block) => PER_LANGUAGE_RULE.test(block.split('\n')[0]!.trim()))
    .flatMap((block) =>
      prefixes.map((prefix) => block.replace(/^\/(\S*)/, (_, rest: string) => `/${prefix}${rest}`)),
    );
  return `${headersFile.trimEnd()}\n\n# The same for every other language's pages and build files.\n${copies.join('\n\n')}\n`;
}
