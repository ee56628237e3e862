// @vitest-environment jsdom
// jsdom for its DOMParser: the feeds are read as XML, the way a feed reader reads them.
import { describe, expect, it } from 'vitest';
import { FEED_ITEMS_MAX } from '../../src/lib/notes.ts';
import {
  absoluteLinks,
  atomFeed,
  feedItemsOf,
  jsonFeed,
  rssFeed,
  withoutMathsDrawing,
  type Feed,
} from './feeds.ts';

const feed: Feed = {
  title: 'Notes by Someone',
  description: 'What I wrote',
  home: 'https://example.org/notes/',
  folder: 'https://example.org/notes/',
  language: 'en',
  author: 'Someone',
  updated: new Date('2030-01-01T00:00:00Z'),
  items: [
    {
      title: 'Second & newer',
      url: 'https://example.org/notes/second/',
      date: '2024-05-02',
      summary: 'The second <one>.',
      tags: ['a'],
      html: '<p>Body with <code>]]></code> inside</p>',
    },
    {
      title: 'First',
      url: 'https://example.org/notes/first/',
      date: '2024-01-31',
      summary: 'The first.',
      tags: [],
      html: '<p>First body</p>',
    },
  ],
};

const xml = (text: string) => {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
};
const RFC_822 = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('RSS 2.0', () => {
  it('has the channel’s title, link and description, and each item’s guid and pubDate', () => {
    const document = xml(rssFeed(feed));
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const channel = document.querySelector('channel')!;
    expect(channel.querySelector(':scope > title')?.textContent).toBe(feed.title);
    expect(channel.querySelector(':scope > link')?.textContent).toBe(feed.home);
    expect(channel.querySelector(':scope > description')?.textContent).toBe(feed.description);
    const items = [...document.querySelectorAll('item')];
    expect(items).toHaveLength(feed.items.length);
    items.forEach((item, index) => {
      const source = feed.items[index]!;
      expect(item.querySelector('title')?.textContent).toBe(source.title);
      expect(item.querySelector('guid')?.textContent).toBe(source.url);
      expect(item.querySelector('pubDate')?.textContent).toMatch(RFC_822);
      expect(item.getElementsByTagName('content:encoded')[0]?.textContent).toBe(source.html);
    });
  });
});

describe('Atom', () => {
  it('has the feed’s id, updated, title, author and self link, and each entry whole', () => {
    const document = xml(atomFeed(feed));
    const root = document.documentElement;
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const child = (name: string) => root.querySelector(`:scope > ${name}`);
    expect(child('id')?.textContent).toBe(feed.home);
    expect(child('title')?.textContent).toBe(feed.title);
    expect(child('updated')?.textContent).toMatch(RFC_3339);
    expect(child('author > name')?.textContent).toBe(feed.author);
    expect(root.querySelector(':scope > link[rel="self"]')?.getAttribute('href')).toBe(
      `${feed.folder}atom.xml`,
    );
    const entries = [...root.querySelectorAll('entry')];
    expect(entries).toHaveLength(feed.items.length);
    entries.forEach((entry, index) => {
      const source = feed.items[index]!;
      expect(entry.querySelector('id')?.textContent).toBe(source.url);
      expect(entry.querySelector('updated')?.textContent).toMatch(RFC_3339);
      expect(entry.querySelector('content')?.getAttribute('type')).toBe('html');
      expect(entry.querySelector('content')?.textContent).toBe(source.html);
    });
  });

  it('is updated when its newest note was written', () => {
    const updated = xml(atomFeed(feed)).querySelector('feed > updated')?.textContent;
    expect(updated?.slice(0, 10)).toBe(feed.items[0]!.date);
  });

  it('is updated when a note last changed, and so is that entry, published as it was', () => {
    const [newest, older] = feed.items;
    const changed: Feed = { ...feed, items: [newest!, { ...older!, updated: '2024-06-10' }] };
    const document = xml(atomFeed(changed));
    expect(document.querySelector('feed > updated')?.textContent?.slice(0, 10)).toBe('2024-06-10');
    const entry = document.querySelectorAll('entry')[1]!;
    expect(entry.querySelector('published')?.textContent?.slice(0, 10)).toBe(older!.date);
    expect(entry.querySelector('updated')?.textContent?.slice(0, 10)).toBe('2024-06-10');
  });
});

describe('JSON Feed 1.1', () => {
  it('has the version, and each item’s id, url, content_html and date_published', () => {
    const parsed = JSON.parse(jsonFeed(feed)) as {
      version: string;
      title: string;
      items: Array<Record<string, string>>;
    };
    expect(parsed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(parsed.title).toBe(feed.title);
    expect(parsed.items).toHaveLength(feed.items.length);
    parsed.items.forEach((item, index) => {
      const source = feed.items[index]!;
      expect(item).toMatchObject({ id: source.url, url: source.url, content_html: source.html });
      expect(item.date_published).toMatch(RFC_3339);
      expect(item).not.toHaveProperty('date_modified');
    });
  });

  it('gives a note that changed since its date_modified', () => {
    const changed: Feed = { ...feed, items: [{ ...feed.items[0]!, updated: '2024-07-01' }] };
    const [item] = (JSON.parse(jsonFeed(changed)) as { items: Array<Record<string, string>> })
      .items;
    expect(item!.date_modified).toBe('2024-07-01T12:00:00Z');
    expect(item!.date_published.slice(0, 10)).toBe(feed.items[0]!.date);
  });
});

describe('absoluteLinks', () => {
  it('makes the body’s root-relative addresses absolute, srcset too', () => {
    const html =
      '<a href="/notes/x/">x</a><img src="/assets/a.jpg" srcset="/assets/a.jpg 480w, /assets/b.jpg 960w" /><a href="https://o.org/">o</a><a href="#h">h</a>';
    expect(absoluteLinks(html, 'https://example.org/de/')).toBe(
      '<a href="https://example.org/notes/x/">x</a><img src="https://example.org/assets/a.jpg" srcset="https://example.org/assets/a.jpg 480w, https://example.org/assets/b.jpg 960w" /><a href="https://o.org/">o</a><a href="#h">h</a>',
    );
  });

  it("resolves the note's relative links against its page, and leaves other sites' and mail links", () => {
    const html =
      '<a href="../other/">o</a><img src="pic.png" srcset="pic.png 480w, big.png 960w" /><a href="mailto:a@example.org">m</a><a href="//cdn.example.org/x">c</a>';
    expect(absoluteLinks(html, 'https://example.org/', 'https://example.org/notes/a/')).toBe(
      '<a href="https://example.org/notes/other/">o</a><img src="https://example.org/notes/a/pic.png" srcset="https://example.org/notes/a/pic.png 480w, https://example.org/notes/a/big.png 960w" /><a href="mailto:a@example.org">m</a><a href="//cdn.example.org/x">c</a>',
    );
  });

  it("changes only the tags' addresses: not text that shows one, nor an address with a comma", () => {
    const page = 'https://example.org/notes/a/';
    const html =
      '<p>Set src="pic.png" as in <code>&lt;img src="pic.png"&gt;</code></p><img src="a.png" title="a > b" srcset="/x/w_100,h_100/a.jpg 1x, b.jpg 2x" /><a href="\\\\a b/x">odd</a>';
    expect(absoluteLinks(html, 'https://example.org/', page)).toBe(
      '<p>Set src="pic.png" as in <code>&lt;img src="pic.png"&gt;</code></p><img src="https://example.org/notes/a/a.png" title="a > b" srcset="https://example.org/x/w_100,h_100/a.jpg 1x, https://example.org/notes/a/b.jpg 2x" /><a href="\\\\a b/x">odd</a>',
    );
  });

  it("leads a link within the note (a footnote's) to that place of the note's page", () => {
    const html = '<sup><a id="fn-ref-1" href="#fn-1" data-fn-ref>1</a></sup>';
    expect(absoluteLinks(html, 'https://example.org/', 'https://example.org/notes/a/')).toBe(
      '<sup><a id="fn-ref-1" href="https://example.org/notes/a/#fn-1" data-fn-ref>1</a></sup>',
    );
  });
});

describe('withoutMathsDrawing', () => {
  it("keeps a formula's MathML and drops KaTeX's drawing, nested spans and all", () => {
    const maths =
      '<span class="katex"><span class="katex-mathml"><math><mi>n</mi></math></span><span class="katex-html" aria-hidden="true"><span class="base"><span class="mord">n</span><span class="mclose">!</span></span></span></span>';
    expect(withoutMathsDrawing(`<p>So ${maths} and ${maths}.</p>`)).toBe(
      '<p>So <span class="katex"><span class="katex-mathml"><math><mi>n</mi></math></span></span> and <span class="katex"><span class="katex-mathml"><math><mi>n</mi></math></span></span>.</p>',
    );
    expect(withoutMathsDrawing('<p>No maths.</p>')).toBe('<p>No maths.</p>');
    // Unbalanced, as the sanitizer never writes it: the rest is kept.
    const open = '<span class="katex-html"><span-x>n</span-x> and the rest';
    expect(withoutMathsDrawing(open)).toBe(open);
  });
});

describe('feedItemsOf', () => {
  const items = new Map(
    feed.items.map((item) => [new URL(item.url).pathname.split('/')[2]!, item]),
  );
  const [second, first] = feed.items;

  it("gives the notes' items in the notes' order (a tag's notes, the language's)", () => {
    const notes = [
      { slug: 'first', draft: false },
      { slug: 'second', draft: false },
    ];
    expect(feedItemsOf(notes, items)).toEqual([first, second]);
    expect(feedItemsOf(notes.slice(1), items)).toEqual([second]);
  });

  it(`holds the newest ${FEED_ITEMS_MAX} notes of a longer list, drafts not counted`, () => {
    const many = Array.from({ length: FEED_ITEMS_MAX + 5 }, (_, index) => `note-${index}`);
    const all = new Map(
      many.map((slug) => [slug, { ...first!, url: `https://example.org/notes/${slug}/` }]),
    );
    const notes = [
      { slug: many[0]!, draft: true },
      ...many.slice(1).map((slug) => ({ slug, draft: false })),
    ];
    expect(feedItemsOf(notes, all).map((item) => item.url)).toEqual(
      many.slice(1, FEED_ITEMS_MAX + 1).map((slug) => `https://example.org/notes/${slug}/`),
    );
  });

  it('leaves a draft out, even one that has an item, and a note without one', () => {
    expect(
      feedItemsOf(
        [
          { slug: 'second', draft: true },
          { slug: 'first', draft: false },
          { slug: 'unwritten', draft: false },
        ],
        items,
      ),
    ).toEqual([first]);
  });
});
