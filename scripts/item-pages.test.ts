import { describe, expect, it, vi } from 'vitest';
import { profile, projects, publications } from '../src/content';
import { itemSlug } from '../src/lib/item-address';
import { paperCardText, projectCardText } from './assets/item-card';
import { itemPreviewTree, renderItemPreview } from './assets/item-card';
import { treeText } from './assets/brand';
import { makeContent } from '../src/test/content-fixture';
import {
  itemEntries,
  itemHead,
  itemPageHtml,
  itemStructuredData,
  itemTitle,
  ITEM_CARD,
  paperEntry,
  projectEntry,
  shorten,
} from './item-pages';
import type { SiteAddress } from './seo';
import { LANGUAGE_VARIABLES } from './languages/page-language';

const site: SiteAddress = { url: 'https://me.example.org/portfolio/', base: '/portfolio/' };
const entries = itemEntries();
// A project of the test's own, for what holds of any project: the owner may have none.
const fixtureProject = makeContent().projects[0]!;
type Graph = { '@graph': Array<Record<string, unknown>> };

describe('item entries', () => {
  it('list every project and paper, at its slug, in content order', () => {
    expect(entries.map((e) => [e.kind, e.id])).toEqual([
      ...projects.map((p) => ['project', p.id]),
      ...publications.map((p) => ['paper', p.id]),
    ]);
    for (const project of projects) {
      expect(entries).toContainEqual(
        expect.objectContaining({ path: `projects/${itemSlug(project)}/` }),
      );
    }
    for (const paper of publications) {
      expect(entries).toContainEqual(
        expect.objectContaining({ path: `research/${itemSlug(paper)}/` }),
      );
    }
  });

  it('describe a project by its short description and a paper by its abstract, cut to fit', () => {
    for (const entry of entries) expect(entry.description.length).toBeLessThanOrEqual(160);
    const long = { ...fixtureProject, description: 'word '.repeat(60) };
    expect(projectEntry(long).description).toBe(shorten(long.description));
    expect(projectEntry(long).description.length).toBeLessThanOrEqual(160);
  });
});

describe('shorten', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(shorten('A short line.')).toBe('A short line.');
    expect(shorten('one two three four', 12)).toBe('one two…');
    expect(shorten('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

/** The page's address as a browser writes it: a title in another script percent-encoded. */
const pageUrl = (entry: { path: string }) => new URL(entry.path, site.url).href;

describe('item head tags', () => {
  for (const entry of entries.filter(
    (e, i, all) => all.findIndex((o) => o.kind === e.kind) === i,
  )) {
    it(`give the ${entry.kind} page its own title, canonical, card and social tags`, () => {
      const head = itemHead(site, entry);
      const url = pageUrl(entry);
      expect(head).toContain(`<link rel="canonical" href="${url}" />`);
      expect(head).toContain(`<meta property="og:url" content="${url}" />`);
      expect(head).toContain(`<meta property="og:image" content="${url}${ITEM_CARD}" />`);
      expect(head).toContain(`<meta name="twitter:image" content="${url}${ITEM_CARD}" />`);
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(head).toContain('<meta property="og:image:width" content="1200" />');
      expect(head).toContain('<meta property="og:image:height" content="630" />');
      expect(itemTitle(entry)).toBe(`${entry.title} | ${profile.name}`);
    });
  }

  it('escape what content could use to break out of an attribute', () => {
    const entry = {
      ...projectEntry(fixtureProject),
      title: 'A "quoted" <b>title</b>',
      description: 'x & y',
    };
    const head = itemHead(site, entry);
    expect(head).toContain('content="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;"');
    expect(head).toContain('content="x &amp; y"');
  });
});

describe('item JSON-LD', () => {
  it("describes a paper as a ScholarlyArticle with the owner's Person among its authors", () => {
    const paper = publications.find((p) => p.authors.includes(profile.name));
    if (!paper) return;
    const entry = entries.find((e) => e.kind === 'paper' && e.id === paper.id)!;
    const graph = (itemStructuredData(site, entry) as Graph)['@graph'];
    const article = graph.find((n) => n['@type'] === 'ScholarlyArticle')!;
    expect(article.headline).toBe(paper.title);
    expect(article.url).toBe(pageUrl(entry));
    expect(article.author).toContainEqual({ '@id': `${site.url}#person` });
    expect(graph.find((n) => n['@type'] === 'Person')).toMatchObject({ name: profile.name });
  });

  it("dates a paper by its year's four digits, and not at all without them", () => {
    const paper = makeContent().publications[0]!;
    const published = (year: string) => {
      const graph = (itemStructuredData(site, paperEntry({ ...paper, year })) as Graph)['@graph'];
      return graph.find((n) => n['@type'] === 'ScholarlyArticle')!.datePublished;
    };
    expect(published('in press, 2025')).toBe('2025');
    expect(published('')).toBeUndefined();
  });

  it("dates a project by its year's four digits, and not at all for words such as 'Ongoing'", () => {
    const project = makeContent().projects[0]!;
    const created = (year: string) => {
      const entry = projectEntry({ ...project, year });
      const graph = (itemStructuredData(site, entry) as Graph)['@graph'];
      return graph.find((n) => n['@id'] === `${pageUrl(entry)}#item`)!.dateCreated;
    };
    expect(created('2024')).toBe('2024');
    expect(created('2023–2024')).toBe('2023');
    expect(created('Ongoing')).toBeUndefined();
    expect(created('')).toBeUndefined();
  });

  it('names the owner as one person in every language: the site root’s', () => {
    const entry = projectEntry(fixtureProject);
    const translation: SiteAddress = { url: `${site.url}fr/`, base: `${site.base}fr/` };
    vi.stubEnv(LANGUAGE_VARIABLES.tag, 'fr');
    vi.stubEnv(LANGUAGE_VARIABLES.rootUrl, site.url);
    vi.stubEnv(LANGUAGE_VARIABLES.rootBase, site.base);
    try {
      const graph = (itemStructuredData(translation, entry) as Graph)['@graph'];
      const work = graph.find((n) => n['@id'] === `${translation.url}${entry.path}#item`)!;
      expect(work.author).toEqual({ '@id': `${site.url}#person` });
      expect(graph.find((n) => n['@type'] === 'Person')?.['@id']).toBe(`${site.url}#person`);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('describes a project with code as SoftwareSourceCode, and one without as CreativeWork', () => {
    for (const project of projects) {
      const entry = entries.find((e) => e.kind === 'project' && e.id === project.id)!;
      const graph = (itemStructuredData(site, entry) as Graph)['@graph'];
      const work = graph.find((n) => n['@id'] === `${pageUrl(entry)}#item`)!;
      expect(work['@type']).toBe(project.github ? 'SoftwareSourceCode' : 'CreativeWork');
      expect(work.author).toEqual({ '@id': `${site.url}#person` });
      if (project.github) expect(work.codeRepository).toBe(project.github);
    }
  });

  it('gives the page a breadcrumb back to its section', () => {
    const paper = makeContent().publications[0]!;
    for (const [entry, section] of [
      [projectEntry(fixtureProject), 'projects'],
      [paperEntry(paper), 'research'],
    ] as const) {
      const page = (itemStructuredData(site, entry) as Graph)['@graph'].find(
        (n) => n['@type'] === 'WebPage',
      ) as { breadcrumb: { itemListElement: Array<{ item: string }> } };
      expect(page.breadcrumb.itemListElement.map((i) => i.item)).toEqual([
        site.url,
        `${site.url}#${section}`,
        pageUrl(entry),
      ]);
    }
  });
});

describe('the item page', () => {
  const template =
    '<html><head><!--head--></head><body><div id="root"><!--app--></div>' +
    '<link rel="modulepreload" href="/a.js"><script type="module" crossorigin src="/x.js"></script></body></html>';

  it('fills the template and drops the app entry and its preloads', () => {
    const html = itemPageHtml(template, '<title>T $& $1</title>', '<main>Body</main>');
    expect(html).toContain('<title>T $& $1</title>');
    expect(html).toContain('<body><main>Body</main>');
    expect(html).not.toContain('x.js');
    expect(html).not.toContain('modulepreload');
  });

  it('stops when the template lost its root marker', () => {
    expect(() => itemPageHtml('<!--head--><!--app-->', '', '')).toThrow(/marker/);
  });
});

describe('the item preview card', () => {
  it('carries the title, category or venue, a few tags and the owner from content', () => {
    const project = fixtureProject;
    const text = treeText(itemPreviewTree(projectCardText(project), profile)).join(' ');
    expect(text).toContain(project.title);
    expect(text).toContain(project.category);
    expect(text).toContain(profile.name);
    for (const tech of project.tech.slice(0, 4)) expect(text).toContain(tech);
    const paper = publications[0];
    if (paper) {
      const paperText = treeText(itemPreviewTree(paperCardText(paper), profile)).join(' ');
      expect(paperText).toContain(paper.title);
      expect(paperText).toContain(paper.journal || paper.conference);
      for (const keyword of paper.keywords.slice(0, 4)) expect(paperText).toContain(keyword);
    }
  });

  it('is a 1200 × 630 PNG, drawn without a browser, for a long non-Latin title too', async () => {
    const card = {
      ...projectCardText(fixtureProject),
      title: 'Χαρτογράφηση ελαιώνων με σύντηξη λέιζερ και κάμερας σε επίπεδο δέντρου για αγρότες',
    };
    const png = await renderItemPreview(card, profile);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
