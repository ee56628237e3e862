// Every page of the notes of the language being built: /notes/<slug>/ for each note (its own head
// tags, BlogPosting JSON-LD, preview card, and the notes' styles inline), the list at /notes/ in
// pages of ten, and the feeds. Like the item pages (scripts/item-pages.ts), the pages ship no
// JavaScript.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { profile } from '../../src/content';
import {
  FEED_FILES,
  lastChanged,
  neighbours,
  revisedOriginal,
  newestFirst,
  notePageCount,
  notePages,
  notePath,
  notesFeedFolder,
  notesListPath,
  notesTagged,
  notesTagPath,
  noteTags,
  noteFrameIds,
  readingMinutes,
  relatedNotes,
  type NoteTag,
  type NotePageData,
  type NotesListData,
  type NotesTagData,
  type NoteSummary,
} from '../../src/lib/notes.ts';
import { formatNumber, t } from '../../src/words/index.ts';
import { renderItemPreview, type ItemCardText } from '../assets/item-card.ts';
import { contentSecurityPolicy, withCspMeta } from '../csp.ts';
import { itemPageHtml, ITEM_CARD, shorten } from '../item-pages.ts';
import { alternateLinks, pageLanguage, withPageLanguages } from '../languages/page-language.ts';
import {
  escapeHtml,
  jsonForScript,
  personId,
  shareTags,
  siteCard,
  THEME_COLOR_TAG,
  type SiteAddress,
} from '../seo.ts';
import {
  absoluteLinks,
  withoutMathsDrawing,
  atomFeed,
  feedItemsOf,
  feedLinks,
  jsonFeed,
  rssFeed,
  type Feed,
  type FeedItem,
} from './feeds.ts';
import { withCodeCopy } from './code-copy.ts';
import { noteImage, noteImageFile, pictureMarkup } from './images.ts';
import { buildsDrafts, loadNotes, notesOf, type NoteSource } from './load.ts';
import {
  imageSources,
  noteWarnings,
  mathsProblems,
  publishedSlugs,
  renderNoteMarkdown,
  unwrittenProblems,
} from './markdown.ts';
import { writeKatex } from './katex-css.ts';
import { NOTE_BODY_CSS } from './note-css.ts';
import { siteLanguagesOf, summaryOf } from './plugin.ts';

export interface NotesRenderer {
  renderNotePage: (props: NotePageData) => string;
  renderNotesListPage: (props: NotesListData) => string;
  renderNotesTagPage: (props: NotesTagData) => string;
}

export interface WriteNotesOptions {
  root: string;
  /** The content folder, relative to root. */
  folder: string;
  dist: string;
  site: SiteAddress;
  template: string;
  render: NotesRenderer;
  finish: (html: string) => Promise<string>;
  env: NodeJS.ProcessEnv;
}

const pageUrl = (site: SiteAddress, pagePath: string) => new URL(pagePath, site.url).href;

/**
 * The notes the language shows and their tags, the languages each slug exists in (for hreflang and
 * the language switch), those with a list page of each number and those with a page for a tag.
 * Drafts only in the drafts preview's build (load.ts's buildsDrafts): a build for a host never has
 * one.
 */
export async function languageNotes(
  root: string,
  folder: string,
  language: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{
  notes: NoteSource[];
  tags: NoteTag[];
  languagesOf: (slug: string) => string[];
  /** The notes of every language with this slug: its versions. */
  versionsOf: (slug: string) => NoteSource[];
  languagesWithPage: (page: number) => string[];
  languagesWithTag: (slug: string, page?: number) => string[];
  /** The slugs of the site's published notes, every language's. */
  published: Set<string>;
}> {
  const languages = await siteLanguagesOf(root);
  const { notes, problems } = await loadNotes(path.join(root, folder), folder, languages);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const drafts = buildsDrafts(env, root);
  const published = notes.filter((note) => drafts || !note.draft);
  const pagesIn = (tag: string) => notePageCount(notesOf(published, tag, drafts).length);
  const tagsIn = (tag: string) => noteTags(newestFirst(notesOf(published, tag, drafts)), tag);
  return {
    notes: newestFirst(notesOf(published, language, drafts)),
    tags: tagsIn(language),
    published: publishedSlugs(notes),
    languagesOf: (slug) => published.filter((note) => note.slug === slug).map((n) => n.language),
    versionsOf: (slug) => published.filter((note) => note.slug === slug),
    languagesWithPage: (page) => languages.all.filter((tag) => pagesIn(tag) >= page),
    languagesWithTag: (slug, page = 1) =>
      languages.all.filter((tag) =>
        tagsIn(tag).some((other) => other.slug === slug && notePageCount(other.count) >= page),
      ),
  };
}

/** The title of the language's feeds, or of a tag's. */
const feedTitle = (tag?: NoteTag): string =>
  tag
    ? t('notes.tagFeedTitle', { name: profile.name, tag: tag.name })
    : t('notes.feedTitle', { name: profile.name });

/** The head's links to the language's feeds; none when it has no notes. */
export function notesFeedLinks(site: SiteAddress, hasNotes: boolean): string {
  if (!hasNotes) return '';
  return feedLinks(`${site.base}${notesFeedFolder()}`, feedTitle()).join('\n    ');
}

/**
 * `template` (which links the language's feeds, build.ts) with a tag's feeds before them: a reader
 * given the tag's page and taking its first feed takes the tag's.
 */
function withTagFeedsFirst(template: string, site: SiteAddress, tag: NoteTag): string {
  const languageFeeds = notesFeedLinks(site, true);
  if (!template.includes(languageFeeds)) throw new Error("the page template lost the notes' feeds");
  const tagFeeds = feedLinks(`${site.base}${notesFeedFolder(tag.slug)}`, feedTitle(tag));
  return template.replace(languageFeeds, () => [...tagFeeds, languageFeeds].join('\n    '));
}

/** Writes a feed's three files into its folder under `dist`. */
async function writeFeeds(dist: string, folderPath: string, feed: Feed): Promise<void> {
  const folder = path.join(dist, ...folderPath.split('/').filter(Boolean));
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, FEED_FILES.rss.file), rssFeed(feed));
  await writeFile(path.join(folder, FEED_FILES.atom.file), atomFeed(feed));
  await writeFile(path.join(folder, FEED_FILES.json.file), jsonFeed(feed));
}

/** A note's schema.org graph: the post, its author, its page. */
export function noteStructuredData(
  site: SiteAddress,
  note: NoteSummary,
  wordCount: number,
): object {
  const url = pageUrl(site, notePath(note.slug));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#item`,
    mainEntityOfPage: url,
    url,
    headline: note.title,
    description: note.summary,
    datePublished: note.date,
    dateModified: lastChanged(note),
    inLanguage: note.language,
    keywords: note.tags.join(', '),
    wordCount,
    image: pageUrl(site, notePath(note.slug) + ITEM_CARD),
    author: { '@type': 'Person', '@id': personId(site), name: profile.name, url: site.url },
  };
}

/** What a note's preview card (its page's preview.png) shows. */
const noteCard = (note: NoteSource): ItemCardText => ({
  kind: t('notes.title'),
  context: note.tags[0] ?? profile.name,
  year: note.date.slice(0, 4),
  title: note.title,
  tags: note.tags.slice(0, 4),
});

function noteHead(
  site: SiteAddress,
  note: NoteSource,
  existsIn: string[],
  styles: { maths: string; css: string },
  wordCount: number,
): string {
  const notePagePath = notePath(note.slug);
  const url = pageUrl(site, notePagePath);
  const image = pageUrl(site, notePagePath + ITEM_CARD);
  const description = shorten(note.summary);
  const language = pageLanguage(site);
  return [
    `<title>${escapeHtml(`${note.title} | ${profile.name}`)}</title>`,
    // A draft is seen only in the local preview; were it ever served, no search engine keeps it.
    ...(note.draft ? ['<meta name="robots" content="noindex, nofollow" />'] : []),
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta name="author" content="${escapeHtml(profile.name)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(language, notePagePath, existsIn),
    THEME_COLOR_TAG,
    ...(styles.maths ? [`<style data-maths>${styles.maths}</style>`] : []),
    `<style data-notes>${styles.css}</style>`,
    ...shareTags({
      type: 'article',
      language,
      existsIn,
      title: note.title,
      description,
      url,
      image,
      imageAlt: t('itemCard.alt', {
        kind: noteCard(note).kind,
        title: note.title,
        name: profile.name,
      }),
      properties: [
        ['article:published_time', note.date],
        ...(note.updated ? [['article:modified_time', note.updated] as const] : []),
        ...note.tags.map((tag) => ['article:tag', tag] as const),
      ],
    }),
    `<script type="application/ld+json">${jsonForScript(noteStructuredData(site, summaryOf(note), wordCount))}</script>`,
  ].join('\n    ');
}

/**
 * A page's title in the browser's tab and a search's results: "(2/3)" after it when the list is
 * cut into pages. A shared link's card keeps the plain title: it stands for the list or the tag.
 */
const pageTitle = (title: string, page: number, pages: number): string =>
  pages > 1 ? `${title} (${formatNumber(page)}/${formatNumber(pages)})` : title;

function tagHead(
  site: SiteAddress,
  tag: NoteTag,
  notes: NoteSummary[],
  page: number,
  pages: number,
  existsIn: string[],
) {
  const path = notesTagPath(tag.slug, page);
  const url = pageUrl(site, path);
  const title = t('notes.tagged', { tag: tag.name });
  const description = shorten(
    `${t('notes.tagCount', { count: tag.count })}: ${notes.map((note) => note.title).join(' · ')}`,
  );
  return [
    `<title>${escapeHtml(`${pageTitle(title, page, pages)} | ${profile.name}`)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(pageLanguage(site), path, existsIn),
    THEME_COLOR_TAG,
    ...shareTags({
      type: 'website',
      language: pageLanguage(site),
      existsIn,
      title,
      description,
      url,
      ...siteCard(site),
    }),
  ].join('\n    ');
}

function listHead(
  site: SiteAddress,
  page: number,
  pages: number,
  existsIn: readonly string[],
): string {
  const url = pageUrl(site, notesListPath(page));
  const title = pageTitle(t('notes.title'), page, pages);
  return [
    `<title>${escapeHtml(`${title} | ${profile.name}`)}</title>`,
    `<meta name="description" content="${escapeHtml(t('notes.subtitle'))}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternateLinks(pageLanguage(site), notesListPath(page), existsIn),
    THEME_COLOR_TAG,
    ...shareTags({
      type: 'website',
      language: pageLanguage(site),
      existsIn,
      title: feedTitle(),
      description: t('notes.subtitle'),
      url,
      ...siteCard(site),
    }),
  ].join('\n    ');
}

async function writePage(
  options: WriteNotesOptions,
  pagePath: string,
  head: string,
  body: string,
  existsIn: readonly string[],
): Promise<string> {
  const { dist, template, finish, env } = options;
  const folder = path.join(dist, ...pagePath.split('/').filter(Boolean));
  if (!folder.startsWith(dist + path.sep)) throw new Error(`bad note path ${pagePath}`);
  await mkdir(folder, { recursive: true });
  const page = await finish(
    withPageLanguages(
      itemPageHtml(template, head, body),
      existsIn,
      pageLanguage(options.site).languages.all,
    ),
  );
  await writeFile(
    path.join(folder, 'index.html'),
    withCspMeta(page, contentSecurityPolicy(page, env)),
  );
  return folder;
}

/** Writes the language's notes, list pages and feeds; returns the notes it wrote. */
export async function writeNotes(options: WriteNotesOptions): Promise<NoteSummary[]> {
  const { root, folder, dist, site, render } = options;
  const language = pageLanguage(site);
  const { notes, tags, languagesOf, versionsOf, languagesWithPage, languagesWithTag, published } =
    await languageNotes(root, folder, language.tag);
  if (notes.length === 0) return [];
  const contentRoot = path.join(root, folder);
  const writeRenditions = async (file: string, what: string) => {
    const image = await noteImage(file, what);
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    for (const rendition of image.renditions) {
      await writeFile(path.join(dist, rendition.fileName), rendition.data);
    }
    return image;
  };
  /** Each published note's feed item, by its slug. */
  const feedItems = new Map<string, FeedItem>();
  const summaries = notes.map(summaryOf);
  const pageIds = noteFrameIds(render.renderNotePage, site.base, summaries[0]!, tags);
  const prepared = [];
  for (const note of notes) {
    // A note's images are named like the cover: relative to the content folder.
    const pictures = new Map<string, string>();
    for (const source of imageSources(note.markdown)) {
      const file = noteImageFile(contentRoot, note.file, source);
      if (!file) continue;
      const what = `${note.file}: the image`;
      pictures.set(source, pictureMarkup(await writeRenditions(file, what), site.base, ''));
    }
    // As the content check says them (check-content.ts), links included.
    for (const line of noteWarnings(note, published)) console.warn(`note: ${line}`);
    // A draft is checked here, as the preview builds it (the content check reads published notes).
    const problems = [...mathsProblems(note), ...unwrittenProblems(note)];
    if (problems.length > 0) throw new Error(problems.join('\n'));
    const rendered = await renderNoteMarkdown(
      note.markdown,
      (src, alt) => pictures.get(src)?.replace('alt=""', `alt="${escapeHtml(alt)}"`),
      pageIds,
    );
    const coverHtml = note.cover
      ? pictureMarkup(
          await writeRenditions(path.join(contentRoot, note.cover), `${note.file}: the cover`),
          site.base,
          '',
          true,
        )
      : undefined;
    prepared.push({ note, rendered, coverHtml });
  }
  // The rules of every note of the language, inlined in each (the first paint waits for no
  // request); scripts/page-css.ts then cuts each page's copy to what that note uses.
  const noteCss = [
    NOTE_BODY_CSS,
    ...new Set(prepared.flatMap(({ rendered }) => rendered.css.split('\n').filter(Boolean))),
  ].join('\n');
  // KaTeX's rules for all the language's formulas, and its fonts, once for the language; each note
  // with a formula keeps what its own formulas use (scripts/page-css.ts).
  const withMaths = prepared.filter(({ rendered }) => rendered.hasMaths);
  const mathsCss =
    withMaths.length > 0
      ? await writeKatex(
          root,
          dist,
          site.base,
          withMaths.map(({ rendered }) => rendered.html),
        )
      : '';
  for (const { note, rendered, coverHtml } of prepared) {
    const notePagePath = notePath(note.slug);
    const maths = rendered.hasMaths ? mathsCss : '';
    const words = rendered.text.split(/\s+/).filter(Boolean).length;
    const { newer, older } = neighbours(summaries, note.slug);
    const newerIn = revisedOriginal(note, versionsOf(note.slug), language.languages.default);
    const withCopy = withCodeCopy(rendered.html);
    const body = render.renderNotePage({
      home: site.base,
      existsIn: languagesOf(note.slug),
      listedIn: languagesWithPage(1),
      note: summaryOf(note),
      html: withCopy.html,
      copiesCode: withCopy.hasCode,
      ...(coverHtml ? { coverHtml } : {}),
      headings: rendered.headings,
      minutes: readingMinutes(rendered.text),
      ...(newer ? { newer } : {}),
      ...(older ? { older } : {}),
      related: relatedNotes(summaries, note),
      tags,
      ...(newerIn
        ? { newerIn: { language: newerIn.language, changed: lastChanged(newerIn) } }
        : {}),
    });
    const pageFolder = await writePage(
      options,
      notePagePath,
      noteHead(site, note, languagesOf(note.slug), { maths, css: noteCss }, words),
      body,
      languagesOf(note.slug),
    );
    await writeFile(
      path.join(pageFolder, ITEM_CARD),
      await renderItemPreview(noteCard(note), profile),
    );
    // Feeds are for readers: a draft stays out of them, even in the preview (feedItemsOf).
    if (!note.draft) {
      const url = pageUrl(site, notePagePath);
      feedItems.set(note.slug, {
        title: note.title,
        url,
        date: note.date,
        ...(note.updated === undefined ? {} : { updated: note.updated }),
        summary: note.summary,
        tags: note.tags,
        html: absoluteLinks(
          withoutMathsDrawing(`${coverHtml ?? ''}${rendered.html}`),
          site.url,
          url,
        ),
      });
    }
  }
  const pages = notePages(summaries);
  for (const [index, pageNotes] of pages.entries()) {
    const page = index + 1;
    const existsIn = languagesWithPage(page);
    await writePage(
      options,
      notesListPath(page),
      listHead(site, page, pages.length, existsIn),
      render.renderNotesListPage({
        home: site.base,
        notes: pageNotes,
        tags,
        page,
        pages: pages.length,
        existsIn,
        listedIn: languagesWithPage(1),
      }),
      existsIn,
    );
  }
  for (const tag of tags) {
    const tagPages = notePages(notesTagged(summaries, tag));
    for (const [index, pageNotes] of tagPages.entries()) {
      const page = index + 1;
      const existsIn = languagesWithTag(tag.slug, page);
      await writePage(
        { ...options, template: withTagFeedsFirst(options.template, site, tag) },
        notesTagPath(tag.slug, page),
        tagHead(site, tag, pageNotes, page, tagPages.length, existsIn),
        render.renderNotesTagPage({
          home: site.base,
          tag,
          notes: pageNotes,
          tags,
          page,
          pages: tagPages.length,
          existsIn,
          listedIn: languagesWithPage(1),
        }),
        existsIn,
      );
    }
  }
  const feed: Feed = {
    title: feedTitle(),
    description: t('notes.subtitle'),
    home: pageUrl(site, notesListPath(1)),
    folder: pageUrl(site, notesFeedFolder()),
    language: language.tag,
    author: profile.name,
    items: feedItemsOf(summaries, feedItems),
    updated: new Date(),
  };
  await writeFeeds(dist, notesFeedFolder(), feed);
  for (const tag of tags) {
    await writeFeeds(dist, notesFeedFolder(tag.slug), {
      ...feed,
      title: feedTitle(tag),
      description: t('notes.tagged', { tag: tag.name }),
      home: pageUrl(site, notesTagPath(tag.slug)),
      folder: pageUrl(site, notesFeedFolder(tag.slug)),
      items: feedItemsOf(notesTagged(summaries, tag), feedItems),
    });
  }
  return summaries;
}
