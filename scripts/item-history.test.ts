import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  historyFileProblem,
  addressWarnings,
  emptyHistory,
  historyAddress,
  HISTORY_FILE,
  historyJson,
  keepOldAddresses,
  readHistory,
  redirectPage,
  updateHistory,
  writeHistory,
} from './item-history';
import { itemEntries, type ItemEntry } from './item-pages';
import { loadContent } from './check-content';
import { SAMPLE_CONTENT_DIR } from './content-dir';
import { ROOT } from './scratch-copy';
import { itemSlug } from '../src/lib/item-address';
import { t } from '../src/words';
import { escapeHtml } from './seo';

// The history is about items, not about whose they are: the tests bring their own (two projects
// at least, src/test/content-fixture.ts), since an owner may have a single one.
vi.mock('../src/content', async (importOriginal) => {
  const { makeContent } = await import('../src/test/content-fixture');
  return { ...(await importOriginal<object>()), ...makeContent() };
});

const site = { url: 'https://me.example.org/', base: '/' };
const [first, second] = itemEntries().filter((entry) => entry.kind === 'project');
const retitled = (entry: ItemEntry, slug: string): ItemEntry => ({
  ...entry,
  slug,
  title: `${entry.title} II`,
  path: `${entry.path.split('/')[0]}/${slug}/`,
});

describe('the address history', () => {
  it('records each item’s slug on the first build, with nothing to warn about', () => {
    const { history, warnings, redirects } = updateHistory(emptyHistory(), [first, second]);
    expect(history[first.kind][String(first.id)]).toEqual([first.slug]);
    expect(warnings).toEqual([]);
    expect(redirects).toEqual([]);
  });

  it('warns when a new title moves a page, names the old slug to keep, and redirects it', () => {
    const recorded = updateHistory(emptyHistory(), [first]).history;
    const moved = retitled(first, 'brand-new-slug');
    const { history, warnings, redirects } = updateHistory(recorded, [moved]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`id ${first.id}`);
    expect(warnings[0]).toContain(`/${first.slug}/ to /`);
    expect(warnings[0]).toContain(`set slug: '${first.slug}'`);
    expect(redirects).toEqual([{ kind: first.kind, from: first.slug, to: moved }]);
    expect(history[first.kind][String(first.id)]).toEqual([first.slug, 'brand-new-slug']);

    // Next build: recorded, so no new warning, and the old address still redirects.
    const again = updateHistory(history, [moved]);
    expect(again.warnings).toEqual([]);
    expect(again.redirects).toHaveLength(1);
  });

  it('keeps no redirect where another item now has the old slug', () => {
    const recorded = updateHistory(emptyHistory(), [first, second]).history;
    const takesOver = { ...second, slug: first.slug, path: first.path };
    const { redirects } = updateHistory(recorded, [retitled(first, 'moved-away'), takesOver]);
    expect(redirects.map((r) => r.from)).not.toContain(first.slug);
  });

  it('is written only when it changed', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'history-')), 'h.json');
    const { history } = updateHistory(readHistory(file, site.url), [first]);
    expect(writeHistory(file, site.url, history)).toBe(true);
    expect(writeHistory(file, site.url, history)).toBe(false);
    expect(readHistory(file, site.url)).toEqual(history);
    expect(readFileSync(file, 'utf8').endsWith('\n')).toBe(true);
  });

  it('keeps each site address apart, so a new owner’s site starts its own', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'history-')), 'h.json');
    const { history } = updateHistory(emptyHistory(), [first]);
    writeHistory(file, 'https://sample.example/', history);
    expect(readHistory(file, 'https://owner.example/')).toEqual(emptyHistory());
    // The owner's item with the sample's id is new there: nothing moved, nothing to redirect.
    const owner = updateHistory(readHistory(file, 'https://owner.example/'), [
      retitled(first, 'owners-own'),
    ]);
    expect(owner.warnings).toEqual([]);
    expect(owner.redirects).toEqual([]);
    writeHistory(file, 'https://owner.example/', owner.history);
    expect(readHistory(file, 'https://sample.example/')).toEqual(history);
  });
});

describe('the address a history is kept under', () => {
  const under = { url: 'https://me.example.org/portfolio/', base: '/portfolio/' };

  it("is the site's own, or the host's for a site under a base path recorded before at the host", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'history-')), 'h.json');
    // Nothing recorded yet: its own.
    expect(historyAddress(file, under)).toBe(under.url);
    writeHistory(file, site.url, updateHistory(emptyHistory(), [first]).history);
    // Recorded when its address was the host's alone: the record goes on there.
    expect(historyAddress(file, under)).toBe(site.url);
    // Once recorded under its own address, that one.
    writeHistory(file, under.url, emptyHistory());
    expect(historyAddress(file, under)).toBe(under.url);
    // A site at the root, or at another path than its base, is its own.
    expect(historyAddress(file, site)).toBe(site.url);
    const elsewhere = { url: 'https://me.example.org/blog/', base: '/portfolio/' };
    expect(historyAddress(file, elsewhere)).toBe(elsewhere.url);
  });
});

describe('the sample’s addresses in an owner’s record', () => {
  it('are dropped, not sent on, once the item they were recorded for is the owner’s', () => {
    // A build of the copy new-content made recorded the sample's address for this item's id.
    const recorded = updateHistory(emptyHistory(), [first, second]).history;
    const sample = { ...emptyHistory(), project: { [String(first.id)]: [first.slug] } };
    const own = retitled(first, 'my-own-project');
    const { history, warnings, redirects } = updateHistory(
      recorded,
      [own, second],
      'content',
      sample,
    );
    expect(warnings).toEqual([]);
    expect(redirects).toEqual([]);
    expect(history.project[String(first.id)]).toEqual([own.slug]);
    // An address the owner's item had is still sent on.
    const moved = retitled(second, 'moved-on');
    const later = updateHistory(history, [own, moved], 'content', sample);
    expect(later.redirects).toEqual([{ kind: 'project', from: second.slug, to: moved }]);
  });

  it('are not shipped by a build of the copy new-content made, its first project made the owner’s', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'history-'));
    cpSync(path.join(ROOT, SAMPLE_CONTENT_DIR), path.join(root, SAMPLE_CONTENT_DIR), {
      recursive: true,
    });
    mkdirSync(path.join(root, 'content'));
    const { content: sample } = await loadContent(path.join(root, SAMPLE_CONTENT_DIR));
    const theirs = sample.projects[0]!;
    const file = path.join(root, 'content', HISTORY_FILE);
    writeHistory(file, site.url, {
      ...emptyHistory(),
      project: { [String(theirs.id)]: [itemSlug(theirs)] },
    });
    const own = { ...first, id: theirs.id };
    const dist = path.join(root, 'dist');
    await keepOldAddresses(root, dist, site, [own]);
    expect(existsSync(path.join(dist, 'projects', itemSlug(theirs)))).toBe(false);
    expect(readHistory(file, site.url).project).toEqual({ [String(own.id)]: [own.slug] });
    expect(await addressWarnings(root, site, [retitled(own, 'another')])).toHaveLength(1);
  });
});

describe('a build of the sample', () => {
  it('leaves the template’s record as it is, at any site address', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'history-'));
    mkdirSync(path.join(root, SAMPLE_CONTENT_DIR));
    const file = path.join(root, SAMPLE_CONTENT_DIR, HISTORY_FILE);
    writeHistory(file, site.url, updateHistory(emptyHistory(), [first]).history);
    const before = readFileSync(file, 'utf8');
    const elsewhere = { url: 'https://someone.example.net/portfolio/', base: '/portfolio/' };
    await keepOldAddresses(root, path.join(root, 'dist'), elsewhere, [first, second]);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('the content check', () => {
  it('warns of a page that moved, from the record in the content folder', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'history-'));
    mkdirSync(path.join(root, 'content'));
    const file = path.join(root, 'content', 'item-addresses.json');
    writeHistory(file, site.url, updateHistory(emptyHistory(), [first]).history);
    expect(await addressWarnings(root, site, [first])).toEqual([]);
    const warnings = await addressWarnings(root, site, [retitled(first, 'a-new-title')]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(first.slug);
  });
});

describe('the history file', () => {
  it('is laid out as Prettier would, one item per line unless its slugs are long', async () => {
    const { format } = await import('prettier');
    const history = {
      'https://me.example.org/': {
        project: { '1': ['a-b', 'c-d'], '2': ['x'.repeat(50), 'y'.repeat(50)] },
        paper: {},
      },
      'https://other.example.org/': { project: {}, paper: { '7': ['z'] } },
    };
    const text = historyJson(history);
    expect(await format(text, { parser: 'json', printWidth: 100 })).toBe(text);
    expect(JSON.parse(text)).toEqual(history);
  });
});

describe('the page at an old address', () => {
  it('sends visitors on without JavaScript and points search engines at the new page', () => {
    const html = redirectPage(site, first);
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=/${first.path}" />`);
    expect(html).toContain(`<link rel="canonical" href="${site.url}${first.path}" />`);
    // A redirect, not a page to leave out: noindex beside a canonical link says two things.
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('<script');
  });

  it('is in the language it is written for, with the new page linked by its title', () => {
    const html = redirectPage({ url: 'https://me.example.org/he/', base: '/he/' }, first, 'he');
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain(
      `<title>${escapeHtml(t('itemPage.movedTitle', { title: first.title }))}</title>`,
    );
    const link = `<a href="/he/${first.path}">${escapeHtml(first.title)}</a>`;
    expect(html).toContain(
      `<p>${escapeHtml(t('itemPage.moved', { title: '\u0000' })).replace('\u0000', link)}</p>`,
    );
  });
});

describe('a language other than the default', () => {
  it('writes its own pages at the old addresses from the root record, and records nothing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'history-'));
    mkdirSync(path.join(root, 'content'));
    const file = path.join(root, 'content', HISTORY_FILE);
    writeHistory(file, site.url, updateHistory(emptyHistory(), [first]).history);
    const before = readFileSync(file, 'utf8');
    const moved = retitled(first, 'a-new-title');
    const dist = path.join(root, 'dist', 'de');
    const language = { url: `${site.url}de/`, base: '/de/' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await keepOldAddresses(root, dist, language, [moved], { recordedAt: site, record: false });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    const page = readFileSync(path.join(dist, 'projects', first.slug, 'index.html'), 'utf8');
    expect(page).toContain(
      `<meta http-equiv="refresh" content="0; url=/de/projects/a-new-title/" />`,
    );
    expect(page).toContain(`<link rel="canonical" href="${site.url}de/projects/a-new-title/" />`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('historyFileProblem', () => {
  it('names a record that is not JSON, and what to do; none for a sound or absent one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'history-'));
    const file = path.join(dir, 'item-addresses.json');
    expect(historyFileProblem(file)).toBeUndefined();
    writeFileSync(file, '{"https://me.example/": {"project": {"1": ["a"]');
    expect(historyFileProblem(file)).toMatch(
      /item-addresses\.json is not valid JSON \(.+\)\. It is the build's record .*: mend it .*, or delete it to start the record anew/,
    );
    writeFileSync(file, '{}');
    expect(historyFileProblem(file)).toBeUndefined();
  });
});
