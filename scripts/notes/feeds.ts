// The notes as feeds, at stable addresses under each language's /notes/ and each tag's page: RSS
// 2.0 (rss.xml), Atom (atom.xml) and JSON Feed 1.1 (feed.json) (FEED_FILES). Full content as HTML
// with absolute links, so a reader shows a note whole, images included.
import { FEED_FILES, FEED_ITEMS_MAX, lastChanged } from '../../src/lib/notes.ts';
import { escapeHtml } from '../seo.ts';

export interface FeedItem {
  title: string;
  /** The note's absolute address. */
  url: string;
  /** YYYY-MM-DD. */
  date: string;
  /** YYYY-MM-DD: the day it last changed, when after its date. */
  updated?: string;
  summary: string;
  tags: string[];
  /** The note's body, its links absolute. */
  html: string;
}

export interface Feed {
  title: string;
  description: string;
  /** The absolute address of the page that lists the feed's notes (the notes list, a tag's page). */
  home: string;
  /** The folder of the feed files, absolute, ending in "/". */
  folder: string;
  language: string;
  author: string;
  /** Newest first. */
  items: FeedItem[];
  /** When the newest item was written or changed; when there is none the build's time. */
  updated: Date;
}

/**
 * The items of a feed of `notes` (newest first: the language's, or a tag's), from each published
 * note's item by its slug, the newest FEED_ITEMS_MAX. A draft has none: feeds are for readers,
 * even in the drafts' preview.
 */
export function feedItemsOf(
  notes: readonly { slug: string; draft: boolean }[],
  items: ReadonlyMap<string, FeedItem>,
): FeedItem[] {
  return notes
    .flatMap((note) => (note.draft ? [] : (items.get(note.slug) ?? [])))
    .slice(0, FEED_ITEMS_MAX);
}

/** A date of a note at noon UTC, so no time zone puts it on another day. */
const noteTime = (date: string): Date => new Date(`${date}T12:00:00Z`);

/** RFC 822 (RSS's pubDate): "Wed, 01 May 2024 12:00:00 GMT". */
export const rfc822 = (date: Date): string => date.toUTCString();
/** RFC 3339 (Atom's and JSON Feed's dates). */
export const rfc3339 = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** An address with a scheme of its own ("https:", "mailto:"), or from the site's root ("//…"). */
const HAS_SCHEME = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Root-relative addresses in `html` made absolute against `site` (a feed is read elsewhere); with
 * `page`, every relative one made absolute against `page`: a link within the page (a footnote's
 * `#fn-1`) and a link from it (`../other-note/`), which a reader would resolve against the feed,
 * or drop the ids they lead to.
 */
export function absoluteLinks(html: string, site: string, page?: string): string {
  const origin = new URL(site).origin;
  // Relative: every address without a scheme with `page`, else those from the site's root.
  const wanted = (value: string): boolean =>
    !HAS_SCHEME.test(value) && (page !== undefined || value.startsWith('/'));
  const absolute = (value: string): string => {
    if (!page) return `${origin}${value}`;
    try {
      return new URL(value, page).href;
    } catch {
      // Not an address a browser could follow either: left as written.
      return value;
    }
  };
  // Only the tags' attributes, as the sanitizer writes them (double quotes): text and code that
  // show `src="pic.png"` are the note's words.
  return html.replace(/<[a-z][^\s>]*(?:\s+[^\s=>]+(?:="[^"]*")?)*\s*\/?>/gi, (tag) =>
    tag
      .replace(/\s(href|src)="([^"]*)"/g, (whole, name: string, value: string) =>
        wanted(value) ? ` ${name}="${absolute(value)}"` : whole,
      )
      .replace(/\ssrcset="([^"]*)"/g, (_, value: string) => {
        // Candidates part at a comma and white space: a comma within an address stays.
        const list = value
          .split(/,\s+/)
          .map((candidate) =>
            candidate.replace(/^\s*(\S+)/, (whole, url: string) =>
              wanted(url) ? absolute(url) : whole,
            ),
          )
          .join(', ');
        return ` srcset="${list}"`;
      }),
  );
}

/**
 * A formula as a feed reader shows it: MathML alone. KaTeX's HTML drawing beside it needs KaTeX's
 * stylesheet, which no reader has, and would show each formula twice ("n!n!").
 */
export function withoutMathsDrawing(html: string): string {
  const start = /<span class="katex-html"[^>]*>/g;
  let out = '';
  let from = 0;
  for (let match = start.exec(html); match; match = start.exec(html)) {
    out += html.slice(from, match.index);
    // To the span's own end: past as many inner spans' ends as open inside it.
    const tags = /<span(?=[\s>])[^>]*>|<\/span>/g;
    tags.lastIndex = match.index + match[0].length;
    let depth = 1;
    let tag: RegExpExecArray | null = null;
    while (depth > 0 && (tag = tags.exec(html))) depth += tag[0] === '</span>' ? -1 : 1;
    // Unbalanced (never so from the sanitizer): the rest is kept as it is.
    from = tag ? tags.lastIndex : match.index;
    if (!tag) break;
    start.lastIndex = from;
  }
  return out + html.slice(from);
}

const cdata = (text: string): string => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
/** The last day any item changed; the build's time without items. */
const feedUpdated = (feed: Feed): Date =>
  feed.items.length > 0
    ? noteTime(feed.items.map(lastChanged).reduce((a, b) => (b > a ? b : a)))
    : feed.updated;

export function rssFeed(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '    <item>',
      `      <title>${escapeHtml(item.title)}</title>`,
      `      <link>${escapeHtml(item.url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(item.url)}</guid>`,
      `      <pubDate>${rfc822(noteTime(item.date))}</pubDate>`,
      `      <description>${escapeHtml(item.summary)}</description>`,
      ...item.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      `      <content:encoded>${cdata(item.html)}</content:encoded>`,
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeHtml(feed.title)}</title>`,
    `    <link>${escapeHtml(feed.home)}</link>`,
    `    <description>${escapeHtml(feed.description)}</description>`,
    `    <language>${escapeHtml(feed.language)}</language>`,
    `    <lastBuildDate>${rfc822(feedUpdated(feed))}</lastBuildDate>`,
    `    <atom:link href="${escapeHtml(feed.folder + FEED_FILES.rss.file)}" rel="self" type="${FEED_FILES.rss.type}" />`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function atomFeed(feed: Feed): string {
  const entries = feed.items.map((item) =>
    [
      '  <entry>',
      `    <id>${escapeHtml(item.url)}</id>`,
      `    <title>${escapeHtml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(item.url)}" />`,
      `    <published>${rfc3339(noteTime(item.date))}</published>`,
      `    <updated>${rfc3339(noteTime(lastChanged(item)))}</updated>`,
      `    <summary>${escapeHtml(item.summary)}</summary>`,
      ...item.tags.map((tag) => `    <category term="${escapeHtml(tag)}" />`),
      `    <content type="html">${escapeHtml(item.html)}</content>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(feed.language)}">`,
    `  <id>${escapeHtml(feed.home)}</id>`,
    `  <title>${escapeHtml(feed.title)}</title>`,
    `  <subtitle>${escapeHtml(feed.description)}</subtitle>`,
    `  <updated>${rfc3339(feedUpdated(feed))}</updated>`,
    `  <author><name>${escapeHtml(feed.author)}</name></author>`,
    `  <link rel="self" type="${FEED_FILES.atom.type}" href="${escapeHtml(feed.folder + FEED_FILES.atom.file)}" />`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(feed.home)}" />`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export function jsonFeed(feed: Feed): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      description: feed.description,
      home_page_url: feed.home,
      feed_url: feed.folder + FEED_FILES.json.file,
      language: feed.language,
      authors: [{ name: feed.author }],
      items: feed.items.map((item) => ({
        id: item.url,
        url: item.url,
        title: item.title,
        summary: item.summary,
        content_html: item.html,
        date_published: rfc3339(noteTime(item.date)),
        ...(item.updated ? { date_modified: rfc3339(noteTime(item.updated)) } : {}),
        tags: item.tags,
      })),
    },
    null,
    2,
  )}\n`;
}

/** The head's links to the feeds in the folder `folderPath` (root-relative, ending in "/"). */
export function feedLinks(folderPath: string, title: string): string[] {
  return Object.values(FEED_FILES).map(
    ({ file, type }) =>
      `<link rel="alternate" type="${type}" href="${escapeHtml(folderPath + file)}" title="${escapeHtml(title)}" />`,
  );
}
