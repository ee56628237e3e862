// Everything a search engine or a link preview reads, built from content at build time:
// head tags, JSON-LD, robots.txt, sitemap.xml and the web manifest.
import { profile, publications } from '../src/content';
import { locale } from '../src/words/index.ts';
import { itemPath, itemSlug } from '../src/lib/item-address.ts';

import { OG_IMAGE } from './assets/brand.ts';
import { scholarlyArticleFields } from './citations/scholar.ts';
import { hexToken, readTokens } from './design-tokens.ts';
import { RESUME_JSON } from './resume/json-resume.ts';
import { textDirection } from '../src/lib/languages.ts';
import {
  alternateLinks,
  ogLocaleTags,
  pageLanguage,
  type PageLanguage,
} from './languages/page-language.ts';

export { OG_IMAGE };
const TOKENS = readTokens();
/** The browser's own chrome takes the page background of each theme (src/styles/tokens.css). */
export const THEME_COLOR = {
  light: hexToken(TOKENS.light, 'bg'),
  dark: hexToken(TOKENS.dark, 'bg'),
};

/**
 * The head's colour for the browser's bar: the light theme's, the page's own until the visitor
 * chooses dark, with both themes' beside it for the scripts that switch it (src/lib/theme.ts).
 * One tag, not one per system setting: the bar follows the page's theme, which the visitor chose,
 * not the system's.
 */
export const THEME_COLOR_TAG = `<meta name="theme-color" content="${THEME_COLOR.light}" data-light="${THEME_COLOR.light}" data-dark="${THEME_COLOR.dark}" />`;

export interface SiteAddress {
  /** Absolute public address of the page, ending in "/" (SITE_URL, else profile.siteUrl). */
  url: string;
  /** The path the site is served under (BASE_PATH), ending in "/". */
  base: string;
}

/**
 * The site's address and base path. An address of a host alone (`https://me.example/`) for a site
 * under a base path is the host's address with that path: the pages are served there, and the
 * canonical links, social tags and sitemap must say so.
 */
export function siteAddress(env: NodeJS.ProcessEnv = process.env): SiteAddress {
  const withSlash = (value: string) => (value.endsWith('/') ? value : `${value}/`);
  const url = withSlash(env.SITE_URL || profile.siteUrl);
  const base = withSlash(env.BASE_PATH || '/');
  return { url: addressPath(url) === '/' ? `${url}${base.replace(/^\//, '')}` : url, base };
}

/** The path of an address ("/portfolio/"); "/" for one that does not parse. */
function addressPath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}

/**
 * One line when the site's address names a path other than its base path: its canonical links,
 * social tags and sitemap would lead outside the pages. None when they agree.
 */
export function siteAddressWarning(site: SiteAddress = siteAddress()): string | undefined {
  if (addressPath(site.url).endsWith(site.base)) return undefined;
  return `site address: ${site.url} (SITE_URL, else siteUrl in the profile) does not end in the base path ${site.base} (BASE_PATH): the canonical links, social tags and sitemap lead outside the pages. Set SITE_URL to the address the pages are served at.`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The main page's title: the owner's name and first two roles, joined as the page's language joins
 * two things in short ("A & B", "A und B", "A、B").
 */
export function pageTitle(
  owner: Pick<typeof profile, 'name' | 'roles'> = profile,
  language: string = locale,
): string {
  const roles = new Intl.ListFormat(language, { type: 'conjunction', style: 'short' });
  return `${owner.name} | ${roles.format(owner.roles.slice(0, 2))}`;
}

/** JSON for a <script> data block: "<" escaped so no text can close the element. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The owner's node in every page's JSON-LD: one person, at the site's root address, whatever the
 * language of the page that names them.
 */
export const personId = (site: SiteAddress): string => `${pageLanguage(site).rootUrl}#person`;

/** `photo` is the owner's photo as the build wrote it, relative to the site's root; '' for none. */
export function structuredData(site: SiteAddress, photo: string): object {
  const sameAs = profile.profiles.map((link) => link.url);
  const person = {
    '@type': 'Person',
    '@id': personId(site),
    name: profile.name,
    // A first name that is the whole name (a Chinese, Japanese or Korean one, shown whole) is no
    // given name.
    ...(profile.firstName !== profile.name ? { givenName: profile.firstName } : {}),
    url: site.url,
    ...(photo ? { image: new URL(photo, site.url).href } : {}),
    email: `mailto:${profile.contact.email}`,
    jobTitle: profile.roles[0],
    description: profile.description,
    address: {
      '@type': 'PostalAddress',
      addressLocality: profile.contact.location,
      addressRegion: profile.contact.state,
    },
    knowsAbout: profile.roles,
    sameAs,
  };
  // Each paper has its own page (scripts/item-pages.ts), which describes it under the same @id.
  const paperPage = (paper: (typeof publications)[number]) =>
    new URL(itemPath('paper', itemSlug(paper)), site.url).href;
  const articles = publications.map((paper) => ({
    '@type': 'ScholarlyArticle',
    '@id': `${paperPage(paper)}#item`,
    headline: paper.title,
    name: paper.title,
    author: paper.authors.map((name) =>
      name === profile.name ? { '@id': personId(site) } : { '@type': 'Person', name },
    ),
    url: paperPage(paper),
    inLanguage: pageLanguage(site).tag,
    ...scholarlyArticleFields(paper),
  }));
  return { '@context': 'https://schema.org', '@graph': [person, ...articles] };
}

/**
 * The favicon as a `data:` address, so the tab's icon costs no request. Browsers ask for the
 * icon at the load event, which on a phone can come just before the first paint; a request then
 * counts, in Lighthouse's simulation, as something that paint waited for.
 */
export function faviconDataUri(svg: string): string {
  // Only what a URL or the attribute cannot hold is escaped, so the SVG stays small and readable.
  const body = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#"<>&]/g, encodeURIComponent);
  return `data:image/svg+xml,${body}`;
}

/** Replaces the template's `<link rel="icon">` to favicon.svg with {@link faviconDataUri}. */
export function inlineFavicon(html: string, svg: string): string {
  const link = /<link rel="icon" href="[^"]*favicon\.svg" type="image\/svg\+xml" \/>/;
  if (!link.test(html)) throw new Error('index.html has no <link rel="icon"> to favicon.svg');
  return html.replace(
    link,
    () => `<link rel="icon" href="${faviconDataUri(svg)}" type="image/svg+xml" />`,
  );
}

/**
 * The manifest's address. The page links it only after its first paint (scripts/entry-loader.ts):
 * browsers fetch a linked manifest around the load event, and nothing on screen needs it.
 */
export function manifestHref(site: SiteAddress): string {
  return `${site.base}manifest.webmanifest`;
}

/** How a link to a page looks where it is shared: Open Graph's card and Twitter's. */
export interface ShareCard {
  /** Open Graph's type: the main page is a profile, an item or a note an article. */
  type: 'profile' | 'article' | 'website';
  language: PageLanguage;
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  /** The card's picture (OG_IMAGE's size), absolute, and what it shows. */
  image: string;
  imageAlt: string;
  /** The type's own properties (`article:published_time`…), as [property, content]. */
  properties?: ReadonlyArray<readonly [string, string]>;
  /** The languages the page is in, when not every one of the site's (a note, a tag's list). */
  existsIn?: readonly string[];
}

/** The head's Open Graph and Twitter card tags for `card`. */
export function shareTags(card: ShareCard): string[] {
  const meta = (attribute: 'property' | 'name', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
  return [
    meta('property', 'og:type', card.type),
    ...ogLocaleTags(card.language, card.existsIn),
    meta('property', 'og:site_name', profile.name),
    meta('property', 'og:title', card.title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', card.url),
    meta('property', 'og:image', card.image),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('property', 'og:image:alt', card.imageAlt),
    ...(card.properties ?? []).map(([key, content]) => meta('property', key, content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', card.title),
    meta('name', 'twitter:description', card.description),
    meta('name', 'twitter:image', card.image),
    meta('name', 'twitter:image:alt', card.imageAlt),
  ];
}

/** The site's own card (og-image.png) and what it shows: for the main page and the notes' lists. */
export function siteCard(site: SiteAddress): { image: string; imageAlt: string } {
  return {
    image: new URL(OG_IMAGE.path, site.url).href,
    imageAlt: `${profile.name}: ${profile.tagline}`,
  };
}

/** Tags for <head>, in the order a reader of the source would expect. */
export function renderHead(site: SiteAddress, photo: string): string {
  const title = pageTitle();
  const description = profile.description;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="author" content="${escapeHtml(profile.name)}" />`,
    `<link rel="canonical" href="${escapeHtml(site.url)}" />`,
    ...alternateLinks(pageLanguage(site), ''),
    // The résumé for machines, in the JSON Resume format (scripts/resume/json-resume.ts).
    `<link rel="alternate" type="application/json" href="${site.base}${RESUME_JSON}" title="JSON Resume" />`,
    THEME_COLOR_TAG,
    `<link rel="apple-touch-icon" href="${site.base}apple-touch-icon.png" />`,
    ...shareTags({
      type: 'profile',
      language: pageLanguage(site),
      title,
      description,
      url: site.url,
      ...siteCard(site),
      properties: [['profile:first_name', profile.firstName]],
    }),
    `<script type="application/ld+json">${jsonForScript(structuredData(site, photo))}</script>`,
  ];
  return tags.join('\n    ');
}

export function robotsTxt(site: SiteAddress): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', site.url).href}\n`;
}

export interface SitemapEntry {
  /** The page's absolute address. */
  url: string;
  /** The same page in each language of the site (this one among them), and x-default. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** YYYY-MM-DD: the day the page last changed, where its content knows it (a note's, a list's). */
  lastModified?: string;
}

/**
 * The sitemap: every page, its languages as alternates (none for a site in one language), and the day it last changed where the content knows it
 * (a note's, the newest note's for a list of them). Elsewhere there is no <lastmod>: the build's
 * date would change with every build, changed or not, and search engines stop trusting a date
 * that does.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const link = ({ hreflang, href }: SitemapEntry['alternates'][number]) =>
    `\n    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(
      ({ url, alternates, lastModified }) =>
        `  <url><loc>${escapeHtml(url)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}${alternates.map(link).join('')}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export function webManifest(site: SiteAddress): object {
  return {
    // The installed app's name: the owner's, in no language's words (the page's title has roles).
    name: profile.name,
    short_name: profile.firstName,
    description: profile.tagline,
    start_url: site.base,
    scope: site.base,
    lang: pageLanguage(site).tag,
    dir: textDirection(pageLanguage(site).tag),
    display: 'standalone',
    background_color: THEME_COLOR.light,
    theme_color: hexToken(TOKENS.light, 'brand-from'),
    icons: [
      { src: `${site.base}favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
      { src: `${site.base}icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${site.base}icon-512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${site.base}icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
