// The notes, as a visitor and a feed reader meet them: the main page's latest, the list, each
// note's page (no JavaScript, its neighbours, its table of contents) and the three feeds, every
// published note in them and no draft. Expectations come from the content's notes folder.
import {
  ALERT_KINDS,
  FEED_FILES,
  FEED_ITEMS_MAX,
  findTag,
  formatNoteDate,
  lastChanged,
  neighbours,
  newestFirst,
  NOTES_ON_MAIN_PAGE,
  NOTES_PER_PAGE,
  notePages,
  notePath,
  notesFeedFolder,
  notesListPath,
  notesTagged,
  notesTagPath,
  noteTags,
  relatedNotes,
  revisedOriginal,
  TOC_MIN_HEADINGS,
  type AlertKind,
} from '../../src/lib/notes.ts';
import { formatNumber, locale, t } from '../../src/words/index.ts';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { profile } from '../../src/content';
import { expectNoViolations } from './axe';
import { expect, given, HOME, test } from './fixtures';
import { languageNameIn } from '../../src/lib/languages';
import { notesOf } from '../../scripts/notes/load.ts';
import { addressIn, languages, OTHER_LANGUAGES, translatorIn } from './languages';
import { allNotes, notesWithMaths, publishedNotes } from './notes-content';
import { FOOTNOTE_PREFIX } from '../../scripts/notes/markdown.ts';
import { Marked, type Tokens } from 'marked';
import { copied, replaceClipboard } from './clipboard';

const published = publishedNotes;
const drafts = allNotes.filter((note) => note.draft);

/**
 * Every page of `notes` cut into pages, at `pathOf(page)`: its notes, which page it is, and a link
 * to every page, its own marked; a reader on the last page goes back to the first.
 */
async function expectPages(
  page: Page,
  notes: readonly { title: string }[],
  pathOf: (page: number) => string,
) {
  const pages = notePages(notes);
  const pagesNav = page.getByRole('navigation', { name: t('notes.pages') });
  for (const [index, pageNotes] of pages.entries()) {
    const number = index + 1;
    await page.goto(`/${pathOf(number)}`);
    await expect(
      page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }),
    ).toHaveText(pageNotes.map((note) => note.title));
    if (pages.length === 1) {
      await expect(pagesNav).toHaveCount(0);
      continue;
    }
    await expect(pagesNav).toContainText(t('notes.page', { page: number, pages: pages.length }));
    const links = pagesNav.getByRole('link');
    await expect(links).toHaveText(pages.map((_, other) => formatNumber(other + 1)));
    for (const other of pages.keys()) {
      await expect(links.nth(other)).toHaveAttribute('href', `/${pathOf(other + 1)}`);
    }
    await expect(pagesNav.locator('[aria-current="page"]')).toHaveText(formatNumber(number));
  }
  if (pages.length > 1) {
    await pagesNav.getByRole('link', { name: formatNumber(1), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${pathOf(1)}$`));
  }
}

/** Every page of every tag of the default language's notes. */
const tagPages = () =>
  noteTags(published, languages.default).flatMap((tag) =>
    notePages(notesTagged(published, tag)).map((_, index) => ({
      tag,
      path: notesTagPath(tag.slug, index + 1),
    })),
  );

test.describe('notes', () => {
  test.skip(published.length === 0, 'the content has no published notes');

  test('the main page shows the latest notes and leads to them all', async ({ page }) => {
    await page.goto(HOME);
    const section = page.locator('#notes');
    const cards = section.getByRole('list', { name: t('notes.list') }).getByRole('article');
    const latest = published.slice(0, NOTES_ON_MAIN_PAGE);
    await expect(cards).toHaveCount(latest.length);
    for (const [index, note] of latest.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: note.title })).toHaveAttribute(
        'href',
        `/${notePath(note.slug)}`,
      );
    }
    await section.getByRole('link', { name: t('notes.all') }).click();
    await expect(page).toHaveURL(/\/notes\/$/);
    const listed = page.getByRole('main').getByRole('article');
    await expect(listed).toHaveCount(Math.min(published.length, NOTES_PER_PAGE));
    await expect(listed.getByRole('heading', { level: 2 })).toHaveText(
      published.slice(0, NOTES_PER_PAGE).map((note) => note.title),
    );
  });

  test('the list runs over pages, each marking itself and leading to the others', async ({
    page,
  }) => {
    await expectPages(page, published, notesListPath);
  });

  test("each tag's notes run over pages as the list does", async ({ page }) => {
    for (const tag of noteTags(published, languages.default)) {
      await expectPages(page, notesTagged(published, tag), (number) =>
        notesTagPath(tag.slug, number),
      );
    }
  });

  for (const note of published) {
    test(`"${note.title}" reads whole without JavaScript, with its neighbours`, async ({
      page,
    }) => {
      const response = await page.goto(`/${notePath(note.slug)}`);
      expect(response?.status()).toBe(200);
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 1 })).toHaveText(note.title);
      await expect(article.locator('time').first()).toHaveAttribute('datetime', note.date);
      await expect(page.locator('script[src]')).toHaveCount(0);
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect(data).toMatchObject({
        '@type': 'BlogPosting',
        headline: note.title,
        datePublished: note.date,
        dateModified: note.updated ?? note.date,
      });
      // A note changed since its date says so beside it, in the page's words.
      const updated = article.locator('header time').nth(1);
      if (note.updated) {
        await expect(updated).toHaveAttribute('datetime', note.updated);
        await expect(updated.locator('..')).toHaveText(
          t('notes.updated', { date: formatNoteDate(note.updated, locale) }),
        );
      } else {
        await expect(updated).toHaveCount(0);
      }

      const { newer, older } = neighbours(published, note.slug);
      const prev = page.locator('a[rel="prev"]');
      const next = page.locator('a[rel="next"]');
      if (newer) await expect(prev).toHaveAttribute('href', `/${notePath(newer.slug)}`);
      else await expect(prev).toHaveCount(0);
      if (older) await expect(next).toHaveAttribute('href', `/${notePath(older.slug)}`);
      else await expect(next).toHaveCount(0);

      // The notes sharing its tags, to read next.
      const related = relatedNotes(published, note);
      const relatedNav = page.getByRole('navigation', { name: t('notes.related') });
      if (related.length > 0) {
        await expect(relatedNav.getByRole('link')).toHaveText(related.map((other) => other.title));
        await expect(relatedNav.getByRole('link').first()).toHaveAttribute(
          'href',
          `/${notePath(related[0]!.slug)}`,
        );
      } else {
        await expect(relatedNav).toHaveCount(0);
      }

      // No heading takes an id of the page around it or of a footnote: each link finds its own.
      const ids = await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id));
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);

      // A long note lists its headings; each entry leads to its heading.
      const headings = article.locator('.note-body :is(h2, h3):not([data-footnotes] *)');
      const contents = page.getByRole('navigation', { name: t('notes.contents') });
      if ((await headings.count()) >= TOC_MIN_HEADINGS) {
        const links = contents.getByRole('link');
        await expect(links).toHaveCount(await headings.count());
        // Each entry a target a finger can take (WCAG's 24 px; they stood 16 px tall, 4 apart).
        for (const box of await links.evaluateAll((all) =>
          all.map((link) => link.getBoundingClientRect().height),
        )) {
          expect(box).toBeGreaterThanOrEqual(24);
        }
        const last = links.last();
        const target = (await last.getAttribute('href')) ?? '';
        await last.click();
        await expect(page.locator(target)).toBeInViewport();
      } else {
        await expect(contents).toHaveCount(0);
      }

      // Every heading stands out from the body's text, down to the smallest level.
      const type = (element: Locator) =>
        element.evaluate((el) => {
          const style = getComputedStyle(el);
          return { weight: Number(style.fontWeight), size: parseFloat(style.fontSize) };
        });
      const text = await type(article.locator('.note-body'));
      for (const heading of await article.locator('.note-body :is(h2, h3, h4, h5, h6)').all()) {
        const own = await type(heading);
        expect(own.weight > text.weight || own.size > text.size).toBe(true);
      }
    });
  }

  test('a translation whose original was revised after it says so and leads there', async ({
    page,
  }) => {
    const versions = allNotes.filter((note) => !note.draft);
    const behind = versions.flatMap((note) => {
      const newer = revisedOriginal(note, versions, languages.default);
      return newer ? [{ note, newer }] : [];
    });
    const { note, newer } = given(behind[0], 'translated note whose original was revised since');
    const words = await translatorIn(note.language);
    const language = languageNameIn(newer.language, note.language);
    await page.goto(addressIn(note.language, notePath(note.slug)));
    const notice = page.getByRole('note');
    await expect(notice).toHaveText(
      `${words.t('notes.newerIn', {
        language,
        date: formatNoteDate(lastChanged(newer), note.language),
      })} ${words.t('notes.readNewer', { language })}`,
    );
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(addressIn(newer.language, notePath(note.slug)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newer.title);
    // The original says nothing of its translations; nor does a translation not behind it.
    await expect(page.getByRole('note')).toHaveCount(0);
    const current = versions.find(
      (other) => other.language !== languages.default && !behind.some((b) => b.note === other),
    );
    if (current) {
      await page.goto(addressIn(current.language, notePath(current.slug)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(current.title);
      await expect(page.getByRole('note')).toHaveCount(0);
    }
  });

  // Tags as each language's notes carry them: a page each, from the list, every card and the note.
  test("every tag leads to a page of the notes carrying it, in each language's words", async ({
    page,
  }) => {
    for (const language of languages.all) {
      const notes = newestFirst(notesOf(allNotes, language, false));
      const tags = noteTags(notes, language);
      const words = await translatorIn(language);
      const tagsNav = page.getByRole('navigation', { name: words.t('notes.tags') });
      if (notes.length === 0) continue;
      await page.goto(addressIn(language, notesListPath(1)));
      if (tags.length === 0) {
        await expect(tagsNav).toHaveCount(0);
        continue;
      }
      const links = tagsNav.getByRole('link');
      await expect(links).toHaveCount(tags.length);
      for (const [index, tag] of tags.entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(
          `${tag.name} (${words.t('notes.tagCount', { count: tag.count })})`,
        );
      }
      // A reader comes from a note: its first tag leads to the tag's page.
      const note = notes.find((one) => one.tags.length > 0)!;
      await page.goto(addressIn(language, notePath(note.slug)));
      await page
        .getByRole('article')
        .getByRole('list', { name: words.t('notes.tags') })
        .getByRole('link')
        .first()
        .click();
      const first = findTag(tags, note.tags[0]!)!;
      await expect(page).toHaveURL(
        new URL(addressIn(language, notesTagPath(first.slug)), page.url()).href,
      );
      // Then every tag's page, the one the reader came to first.
      for (const tag of [first, ...tags.filter((other) => other !== first)]) {
        const address = addressIn(language, notesTagPath(tag.slug));
        if (tag !== first) await page.goto(address);
        const tagged = notesTagged(notes, tag);
        await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(
          words.t('notes.tagged', { tag: tag.name }),
        );
        await expect(page.getByRole('main')).toContainText(
          words.t('notes.tagCount', { count: tagged.length }),
        );
        await expect(
          page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }),
        ).toHaveText(notePages(tagged)[0]!.map((one) => one.title));
        await expect(tagsNav.locator('[aria-current="page"]')).toHaveAccessibleName(
          `${tag.name} (${words.t('notes.tagCount', { count: tag.count })})`,
        );
      }
    }
  });

  test('a tag only drafts carry has no page', async ({ request }) => {
    for (const language of languages.all) {
      const own = notesOf(allNotes, language, false);
      const shown = noteTags(own, language).map((tag) => tag.slug);
      const draftOnly = noteTags(
        drafts.filter((draft) => draft.language === language),
        language,
      ).filter((tag) => !shown.includes(tag.slug));
      for (const tag of draftOnly) {
        const address = addressIn(language, notesTagPath(tag.slug));
        expect((await request.get(address)).status(), address).toBe(404);
      }
    }
  });

  // A footnote `[^x]: …` in a note of any language, as the pages have them.
  const withFootnotes = languages.all.flatMap((tag) =>
    notesOf(allNotes, tag, false)
      .filter((note) => /^\[\^[^\]\n]+\]:/m.test(note.markdown))
      .map((note) => ({ tag, note, address: addressIn(tag, notePath(note.slug)) })),
  );

  test('each footnote reference leads to its footnote, clear of the bar, and its link back returns', async ({
    page,
  }) => {
    test.skip(withFootnotes.length === 0, 'no note has footnotes');
    // A phone's width and a short screen: each jump scrolls, even in a short note.
    await page.setViewportSize({ width: 375, height: 400 });
    for (const { tag, address } of withFootnotes) {
      await page.goto(address);
      const bar = await page.getByRole('banner').boundingBox();
      const clearOfBar = async (target: Locator) => {
        await expect(target).toBeInViewport();
        const box = await target.boundingBox();
        expect(box!.y, address).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
      };
      const list = page.locator('.note-body [data-footnotes]');
      if (tag === languages.default) {
        await expect(list.getByRole('heading', { level: 2 })).toHaveText(t('notes.footnotes'));
      }
      const refs = page.locator('.note-body [data-fn-ref]');
      expect(await refs.count(), address).toBeGreaterThan(0);
      for (const ref of await refs.all()) {
        const id = (await ref.getAttribute('id'))!;
        const target = (await ref.getAttribute('href'))!;
        const number = (await ref.textContent())!;
        await ref.click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        const footnote = page.locator(`li[id="${target.slice(1)}"]`);
        await clearOfBar(footnote);
        // Its way back to this reference, named by the number the reference shows ("1-2" for
        // the second reference to footnote 1).
        const back = footnote.locator(`a[href="#${id}"]`);
        if (tag === languages.default) {
          const first = `${FOOTNOTE_PREFIX}ref-${target.slice(1 + FOOTNOTE_PREFIX.length)}`;
          const again = id === first ? '' : `-${id.slice(first.length + 1)}`;
          await expect(back).toHaveAccessibleName(
            t('notes.footnoteBack', { number: `${number}${again}` }),
          );
        }
        await back.click();
        await clearOfBar(page.locator(`[id="${id}"]`));
      }
    }
  });

  // GitHub's alerts (`> [!TIP]` on a quote's first line), in the notes of the default language.
  const alertsIn = (markdown: string) =>
    [...markdown.matchAll(new RegExp(`^>\\s*\\[!(${ALERT_KINDS.join('|')})\\]\\s*$`, 'gim'))].map(
      ([, kind]) => kind!.toLowerCase() as AlertKind,
    );
  const withAlerts = published.filter((note) => alertsIn(note.markdown).length > 0);

  test("each alert stands out from the text, titled in the page's words", async ({ page }) => {
    test.skip(withAlerts.length === 0, 'no note has an alert');
    for (const note of withAlerts) {
      await page.goto(`/${notePath(note.slug)}`);
      const titles = page.locator('.note-body .markdown-alert-title');
      await expect(titles).toHaveText(
        alertsIn(note.markdown).map((kind) => t(`notes.alert.${kind}`)),
      );
      // Ruled down its side, in its title's colour.
      for (const alert of await page.locator('.note-body .markdown-alert').all()) {
        const look = await alert.evaluate((element) => {
          const style = getComputedStyle(element);
          const title = element.querySelector('.markdown-alert-title')!;
          return {
            rule: parseFloat(style.borderInlineStartWidth),
            ruleColour: style.borderInlineStartColor,
            titleColour: getComputedStyle(title).color,
            textColour: getComputedStyle(element.closest('.note-body')!).color,
          };
        });
        expect(look.rule).toBeGreaterThan(0);
        expect(look.ruleColour).toBe(look.titleColour);
        expect(look.titleColour).not.toBe(look.textColour);
      }
    }
  });

  // Task lists (`- [x] done`) in the notes of the default language: what each item says it is.
  const tasksIn = (markdown: string) =>
    [...markdown.matchAll(/^\s*(?:[-*+]|\d+[.)])\s+\[([ xX])\]\s/gm)].map(([, box]) => box !== ' ');
  const withTasks = published.filter((note) => tasksIn(note.markdown).length > 0);

  test('each task shows whether it is done, named by its words, and no visitor can tick it', async ({
    page,
  }) => {
    test.skip(withTasks.length === 0, 'no note has a task list');
    for (const note of withTasks) {
      await page.goto(`/${notePath(note.slug)}`);
      const boxes = page.locator('.note-body').getByRole('checkbox');
      const done = tasksIn(note.markdown);
      await expect(boxes).toHaveCount(done.length);
      for (const [index, ticked] of done.entries()) {
        const box = boxes.nth(index);
        if (ticked) await expect(box).toBeChecked();
        else await expect(box).not.toBeChecked();
        await expect(box).toBeDisabled();
        // Named by the words beside it, as a screen reader reads it.
        const words = (await box.locator('xpath=..').textContent())!.trim();
        expect(words.length, note.slug).toBeGreaterThan(0);
        await expect(box).toHaveAccessibleName(words);
      }
    }
  });

  // Each fenced block of a note, as its Markdown has it.
  const codeOf = (markdown: string): string[] => {
    const codes: string[] = [];
    new Marked().walkTokens(new Marked().lexer(markdown), (token) => {
      if (token.type === 'code') codes.push((token as Tokens.Code).text);
    });
    return codes;
  };
  const withCode = published.find((note) => codeOf(note.markdown).length > 0);

  for (const kind of ['works', 'refuses', 'missing'] as const) {
    const clipboard = kind === 'missing' ? 'is missing' : kind;
    test(`each code block's Copy copies its code, or selects it, with a clipboard that ${clipboard}`, async ({
      page,
    }) => {
      test.skip(!withCode, 'no note has a code block');
      const codes = codeOf(withCode!.markdown);
      await replaceClipboard(page, kind);
      await page.goto(`/${notePath(withCode!.slug)}`);
      const blocks = page.locator('.note-body [data-code]');
      await expect(blocks).toHaveCount(codes.length);
      const chosen = kind === 'works' ? codes.keys() : [codes.length - 1];
      for (const index of chosen) {
        const block = blocks.nth(index);
        await block.getByRole('button', { name: t('notes.copyCodeLabel') }).click();
        if (kind === 'works') {
          await expect(block.getByRole('status')).toHaveText(t('notes.codeCopied'));
          expect((await copied(page)).at(-1)).toBe(codes[index]);
        } else {
          await expect(block.getByRole('status')).toHaveText(t('notes.codeSelected'));
          await expect(block.locator('pre')).toBeFocused();
          expect(await page.evaluate(() => getSelection()?.toString())).toBe(codes[index]);
        }
      }
      if (kind === 'works') expect(await copied(page)).toEqual(codes);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a code block shows no Copy that could not work', async ({ page }) => {
      test.skip(!withCode, 'no note has a code block');
      await page.goto(`/${notePath(withCode!.slug)}`);
      await expect(page.locator('.note-body pre').first()).toBeVisible();
      await expect(page.getByRole('button', { name: t('notes.copyCodeLabel') })).toHaveCount(0);
    });
  });

  test('code and formulas read left to right, on a page of either direction', async ({ page }) => {
    // In a Hebrew or Arabic note, a code line's colon or a sum's terms laid out mirrored would
    // say something else. Every note of every language, each page turned right to left.
    const addresses = languages.all.flatMap((tag) =>
      notesOf(allNotes, tag, false).map((note) => addressIn(tag, notePath(note.slug))),
    );
    for (const address of addresses) {
      await page.goto(address);
      const read = await page.evaluate(() => {
        document.documentElement.dir = 'rtl';
        return [...document.querySelectorAll('.note-body :is(pre, code, .katex)')].map(
          (element) => {
            const style = getComputedStyle(element);
            return `${element.localName} ${style.direction} ${style.unicodeBidi}`;
          },
        );
      });
      for (const element of read) expect(element, address).toMatch(/ ltr isolate$/);
    }
  });

  test("a note's formulas are drawn in KaTeX's fonts by styles in the page itself", async ({
    page,
  }) => {
    const withMaths = (await notesWithMaths()).map((note) =>
      addressIn(note.language, notePath(note.slug)),
    );
    test.skip(withMaths.length === 0, 'no note has a formula');
    for (const address of withMaths) {
      const requested: { type: string; path: string }[] = [];
      const listen = (request: Request) =>
        requested.push({ type: request.resourceType(), path: new URL(request.url()).pathname });
      page.on('request', listen);
      await page.goto(address);
      await page.evaluate(() => document.fonts.ready);
      page.off('request', listen);
      // Nothing for the first paint to wait for: no stylesheet of KaTeX's to fetch.
      expect(
        requested.filter(({ type }) => type === 'stylesheet'),
        address,
      ).toEqual([]);
      const formulas = await page.evaluate(() =>
        [...document.querySelectorAll('.note-body .katex')].map((formula) => {
          const mathml = formula.querySelector('.katex-mathml')?.getBoundingClientRect();
          return {
            mathmlShown: !mathml || mathml.width > 1 || mathml.height > 1,
            font: getComputedStyle(formula).fontFamily.split(',')[0],
          };
        }),
      );
      expect(formulas.length, address).toBeGreaterThan(0);
      // The MathML is for screen readers; the eye sees KaTeX's drawing, in its own font.
      for (const formula of formulas)
        expect(formula, address).toEqual({ mathmlShown: false, font: 'KaTeX_Main' });
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family),
      );
      expect(loaded, address).toContain('KaTeX_Main');
      // Hosts cache assets/ for a year: a font's name changes when the font does.
      const fonts = requested.filter(({ type }) => type === 'font').map(({ path }) => path);
      expect(fonts.length, address).toBeGreaterThan(0);
      for (const font of fonts)
        expect(font).toMatch(/\/assets\/katex\/KaTeX_[\w-]+-[0-9a-f]{8}\.woff2$/);
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`in ${scheme}`, () => {
      test.use({ colorScheme: scheme });

      // Highlighted code, maths and images included: every note, as the reader sees it.
      test('every note page passes axe', async ({ page }) => {
        for (const note of published) {
          await page.goto(`/${notePath(note.slug)}`);
          await expectNoViolations(page, undefined, `${note.slug} in ${scheme}`);
        }
      });

      // The page numbers included, the current one marked in the accent's own colours.
      test('every page of the list passes axe', async ({ page }) => {
        for (const number of notePages(published).keys()) {
          await page.goto(`/${notesListPath(number + 1)}`);
          await expectNoViolations(page, undefined, `list page ${number + 1} in ${scheme}`);
        }
      });

      // Its own tag marked among the others, in the accent's colours.
      test("every tag's page passes axe", async ({ page }) => {
        for (const { path } of tagPages()) {
          await page.goto(`/${path}`);
          await expectNoViolations(page, undefined, `${path} in ${scheme}`);
        }
      });
    });
  }

  // A phone's column: a table or a code block wider than it scrolls, and a keyboard reaches it.
  test('every note page passes axe on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const note of published) {
      await page.goto(`/${notePath(note.slug)}`);
      await expectNoViolations(page, undefined, `${note.slug} on a phone`);
    }
  });

  /**
   * The addresses the page's Subscribe leads to, opened as a visitor opens it (by keyboard): its
   * sentence and one link per feed, named by its format, with the type a reader looks for.
   */
  async function subscribeLinks(page: Page): Promise<string[]> {
    const subscribe = page.getByRole('main').locator('summary', { hasText: t('notes.feeds') });
    const howTo = page.getByRole('main').getByText(t('notes.feedsHowTo'));
    await expect(howTo).toBeHidden();
    await subscribe.focus();
    await page.keyboard.press('Enter');
    await expect(howTo).toBeVisible();
    const hrefs: string[] = [];
    for (const { name, type } of Object.values(FEED_FILES)) {
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('type', type);
      hrefs.push((await link.getAttribute('href'))!);
    }
    return hrefs;
  }

  /** The addresses of the notes a feed lists, in its order (a feed that does not parse: "not XML"). */
  async function feedNotes(page: Page, request: APIRequestContext, href: string) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    const text = await response.text();
    const addresses = href.endsWith('.json')
      ? (JSON.parse(text) as { items: Array<{ url: string }> }).items.map((item) => item.url)
      : await page.evaluate((xml) => {
          const document = new DOMParser().parseFromString(xml, 'application/xml');
          if (document.querySelector('parsererror')) return ['not XML'];
          return [...document.querySelectorAll('item > link, entry > link[rel="alternate"]')].map(
            (link) => link.getAttribute('href') ?? link.textContent ?? '',
          );
        }, text);
    for (const draft of drafts) expect(text).not.toContain(`/${notePath(draft.slug)}`);
    return addresses.map((address) =>
      address === 'not XML' ? address : new URL(address).pathname,
    );
  }
  /** A feed's notes: the newest FEED_ITEMS_MAX. */
  const notePaths = (notes: readonly { slug: string }[]) =>
    notes.slice(0, FEED_ITEMS_MAX).map((note) => `/${notePath(note.slug)}`);

  test('the feeds parse, and list the newest published notes and no draft', async ({
    page,
    request,
  }) => {
    await page.goto(HOME);
    const links = page.locator('head link[rel="alternate"][href*="/notes/"]');
    await expect(links).toHaveCount(Object.keys(FEED_FILES).length);
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))) {
      expect(await feedNotes(page, request, href!)).toEqual(notePaths(published));
    }
    // A reader subscribes from the list's Subscribe too: it opens to every feed.
    await page.goto(`/${notesListPath(1)}`);
    for (const href of await subscribeLinks(page)) {
      expect(await feedNotes(page, request, href)).toEqual(notePaths(published));
    }
  });

  test("a feed's notes are whole away from the site: every address absolute, each formula once", async ({
    page,
    request,
  }) => {
    const response = await request.get(`/${notesFeedFolder()}${FEED_FILES.json.file}`);
    const { items } = (await response.json()) as { items: Array<{ content_html: string }> };
    given(items.at(0), 'published note');
    for (const { content_html: html } of items) {
      const addresses = await page.evaluate((html) => {
        const body = new DOMParser().parseFromString(html, 'text/html').body;
        return [...body.querySelectorAll('[href], [src], [srcset]')].flatMap((element) =>
          [
            element.getAttribute('href'),
            element.getAttribute('src'),
            ...(element.getAttribute('srcset') ?? '')
              .split(',')
              .map((entry) => entry.trim().split(/\s+/)[0]),
          ].filter((address): address is string => Boolean(address)),
        );
      }, html);
      for (const address of addresses) expect(address).toMatch(/^[a-z][a-z0-9+.-]*:/i);
      // KaTeX's drawing needs its stylesheet: a reader shows the MathML alone.
      expect(html).not.toContain('katex-html');
    }
  });

  test("each tag's feeds list the notes that carry it, and its page leads to them", async ({
    page,
    request,
  }) => {
    for (const tag of noteTags(published, languages.default)) {
      await page.goto(`/${notesTagPath(tag.slug)}`);
      const own = page.locator(`head link[rel="alternate"][href^="/${notesFeedFolder(tag.slug)}"]`);
      await expect(own).toHaveCount(Object.keys(FEED_FILES).length);
      // A reader that takes the page's first feed takes the tag's; the language's follow, once.
      const rss = page.locator(`head link[rel="alternate"][type="${FEED_FILES.rss.type}"]`);
      await expect(rss).toHaveCount(2);
      await expect(rss.first()).toHaveAttribute(
        'href',
        `/${notesFeedFolder(tag.slug)}${FEED_FILES.rss.file}`,
      );
      await expect(rss.last()).toHaveAttribute(
        'href',
        `/${notesFeedFolder()}${FEED_FILES.rss.file}`,
      );
      await expect(own.first()).toHaveAttribute(
        'title',
        t('notes.tagFeedTitle', { name: profile.name, tag: tag.name }),
      );
      const subscribed = await subscribeLinks(page);
      expect(subscribed).toEqual(
        Object.values(FEED_FILES).map(({ file }) => `/${notesFeedFolder(tag.slug)}${file}`),
      );
      const hrefs = [
        ...(await own.evaluateAll((els) => els.map((el) => el.getAttribute('href')!))),
        ...subscribed,
      ];
      for (const href of hrefs) {
        expect(await feedNotes(page, request, href), href).toEqual(
          notePaths(notesTagged(published, tag)),
        );
      }
    }
  });

  // A link to a note, the list or a tag's page, shared, shows a card: its title and a picture
  // (the note's own, the site's for the others).
  test('every page of the notes carries a share card of its own', async ({ page, request }) => {
    const pages = [
      { path: notesListPath(1), title: t('notes.feedTitle', { name: profile.name }) },
      ...tagPages().map(({ tag, path }) => ({
        path,
        title: t('notes.tagged', { tag: tag.name }),
      })),
      ...published.map((note) => ({ path: notePath(note.slug), title: note.title })),
    ];
    for (const { path, title } of pages) {
      await page.goto(`/${path}`);
      const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;
      expect(new URL(canonical).pathname, path).toBe(`/${path}`);
      await expect(meta('og:url')).toHaveAttribute('content', canonical);
      await expect(meta('og:title')).toHaveAttribute('content', title);
      await expect(meta('twitter:title')).toHaveAttribute('content', title);
      const image = (await meta('og:image').getAttribute('content'))!;
      await expect(meta('twitter:image')).toHaveAttribute('content', image);
      await expect(meta('og:image:alt')).toHaveAttribute('content', /.+/);
      const png = await (await request.get(new URL(image).pathname)).body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
    }
  });

  test('no draft has a page', async ({ request }) => {
    for (const draft of drafts.filter((d) => !published.some((p) => p.slug === d.slug))) {
      expect((await request.get(`/${notePath(draft.slug)}`)).status()).toBe(404);
    }
  });
});

test('the sitemap dates each note, and the list and each tag by their newest note; no other page', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const dated = Object.fromEntries(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
      new URL(m[1]!).pathname,
      m[2],
    ]),
  );
  const newest = (notes: readonly (typeof publishedNotes)[number][]) =>
    notes.map(lastChanged).sort().at(-1);
  const expected: Record<string, string | undefined> = {};
  for (const note of publishedNotes) expected[`/${notePath(note.slug)}`] = lastChanged(note);
  notePages(publishedNotes).forEach((_, index) => {
    expected[`/${notesListPath(index + 1)}`] = newest(publishedNotes);
  });
  for (const tag of noteTags(publishedNotes, locale)) {
    const tagged = notesTagged(publishedNotes, tag);
    notePages(tagged).forEach((_, index) => {
      expected[`/${notesTagPath(tag.slug, index + 1)}`] = newest(tagged);
    });
  }
  // The default language's pages: the others' lie under their own folders.
  const defaultLanguage = Object.fromEntries(
    Object.entries(dated).filter(
      ([path]) => !OTHER_LANGUAGES.some((tag) => path.startsWith(addressIn(tag))),
    ),
  );
  for (const [path, lastmod] of Object.entries(defaultLanguage)) {
    expect(lastmod, path).toBe(expected[path]);
  }
});
