import { describe, expect, it } from 'vitest';
import { profile, publications } from '../src/content';
import {
  faviconDataUri,
  inlineFavicon,
  jsonForScript,
  pageTitle,
  renderHead,
  robotsTxt,
  shareTags,
  siteCard,
  siteAddress,
  siteAddressWarning,
  sitemapXml,
  structuredData,
  webManifest,
} from './seo.ts';

const site = { url: 'https://me.example.org/portfolio/', base: '/portfolio/' };
const PHOTO = 'assets/portrait-640-0123abcd.jpg';

describe('site address', () => {
  it('prefers SITE_URL and BASE_PATH, falls back to the profile, and always ends in a slash', () => {
    expect(siteAddress({ SITE_URL: 'https://x.example/p', BASE_PATH: '/p' })).toEqual({
      url: 'https://x.example/p/',
      base: '/p/',
    });
    expect(siteAddress({})).toEqual({ url: profile.siteUrl, base: '/' });
  });

  it("takes a host's address for a site under a base path as that path on the host", () => {
    const site = siteAddress({ SITE_URL: 'https://x.example', BASE_PATH: '/p' });
    expect(site).toEqual({ url: 'https://x.example/p/', base: '/p/' });
    expect(siteAddressWarning(site)).toBeUndefined();
    // A base path written without its leading slash, which the bundler takes too.
    expect(siteAddress({ SITE_URL: 'https://x.example', BASE_PATH: 'p/' }).url).toBe(
      'https://x.example/p/',
    );
    expect(
      siteAddressWarning(siteAddress({ SITE_URL: 'https://x.example/p/', BASE_PATH: '/p/' })),
    ).toBeUndefined();
  });

  it('warns of an address whose path is not the base path', () => {
    const site = siteAddress({ SITE_URL: 'https://x.example/blog/', BASE_PATH: '/p/' });
    expect(site.url).toBe('https://x.example/blog/');
    expect(siteAddressWarning(site)).toMatch(
      /^site address: https:\/\/x\.example\/blog\/ .* does not end in the base path \/p\/ \(BASE_PATH\)/,
    );
  });
});

describe('head tags', () => {
  const head = renderHead(site, PHOTO);

  it("titles the page with the owner's name and first two roles, joined as the language joins two", () => {
    const owner = { name: 'Ada', roles: ['Poet', 'Engineer', 'Analyst'] };
    expect(pageTitle(owner, 'en')).toBe('Ada | Poet & Engineer');
    expect(pageTitle(owner, 'de')).toBe('Ada | Poet und Engineer');
    expect(pageTitle(owner, 'ja')).toBe('Ada | Poet、Engineer');
    expect(pageTitle({ name: 'Ada', roles: ['Poet'] }, 'de')).toBe('Ada | Poet');
  });

  it('names the owner in the title and uses the profile description', () => {
    expect(head).toContain(`<title>${profile.name} | `);
    expect(head).toContain('<meta name="description" content="');
    expect(head).toContain('<link rel="canonical" href="https://me.example.org/portfolio/" />');
  });

  it('links the JSON Resume under the base path', () => {
    expect(head).toContain(
      '<link rel="alternate" type="application/json" href="/portfolio/resume.json" title="JSON Resume" />',
    );
  });

  it('has Open Graph and Twitter card tags with an absolute 1200x630 image', () => {
    expect(head).toContain(
      '<meta property="og:image" content="https://me.example.org/portfolio/og-image.png" />',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
    expect(head).toContain('<meta property="og:image:height" content="630" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('leaves the manifest out: the page links it after its first paint', () => {
    expect(head).not.toContain('rel="manifest"');
  });

  it('escapes content so no text can break out of an attribute', () => {
    expect(head).not.toMatch(/content="[^"]*<[^"]*"/);
  });
});

describe('share card tags', () => {
  const language = {
    tag: 'en',
    languages: { default: 'en', all: ['en', 'de'] },
    rootBase: site.base,
    rootUrl: site.url,
  };
  const card = {
    type: 'article' as const,
    language,
    title: 'Say "hi" <b>',
    description: 'A & B',
    url: 'https://me.example.org/portfolio/notes/x/',
    image: 'https://me.example.org/portfolio/notes/x/preview.png',
    imageAlt: 'Notes: "x"',
  };

  it('gives Open Graph and Twitter the same title, description, image and its words', () => {
    const tags = shareTags(card).join('\n');
    for (const key of ['og:title', 'twitter:title']) {
      expect(tags).toContain(`"${key}" content="Say &quot;hi&quot; &lt;b&gt;" />`);
    }
    for (const key of ['og:description', 'twitter:description']) {
      expect(tags).toContain(`"${key}" content="A &amp; B" />`);
    }
    for (const key of ['og:image', 'twitter:image']) {
      expect(tags).toContain(`"${key}" content="${card.image}" />`);
    }
    for (const key of ['og:image:alt', 'twitter:image:alt']) {
      expect(tags).toContain(`"${key}" content="Notes: &quot;x&quot;" />`);
    }
    expect(tags).toContain('<meta property="og:locale:alternate" content="de_DE" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it("adds the type's own properties, in order, after the image", () => {
    const tags = shareTags({
      ...card,
      properties: [
        ['article:tag', 'b'],
        ['article:tag', 'a'],
      ],
    });
    const index = (text: string) => tags.findIndex((tag) => tag.includes(text));
    expect(index('content="b"')).toBeGreaterThan(index('og:image:alt'));
    expect(index('content="a"')).toBe(index('content="b"') + 1);
  });

  it("uses the site's own card, under its base path, for pages without one", () => {
    expect(siteCard(site)).toEqual({
      image: 'https://me.example.org/portfolio/og-image.png',
      imageAlt: `${profile.name}: ${profile.tagline}`,
    });
  });
});

describe('favicon', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#2563eb" width="100%"/>\n</svg>\n';

  it('is a data address that decodes back to the SVG, with nothing the attribute cannot hold', () => {
    const uri = faviconDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(uri).not.toMatch(/["<>#&\n]/);
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"> <rect fill="#2563eb" width="100%"/> </svg>',
    );
  });

  it("replaces the template's icon link, wherever the site is served, and insists on one", () => {
    const html = '<head><link rel="icon" href="/p/favicon.svg" type="image/svg+xml" /></head>';
    expect(inlineFavicon(html, svg)).toBe(
      `<head><link rel="icon" href="${faviconDataUri(svg)}" type="image/svg+xml" /></head>`,
    );
    expect(() => inlineFavicon('<head></head>', svg)).toThrow(/no <link rel="icon">/);
  });
});

describe('structured data', () => {
  const graph = (structuredData(site, PHOTO) as { '@graph': Array<Record<string, unknown>> })[
    '@graph'
  ];

  it('describes the owner as a Person with sameAs links', () => {
    expect(graph[0]).toMatchObject({
      '@type': 'Person',
      name: profile.name,
      image: `https://me.example.org/portfolio/${PHOTO}`,
      sameAs: profile.profiles.map((link) => link.url),
    });
  });

  it('gives the first name as the given name, unless it is the whole name (山田 花子)', () => {
    const person = () =>
      (structuredData(site, '') as { '@graph': Array<Record<string, unknown>> })['@graph'][0];
    const { firstName } = profile;
    try {
      profile.firstName = 'Ada';
      expect(person()).toMatchObject({ givenName: 'Ada' });
      profile.firstName = profile.name;
      expect(person()).not.toHaveProperty('givenName');
    } finally {
      profile.firstName = firstName;
    }
  });

  it('names no image for an owner with no photo', () => {
    const [person] = (structuredData(site, '') as { '@graph': Array<Record<string, unknown>> })[
      '@graph'
    ];
    expect(person).toMatchObject({ '@type': 'Person', name: profile.name });
    expect(person).not.toHaveProperty('image');
  });

  it('describes each paper as a ScholarlyArticle with its authors', () => {
    const articles = graph.filter((node) => node['@type'] === 'ScholarlyArticle');
    expect(articles).toHaveLength(publications.length);
    expect(articles.map((a) => a.headline)).toEqual(publications.map((p) => p.title));
  });

  it('cannot close its script element from content', () => {
    expect(jsonForScript({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('robots, sitemap and manifest', () => {
  it('points robots.txt at the absolute sitemap', () => {
    expect(robotsTxt(site)).toContain('Sitemap: https://me.example.org/portfolio/sitemap.xml');
  });

  it('lists the page in the sitemap with no date where none is known, not the build’s', () => {
    const xml = sitemapXml([{ url: site.url, alternates: [] }]);
    expect(xml).toContain('<loc>https://me.example.org/portfolio/</loc>');
    expect(xml).not.toContain('<lastmod>');
    expect(xml).not.toContain('xhtml:link');
  });

  it('dates a page that knows when it last changed (a note) by that day', () => {
    const xml = sitemapXml([
      { url: site.url, alternates: [] },
      { url: `${site.url}notes/a/`, alternates: [], lastModified: '2025-01-20' },
    ]);
    expect(xml.match(/<lastmod>[^<]*<\/lastmod>/g)).toEqual(['<lastmod>2025-01-20</lastmod>']);
  });

  it('lists each page with its languages as alternates', () => {
    const alternates = [
      { hreflang: 'en', href: site.url },
      { hreflang: 'de', href: `${site.url}de/` },
      { hreflang: 'x-default', href: site.url },
    ];
    const xml = sitemapXml(alternates.slice(0, 2).map(({ href }) => ({ url: href, alternates })));
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(
      xml.match(/hreflang="de" href="https:\/\/me.example.org\/portfolio\/de\/"/g),
    ).toHaveLength(2);
  });

  it('scopes the manifest to the base path, named by the owner alone, in no language', () => {
    expect(webManifest(site)).toMatchObject({
      start_url: '/portfolio/',
      name: profile.name,
      short_name: profile.firstName,
    });
  });
});
