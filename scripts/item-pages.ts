// Every project's and paper's own page, /projects/<slug>/ and /research/<slug>/: what a search
// engine or a link preview reads about the item (head tags, JSON-LD, its own preview card), and
// the page itself, made from the same template as index.html. The pages ship no JavaScript.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { profile, projects, publications } from '../src/content';
import type { Project, Publication } from '../src/content/types.ts';
import { paperBibPath } from '../src/lib/citations.ts';
import { itemPageTitle, itemPath, itemSlug, type ItemKind } from '../src/lib/item-address.ts';
import { isSameAuthor } from '../src/lib/author-name.ts';
import { paperYear } from '../src/lib/text.ts';
import {
  paperCardText,
  projectCardText,
  renderItemPreview,
  type ItemCardText,
} from './assets/item-card.ts';
import { scholarlyArticleFields, scholarMeta } from './citations/scholar.ts';
import { contentSecurityPolicy, withCspMeta } from './csp.ts';
import { alternateLinks, isTranslation, pageLanguage } from './languages/page-language.ts';
import {
  escapeHtml,
  jsonForScript,
  personId,
  shareTags,
  THEME_COLOR_TAG,
  type SiteAddress,
} from './seo.ts';
import { t } from '../src/words/index.ts';

/** The preview card's file name, inside the item's folder. */
export const ITEM_CARD = 'preview.png';
/** Search engines show about this many characters of a description. */
const DESCRIPTION_CHARS = 160;

export interface ItemEntry {
  kind: ItemKind;
  id: number;
  slug: string;
  title: string;
  description: string;
  /** Relative to the site's base, e.g. "projects/crop-disease-detector/". */
  path: string;
  card: ItemCardText;
  /** The schema.org node for the item itself. */
  schema: (site: SiteAddress) => Record<string, unknown>;
  /** A paper's: Google Scholar's citation_* tags, `[name, content]`, and its .bib file's path. */
  scholar?: (site: SiteAddress) => Array<[string, string]>;
  bib?: string;
}

/** Text cut at a word to fit `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max = DESCRIPTION_CHARS): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut;
  return `${atWord.replace(/[\s,.;:–—-]+$/, '')}…`;
}

const pageUrl = (site: SiteAddress, path: string) => new URL(path, site.url).href;

export function projectEntry(project: Project): ItemEntry {
  const slug = itemSlug(project);
  const path = itemPath('project', slug);
  return {
    kind: 'project',
    id: project.id,
    slug,
    title: project.title,
    description: shorten(project.description),
    path,
    card: projectCardText(project),
    // Code the owner published is SoftwareSourceCode; a project without a repository is a work.
    schema: (site) => ({
      '@type': project.github ? 'SoftwareSourceCode' : 'CreativeWork',
      '@id': `${pageUrl(site, path)}#item`,
      name: project.title,
      headline: project.title,
      description: project.fullDescription,
      url: pageUrl(site, path),
      image: pageUrl(site, path + ITEM_CARD),
      author: { '@id': personId(site) },
      creator: { '@id': personId(site) },
      // A date for search engines: the year's four digits, where the card's words hold one
      // ('2024', '2023–2024'); none for words such as 'Ongoing', which the card shows as written.
      ...(paperYear(project.year) ? { dateCreated: paperYear(project.year) } : {}),
      genre: project.category,
      keywords: project.tech.join(', '),
      creativeWorkStatus: project.status,
      ...(project.github ? { codeRepository: project.github } : {}),
      ...(project.live ? { sameAs: [project.live] } : {}),
    }),
  };
}

export function paperEntry(paper: Publication): ItemEntry {
  const slug = itemSlug(paper);
  const path = itemPath('paper', slug);
  return {
    kind: 'paper',
    id: paper.id,
    slug,
    title: paper.title,
    description: shorten(paper.abstract),
    path,
    card: paperCardText(paper),
    schema: (site) => ({
      '@type': 'ScholarlyArticle',
      '@id': `${pageUrl(site, path)}#item`,
      headline: paper.title,
      name: paper.title,
      url: pageUrl(site, path),
      image: pageUrl(site, path + ITEM_CARD),
      author: paper.authors.map((name) =>
        isSameAuthor(name, profile.name) ? { '@id': personId(site) } : { '@type': 'Person', name },
      ),
      // Its date, venue, volume, pages, DOI, sameAs (the DOI's and arXiv's addresses: the same
      // work), abstract, keywords, topic and status: scholar.ts.
      ...scholarlyArticleFields(paper),
      ...(paper.github
        ? { subjectOf: { '@type': 'SoftwareSourceCode', codeRepository: paper.github } }
        : {}),
    }),
    scholar: (site) => scholarMeta(paper, site.url),
    bib: paperBibPath(paper),
  };
}

/** Every item with a page, projects first, in content order. */
export function itemEntries(): ItemEntry[] {
  return [...projects.map(projectEntry), ...publications.map(paperEntry)];
}

/** The page's title (itemPageTitle): the item first, then the owner. */
export function itemTitle(entry: ItemEntry): string {
  return itemPageTitle(entry.title, profile.name);
}

/** The item, its page and breadcrumb, and the owner it belongs to, as one JSON-LD graph. */
export function itemStructuredData(site: SiteAddress, entry: ItemEntry): object {
  const url = pageUrl(site, entry.path);
  const section = entry.kind === 'project' ? t('nav.projects') : t('nav.research');
  const sectionId = entry.kind === 'project' ? 'projects' : 'research';
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Person',
        '@id': personId(site),
        name: profile.name,
        url: site.url,
        sameAs: profile.profiles.map((l) => l.url),
      },
      entry.schema(site),
      {
        '@type': 'WebPage',
        '@id': url,
        url,
        inLanguage: pageLanguage(site).tag,
        name: itemTitle(entry),
        description: entry.description,
        mainEntity: { '@id': `${url}#item` },
        author: { '@id': personId(site) },
        breadcrumb: {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: profile.name, item: site.url },
            {
              '@type': 'ListItem',
              position: 2,
              name: section,
              item: `${site.url}#${sectionId}`,
            },
            { '@type': 'ListItem', position: 3, name: entry.title, item: url },
          ],
        },
      },
    ],
  };
}

/** Head tags of an item's page, in the order of the main page's (scripts/seo.ts). */
export function itemHead(site: SiteAddress, entry: ItemEntry): string {
  const title = itemTitle(entry);
  const url = pageUrl(site, entry.path);
  const image = pageUrl(site, entry.path + ITEM_CARD);
  const imageAlt = t('itemCard.alt', {
    kind: entry.card.kind,
    title: entry.title,
    name: profile.name,
  });
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(entry.description)}" />`,
    `<meta name="author" content="${escapeHtml(profile.name)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(pageLanguage(site), entry.path),
    // Google Scholar reads a paper once, from its page in the site's own language: a translation
    // (its title, its venue's words) would be a second, different record of the same paper.
    ...(isTranslation(pageLanguage(site)) ? [] : (entry.scholar?.(site) ?? [])).map(
      ([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`,
    ),
    ...(entry.bib
      ? [
          `<link rel="alternate" type="application/x-bibtex" href="${site.base}${escapeHtml(entry.bib)}" title="BibTeX" />`,
        ]
      : []),
    THEME_COLOR_TAG,
    `<link rel="apple-touch-icon" href="${site.base}apple-touch-icon.png" />`,
    ...shareTags({
      type: 'article',
      language: pageLanguage(site),
      title: entry.title,
      description: entry.description,
      url,
      image,
      imageAlt,
      properties: [['article:author', profile.name]],
    }),
    `<script type="application/ld+json">${jsonForScript(itemStructuredData(site, entry))}</script>`,
  ];
  return tags.join('\n    ');
}

/**
 * The template with an item's head and body, without the app's entry script or its preloads:
 * the page is complete as HTML, and loading the one page's app here would only cost the visitor.
 */
export function itemPageHtml(template: string, head: string, body: string): string {
  const page = template
    .replace('<!--head-->', () => head)
    .replace(/<div id="root"><!--app--><\/div>/, () => body)
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (page.includes('<!--app-->') || page.includes('<!--head-->')) {
    throw new Error('dist/index.html lost its <div id="root"><!--app--></div> marker');
  }
  return page;
}

export interface RenderedItemPage {
  kind: ItemKind;
  slug: string;
  /** The page's body, rendered by src/entry-server.tsx. */
  html: string;
}

export interface WriteItemPagesOptions {
  dist: string;
  site: SiteAddress;
  /** dist/index.html as the client build wrote it, with its markers. */
  template: string;
  bodies: RenderedItemPage[];
  /** What the main page gets too: the inline favicon and stylesheet. */
  finish: (html: string) => Promise<string>;
  env: NodeJS.ProcessEnv;
}

/**
 * Writes each item's page and preview card into its folder, each page with its own CSP computed
 * from its own inline scripts and styles. Returns the pages' absolute addresses, for the sitemap.
 */
export async function writeItemPages(options: WriteItemPagesOptions): Promise<string[]> {
  const { dist, site, template, bodies, finish, env } = options;
  const urls: string[] = [];
  for (const entry of itemEntries()) {
    const body = bodies.find((page) => page.kind === entry.kind && page.slug === entry.slug);
    if (!body) throw new Error(`no page was rendered for ${entry.kind} ${entry.slug}`);
    const folder = path.join(dist, ...entry.path.split('/').filter(Boolean));
    if (!folder.startsWith(dist + path.sep)) throw new Error(`bad item path ${entry.path}`);
    await mkdir(folder, { recursive: true });
    const page = await finish(itemPageHtml(template, itemHead(site, entry), body.html));
    await writeFile(
      path.join(folder, 'index.html'),
      withCspMeta(page, contentSecurityPolicy(page, env)),
    );
    await writeFile(path.join(folder, ITEM_CARD), await renderItemPreview(entry.card, profile));
    urls.push(pageUrl(site, entry.path));
  }
  return urls;
}
