// Site search as a visitor meets it: found by the bar's button or the keyboard, nothing of it
// loaded before, results leading to each item's own page, in every language. The words searched
// for are derived from the content the site was built from, never from the sample.
import type { Page } from '@playwright/test';
import * as content from '../../src/content';
import { itemPath, itemSlug } from '../../src/lib/item-address';
import { resultLabels } from '../../src/lib/result-labels';
import { paperStatusKey } from '../../src/lib/status';
import { locale, t } from '../../src/words/index.ts';
import { formatNoteDate, notePath } from '../../src/lib/notes.ts';
import { OFFLINE_SIGN_MS, QUERY_PARAMETER, SEARCH_RESULTS_MAX } from '../../src/lib/search';
import { SKILLS_COLLAPSED_COUNT } from '../../src/config/site';
import { publishedNotes } from './notes-content';
import { expect, given, holdTheIslands, test } from './fixtures';
import { addressIn, contentIn, languages, OTHER_LANGUAGES, plain, wordsIn } from './languages';
import {
  noteBodies,
  noteTagWord,
  paperWord,
  siteTextWithout,
  uniqueWord,
  wordsOf,
} from './search-words';

/** What search has of the page at `url`, through Pagefind's own API: the text its excerpts come from. */
async function indexedText(page: Page, url: string): Promise<string | null> {
  return page.evaluate(async (url) => {
    type Found = { results: { data: () => Promise<{ url: string; content: string }> }[] };
    const entry = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ entry)) as {
      search: (term: null, options: object) => Promise<Found>;
    };
    const all = await pagefind.search(null, { filters: {} });
    for (const result of all.results) {
      const data = await result.data();
      if (data.url === url) return data.content;
    }
    return null;
  }, url);
}

/** Every page Pagefind's own API finds for `query`, by path: not only the first the dialog shows. */
async function foundPaths(page: Page, query: string): Promise<string[]> {
  return page.evaluate(async (query) => {
    type Found = { results: { data: () => Promise<{ url: string }> }[] };
    const entry = '/pagefind/pagefind.js';
    const pagefind = (await import(/* @vite-ignore */ entry)) as {
      search: (term: string) => Promise<Found>;
    };
    const { results } = await pagefind.search(query);
    return Promise.all(results.map(async (result) => (await result.data()).url));
  }, query);
}

const searchButton = (page: Page) =>
  page.getByRole('button', { name: t('search.open'), exact: true });

async function searchFor(page: Page, word: string) {
  const field = page.getByRole('dialog').getByRole('searchbox');
  await field.fill(word);
  return page.getByRole('dialog').getByRole('link');
}

test('nothing of search loads before it is opened, and the bar opens it', async ({ page }) => {
  const pagefind: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/pagefind/')) pagefind.push(request.url());
  });
  await page.goto('/');
  await page.mouse.wheel(0, 2000);
  expect(pagefind).toEqual([]);
  await searchButton(page).click();
  await expect(page.getByRole('dialog', { name: t('search.title') })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
  expect(pagefind).toEqual([]);
  const found = paperWord();
  await page
    .getByRole('dialog')
    .getByRole('searchbox')
    .fill(found?.word ?? content.profile.name);
  await expect.poll(() => pagefind.length).toBeGreaterThan(0);
});

test.describe('when the dialog’s code cannot be fetched', () => {
  // The network went down after the page came, or a new version of the site replaced the file.
  test.use({
    allowConsole: [/Failed to load resource|could not be fetched/],
  });

  test('search is the search page, and the bar stays', async ({ page }) => {
    await page.route(/\/assets\/search-dialog-[\w-]+\.js$/, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/');
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/search\/$/);
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.goBack();
    await expect(searchButton(page)).toBeVisible();
  });
});

/**
 * Opens search on the main page (after `before`, if given) and looks for a word only one paper's
 * abstract holds: it finds that paper alone, and leads to its page.
 */
async function findsThePaperOfItsOwnWord(page: Page, before?: () => Promise<unknown>) {
  const found = paperWord();
  test.skip(!found, 'no paper has a word of its own');
  const { paper, word } = found!;
  await page.goto('/');
  await before?.();
  await searchButton(page).click();
  const links = await searchFor(page, word);
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAttribute('href', `/${itemPath('paper', itemSlug(paper))}`);
}

test("finds a word only one paper's abstract holds, and leads to the paper's page", async ({
  page,
}) => {
  await findsThePaperOfItsOwnWord(page);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/\S/);
});

for (const tag of OTHER_LANGUAGES.slice(0, 1)) {
  test(`searches the page's own language where a translator has set <html lang> to "${tag}"`, async ({
    page,
  }) => {
    // As Chrome's translator marks a page it has put in another language.
    await findsThePaperOfItsOwnWord(page, () =>
      page.evaluate((lang) => document.documentElement.setAttribute('lang', lang), tag),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
  });
}

test("reads a paper's page as its words, spaced, and none of its controls", async ({ page }) => {
  const paper = given(
    content.publications.find((p) => Object.keys(p.results).length > 0 && p.year && p.category),
    'paper with results, a year and a category',
  );
  await page.goto('/');
  const text = await indexedText(page, `/${itemPath('paper', itemSlug(paper))}`);
  expect(text).not.toBeNull();
  const [key, value] = Object.entries(paper.results)[0]!;
  expect(text).toContain(`${resultLabels(paper)[key]} ${value}`);
  expect(text).toContain(`${t(paperStatusKey(paper.status))} ${paper.year} · ${paper.category}`);
  // The Cite panel's BibTeX is one of the page's controls, not its text.
  expect(text).not.toMatch(/@\w+\{/);
});

test("reads the main page's certificates as their words, spaced", async ({ page }) => {
  const certificates = content.certificates.filter((c) => c.date.trim() && c.type.trim());
  // Certificates are a list an owner may leave empty (the second content set does).
  test.skip(certificates.length === 0, 'the content has no certificate with a date and a type');
  await page.goto('/');
  const text = await indexedText(page, '/');
  expect(text).not.toBeNull();
  for (const certificate of certificates) {
    expect(text).toContain(`${certificate.date} ${certificate.type}`);
  }
});

// An excerpt opens on the note's words: its date, reading time and contents are the page's, not the
// text search reads (its tags are read after its body).
test("reads a note's page as its title and body alone", async ({ page }) => {
  const note = publishedNotes[0];
  test.skip(!note, 'the content has no notes');
  await page.goto('/');
  const text = await indexedText(page, `/${notePath(note!.slug)}`);
  expect(text).not.toBeNull();
  expect(text!.startsWith(note!.title), text!).toBe(true);
  expect(text).not.toContain(t('notes.readingTime', { minutes: 1 }).replace(/\d+/, '').trim());
  expect(text).not.toContain(formatNoteDate(note!.date, locale));
});

test("reads none of a note's Copy buttons, which would stand in every note with code", async ({
  page,
}) => {
  const note = publishedNotes.find((published) => /^\s*(```|~~~)/m.test(published.markdown));
  test.skip(!note, 'the content has no note with a code block');
  await page.goto('/');
  const text = await indexedText(page, `/${notePath(note!.slug)}`);
  expect(text).not.toBeNull();
  const times = (within: string) => within.split(t('notes.copyCode')).length - 1;
  expect(times(text!)).toBeLessThanOrEqual(times(note!.markdown));
});

test("finds a word only one note's body holds", async ({ page }) => {
  const bodies = noteBodies();
  test.skip(bodies.length === 0, 'the content has no notes');
  const word = bodies
    .map((body, index) =>
      uniqueWord(body, siteTextWithout('') + bodies.filter((_, i) => i !== index).join(' ')),
    )
    .find(Boolean);
  test.skip(!word, 'no note has a word of its own');
  await page.goto('/');
  await searchButton(page).click();
  const links = await searchFor(page, word!);
  await expect(links).toHaveCount(1);
  await expect(links.first()).toHaveAttribute('href', /\/notes\/[^/]+\/$/);
});

test('finds a note by a word only its tags hold', async ({ page }) => {
  const { note, word } = given(noteTagWord(), 'note with a tag word its own text does not hold');
  await page.goto('/');
  expect(await foundPaths(page, word)).toContain(`/${notePath(note.slug)}`);
});

test('searches with the keyboard alone: / opens, arrows reach a result, Enter follows it', async ({
  page,
}) => {
  const found = paperWord();
  test.skip(!found, 'no paper has a word of its own');
  const { paper, word } = found!;
  await page.goto('/');
  await page.keyboard.press('/');
  const field = page.getByRole('dialog').getByRole('searchbox');
  await expect(field).toBeFocused();
  await page.keyboard.type(word);
  const result = page.getByRole('dialog').getByRole('link').first();
  await expect(result).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(result).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${itemPath('paper', itemSlug(paper))}$`));
});

/**
 * A word of the content that more pages hold than search shows at first, and those pages' paths,
 * asked of the index on a page of its own (whose Pagefind then holds the pages' excerpts, not
 * `page`'s); none on a small site (the sample has one; the content sets of the owner suite not).
 */
async function wordOnManyPages(page: Page) {
  const asking = await page.context().newPage();
  await asking.goto('/');
  // The content's words, those most of its projects and papers hold first; the index says which
  // of them more pages hold than search shows at first.
  const items = [...content.projects, ...content.publications].map((item) => JSON.stringify(item));
  const candidates = [...new Set(items.flatMap(wordsOf))]
    .map((word) => ({ word, items: items.filter((item) => item.includes(word)).length }))
    .filter((candidate) => candidate.items > SEARCH_RESULTS_MAX)
    .sort((a, b) => b.items - a.items)
    .slice(0, 10);
  try {
    for (const { word } of candidates) {
      const paths = await foundPaths(asking, word);
      if (paths.length > SEARCH_RESULTS_MAX) return { word, paths };
    }
    return undefined;
  } finally {
    await asking.close();
  }
}

test('shows more results on asking, where more pages hold a word than it shows at first', async ({
  page,
}) => {
  const found = await wordOnManyPages(page);
  test.skip(!found, `no word is on more than ${SEARCH_RESULTS_MAX} pages`);
  const { word, paths } = found!;
  await page.goto('/');
  await searchButton(page).click();
  const links = await searchFor(page, word);
  const more = page.getByRole('dialog').getByRole('button', { name: t('search.showMore') });
  await expect(more).toBeVisible();
  const first = await links.count();
  await more.click();
  await expect.poll(() => links.count()).toBeGreaterThan(first);
  await expect(links.nth(first)).toBeFocused();
  // Each press adds as many again, until every page found is there and the button is gone.
  for (let asked = SEARCH_RESULTS_MAX * 2; asked < paths.length; asked += SEARCH_RESULTS_MAX) {
    const before = await links.count();
    await more.click();
    await expect.poll(() => links.count()).toBeGreaterThan(before);
  }
  await expect(more).toHaveCount(0);
  const shown = await links.evaluateAll((all) =>
    all.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  expect(paths.every((path) => shown.includes(new URL(path, 'http://x').pathname))).toBe(true);
});

test.describe('when more results cannot be fetched', () => {
  test.use({ allowConsole: [/Failed to load resource/] });

  test('the results shown stay, it says so, and asking again once online shows more', async ({
    page,
  }) => {
    const found = await wordOnManyPages(page);
    test.skip(!found, `no word is on more than ${SEARCH_RESULTS_MAX} pages`);
    await page.goto('/');
    await searchButton(page).click();
    const links = await searchFor(page, found!.word);
    const more = page.getByRole('dialog').getByRole('button', { name: t('search.showMore') });
    await expect(more).toBeVisible();
    const shown = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
    // The network goes down: each further page's excerpt is a file of its own.
    const offline = /\/pagefind\/fragment\//;
    await page.route(offline, (route) => route.abort('internetdisconnected'));
    await more.click();
    const status = page.getByRole('dialog').getByRole('status');
    await expect(status).toHaveText(t('search.moreFailed'));
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
      shown,
    );
    await page.unroute(offline);
    await more.click();
    await expect.poll(() => links.count()).toBeGreaterThan(shown.length);
    await expect(links.nth(shown.length)).toBeFocused();
    await expect(status).not.toHaveText(t('search.moreFailed'));
  });
});

/** A word only `text` holds in the whole site, for the parts of the content `texts` gives. */
function wordOfItsOwn<T>(items: readonly T[], texts: (item: T) => string) {
  for (const item of items) {
    const word = uniqueWord(texts(item), siteTextWithout(texts(item)));
    if (word) return { item, word };
  }
  return undefined;
}

/** Searches `word` on the main page and chooses its result leading to `place` on that page. */
async function followResultOnThisPage(page: Page, word: string, place: string) {
  await page.goto('/');
  await searchButton(page).click();
  await searchFor(page, word);
  const result = page.getByRole('dialog').locator(`a[href="${place}"]`);
  await expect(result).toBeVisible();
  await result.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test("a result on the page search is open over closes it, and the page goes to the result's section", async ({
  page,
}) => {
  const found = wordOfItsOwn(content.experience, (entry) => entry.description);
  test.skip(!found, 'no experience entry has a word of its own');
  const heading = `experience-${found!.item.id}-title`;
  await followResultOnThisPage(page, found!.word, `/#${heading}`);
  const section = page.locator('section#experience');
  await expect(section).toBeFocused();
  await expect(page.locator(`#${heading}`)).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`#${heading}$`));
});

test('a result in a skill category the collapsed list holds back leads to the skills', async ({
  page,
}) => {
  const index = SKILLS_COLLAPSED_COUNT;
  const category = content.skillCategories[index];
  test.skip(!category, 'the skills are never collapsed');
  await page.goto('/');
  await searchButton(page).click();
  await searchFor(page, category!.category);
  // The category's own heading, among the results.
  const result = page.getByRole('dialog').locator(`a[href="/#skills-category-${index + 1}"]`);
  await result.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const section = page.locator('section#skills');
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await expect(page).toHaveURL(/#skills$/);
});

test.describe('with the network down as search first loads', () => {
  test.use({ allowConsole: [/^Failed to load resource/] });

  test('says it could not load, and Enter searches the same words again once it is back', async ({
    page,
  }) => {
    const found = paperWord();
    test.skip(!found, 'no paper has a word of its own');
    await page.goto('/');
    await searchButton(page).click();
    const down = /\/pagefind\//;
    await page.route(down, (route) => route.abort('internetdisconnected'));
    await searchFor(page, found!.word);
    const status = page.getByRole('dialog').getByRole('status');
    await expect(status).toHaveText(t('search.failed'));
    await page.unroute(down);
    await page.getByRole('dialog').getByRole('searchbox').press('Enter');
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    await expect(status).not.toHaveText(t('search.failed'));
  });
});

test.describe('opened on a device gone offline before search ever loaded', () => {
  test.use({ allowConsole: [/Failed to load resource|could not be fetched|dynamically imported/] });

  test('says search needs a connection, the portfolio staying, and opens once it is back', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const address = page.url();
    await context.setOffline(true);
    await searchButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: t('search.offline') })).toBeVisible();
    expect(page.url()).toBe(address);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByText(t('search.offline'))).toHaveCount(0);
    await searchButton(page).click();
    await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
  });

  test('the sign goes after a while, though the device stays offline', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await context.setOffline(true);
    await searchButton(page).click();
    const sign = page.getByRole('status').filter({ hasText: t('search.offline') });
    await expect(sign).toBeVisible();
    await page.clock.runFor(OFFLINE_SIGN_MS);
    await expect(sign).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('text typed the other way keeps clear of the field’s icon', async ({ page }) => {
    await page.goto('/');
    await searchButton(page).click();
    const field = page.getByRole('dialog').getByRole('searchbox');
    for (const text of ['مرحبا بالعالم', 'hello world']) {
      await field.fill(text);
      const { icon, text: room } = await field.evaluate((input) => {
        const box = input.getBoundingClientRect();
        const style = getComputedStyle(input);
        const glyph = input.parentElement!.querySelector('svg')!.getBoundingClientRect();
        return {
          icon: { left: glyph.left, right: glyph.right },
          text: {
            left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
            right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
          },
        };
      });
      // The icon is wholly outside the box the text and the clear button have.
      expect(icon.right <= room.left || icon.left >= room.right, text).toBe(true);
    }
  });
});

test('Back closes search and the page stays; closed otherwise, Back leaves as before', async ({
  page,
}) => {
  await page.goto('/search/');
  await page.goto('/');
  const home = page.url();
  await searchButton(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(home);
  await searchButton(page).click();
  await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('dialog.close') })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/$/);
});

test('search opened over a modal, and Escape pressed twice at once, closes both', async ({
  page,
}) => {
  const project = given(
    content.projects.find((p) => p.featured),
    'project',
  );
  await page.goto('/');
  await page
    .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
    .click();
  await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: t('search.title') })).toBeVisible();
  // The second comes while the first's step back over search's entry is on its way: on a slow
  // phone's CPU it always does (on this machine's, now and then).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(/\/$/);
});

test('Escape closes search and gives focus back to the button', async ({ page }) => {
  await page.goto('/');
  await searchButton(page).click();
  await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  // A search field's first Escape may clear it; the dialog closes by the next at the latest.
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test('the search page takes what is typed before its script wakes, and searches it once awake', async ({
  page,
}) => {
  const found = paperWord();
  test.skip(!found, 'no paper has a word of its own');
  const { paper, word } = found!;
  const release = await holdTheIslands(page);
  await page.goto('/search/', { waitUntil: 'commit' });
  const field = page.getByRole('searchbox');
  await expect(field).toBeFocused();
  await page.keyboard.type(word);
  await expect(page.locator('[data-root="search"]')).toHaveAttribute('data-hydrated', 'false');
  release();
  await expect(page.getByRole('main').getByRole('link')).toHaveAttribute(
    'href',
    `/${itemPath('paper', itemSlug(paper))}`,
  );
  await expect(field).toHaveValue(word);
});

test("the search page searches what its address asks, and an item page's bar leads there", async ({
  page,
}) => {
  const found = paperWord();
  test.skip(!found, 'no paper has a word of its own');
  const { paper, word } = found!;
  await page.goto(`/${itemPath('paper', itemSlug(paper))}`);
  await page.getByRole('link', { name: t('search.open'), exact: true }).click();
  await expect(page).toHaveURL(/\/search\/$/);
  // The page is its field: typed into at once, before its script has woken and after.
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type(word);
  // Each letter searches: the results of the whole word are one link.
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link')).toHaveAttribute(
    'href',
    `/${itemPath('paper', itemSlug(paper))}`,
  );
  // The address follows what was typed: a reload, or the link shared, searches the same.
  await expect.poll(() => new URL(page.url()).searchParams.get(QUERY_PARAMETER)).toBe(word);
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue(word);
  await expect(page.getByRole('main').getByRole('link')).toHaveAttribute(
    'href',
    `/${itemPath('paper', itemSlug(paper))}`,
  );
});

for (const tag of OTHER_LANGUAGES) {
  test(`the ${tag} page's search finds its own language's text`, async ({ page }) => {
    const translated = await contentIn(tag);
    const words = await wordsIn(tag);
    const english = JSON.stringify(content).toLowerCase();
    const hit = translated.publications
      .map((paper) => ({
        paper,
        word: wordsOf(paper.abstract).find((w) => !english.includes(w.toLowerCase())),
      }))
      .find((candidate) => candidate.word);
    test.skip(!hit, `no paper's abstract in ${tag} differs from the default language's`);
    await page.goto(addressIn(tag));
    await page.getByRole('button', { name: plain(words, 'search.open') }).click();
    const links = await searchFor(page, hit!.word!);
    await expect(links.first()).toBeVisible();
    const address = addressIn(tag, itemPath('paper', itemSlug(hit!.paper)));
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain(address);
    // Its title is read in the language it is shown in: the default's where it is kept as the
    // default language has it (a title as published), else the page's.
    const original = content.publications[translated.publications.indexOf(hit!.paper)]!;
    const title = links.and(page.locator(`[href="${address}"]`)).getByText(hit!.paper.title, {
      exact: true,
    });
    expect(await title.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(
      original.title === hit!.paper.title ? languages.default : tag,
    );
  });
}
