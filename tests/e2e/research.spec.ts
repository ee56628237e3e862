import { isSameAuthor } from '../../src/lib/author-name';
import { cardAuthors } from '../../src/lib/card-authors';
import { paperLinks } from '../../src/lib/paper-links';
import { paperStatusKey } from '../../src/lib/status';
import { paperVenue } from '../../src/lib/text';
import { profile, publications, stats } from '../../src/content';
import { expect, given, HOME, test, waitForHydration } from './fixtures';
import { itemPageUrl } from './item-urls';
import { expectTiles } from './figures';
import { waitForSectionsLaidOut } from './sections';
import { t } from '../../src/words/index.ts';

// A result without a label of its own: 'testAccuracy' → 'Test Accuracy', 'rougeLScore' →
// 'Rouge L Score'.
const words = (key: string) =>
  key
    .split(/(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());

test.describe('research section', () => {
  test.use({ reducedMotion: 'reduce' });

  test.beforeEach(async ({ page }) => {
    // Without papers the section is left out (shell.spec checks that).
    given(publications.at(0), 'paper');
    await page.goto(HOME);
    await page.locator('#research').scrollIntoViewIfNeeded();
  });

  test('shows the research figures', async ({ page }) => {
    const section = page.getByRole('region', { name: t('research.title') });
    await expectTiles(section, stats.research);
  });

  test("on a narrow phone, no line of a card's meta ends on a dot", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    const section = page.getByRole('region', { name: t('research.title') });
    for (const paper of publications) {
      const card = section.getByRole('article', { name: paper.title, exact: true });
      await card.scrollIntoViewIfNeeded();
      for (const dot of await card.locator('[aria-hidden="true"]', { hasText: /^·$/ }).all()) {
        // The dot's line against the line of the first letter after it.
        const [dotLine, nextLine] = await dot.evaluate((element) => {
          const walker = document.createTreeWalker(element.parentElement!, NodeFilter.SHOW_TEXT);
          walker.currentNode = element.lastChild!;
          let text = walker.nextNode();
          while (text && !text.textContent!.trim()) text = walker.nextNode();
          const letter = document.createRange();
          const at = text!.textContent!.search(/\S/);
          letter.setStart(text!, at);
          letter.setEnd(text!, at + 1);
          const middle = (rect: DOMRect) => rect.top + rect.height / 2;
          return [middle(element.getBoundingClientRect()), middle(letter.getBoundingClientRect())];
        });
        expect(Math.abs(dotLine - nextLine), paper.title).toBeLessThan(4);
      }
    }
  });

  test("on a phone, the owner's name among a card's authors is one mark, its comma beside it", async ({
    page,
  }) => {
    const section = page.getByRole('region', { name: t('research.title') });
    const own = publications.flatMap((paper) =>
      paper.authors
        .filter((author) => isSameAuthor(author, profile.name))
        .map((author) => ({ paper, author })),
    );
    given(own.at(0), "paper by the site's owner");
    // Where a line breaks depends on the width: the common phone widths, 5 px apart.
    for (let width = 320; width <= 430; width += 5) {
      await page.setViewportSize({ width, height: 740 });
      for (const { paper, author } of own) {
        const card = section.getByRole('article', { name: paper.title, exact: true });
        const mark = card.locator('strong', { hasText: author });
        const layout = await mark.evaluate((element) => {
          const paragraph = element.closest('p')!;
          const style = getComputedStyle(element);
          const pen = document.createElement('canvas').getContext('2d')!;
          pen.font = style.font;
          const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
          const fits =
            pen.measureText(element.textContent!).width + padding < paragraph.clientWidth;
          const boxes = [...element.getClientRects()];
          // What follows the name with no space between (a list's comma) is on the name's last line.
          const after = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
          after.currentNode = element.lastChild!;
          let text = after.nextNode();
          while (text && element.contains(text)) text = after.nextNode();
          let besideIt = true;
          if (text && /^\S/.test(text.textContent!)) {
            const mark = document.createRange();
            mark.setStart(text, 0);
            mark.setEnd(text, 1);
            const middle = (rect: DOMRect) => rect.top + rect.height / 2;
            besideIt = Math.abs(middle(mark.getBoundingClientRect()) - middle(boxes.at(-1)!)) < 6;
          }
          return { fits, lines: boxes.length, besideIt };
        });
        const where = `${paper.title} at ${width} px`;
        if (layout.fits) expect(layout.lines, where).toBe(1);
        expect(layout.besideIt, where).toBe(true);
      }
    }
  });

  test('each paper card shows its details', async ({ page }) => {
    const section = page.getByRole('region', { name: t('research.title') });
    await expect(section.getByRole('article')).toHaveCount(publications.length);
    for (const paper of publications) {
      const card = section.getByRole('article', { name: paper.title, exact: true });
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(paper.title);
      await expect(card.getByText(t(paperStatusKey(paper.status)), { exact: true })).toHaveClass(
        paper.status === 'Published' ? /bg-success-bg/ : /bg-warning-bg/,
      );
      await expect(card).toContainText(paper.year);
      if (paperVenue(paper)) await expect(card).toContainText(paperVenue(paper));

      // The owner is highlighted however the name is written there; co-authors are not.
      const byOwner = paper.authors.filter((author) => isSameAuthor(author, profile.name));
      await expect(card.locator('strong')).toHaveText(byOwner);
      // A long list is cut to its first authors, the owner and how many more.
      const { shown, more } = cardAuthors(paper.authors, (author) =>
        isSameAuthor(author, profile.name),
      );
      const authors = card.locator('p', { hasText: t('research.authors.before') });
      const listed = await authors.innerText();
      for (const author of paper.authors) {
        if (shown.includes(author)) expect(listed, paper.title).toContain(author);
        // Unless its name is part of a shown one's.
        else if (!shown.some((name) => name.includes(author))) {
          expect(listed, paper.title).not.toContain(author);
        }
      }
      if (more > 0)
        await expect(authors).toContainText(t('research.authors.more', { count: more }));

      const hidden = paper.keywords.length - 5;
      await expect(
        card.getByRole('list', { name: t('research.keywords') }).getByRole('listitem'),
      ).toHaveText([
        ...paper.keywords.slice(0, 5),
        ...(hidden > 0 ? [t('tags.more', { count: hidden, more: t('tags.more.word') })] : []),
      ]);
      await expect(card.getByRole('term')).toHaveText(
        Object.keys(paper.results).map((key) => paper.resultLabels?.[key] ?? words(key)),
      );
      if ('testAccuracy' in paper.results) await expect(card).toContainText('Test Accuracy');
      await expect(card.getByRole('definition')).toHaveText(Object.values(paper.results));

      // A link button for each link content has (PDF, slides, ..., DOI, arXiv), none for the rest.
      const links = paperLinks(paper);
      for (const [kind, label] of [
        ['doi', t('research.doi')],
        ['arxiv', t('research.arxiv')],
        ['pdf', t('research.pdf')],
        ['slides', t('research.slides')],
        ['poster', t('research.poster')],
        ['video', t('research.video')],
        ['projectPage', t('research.projectPage')],
      ] as const) {
        const link = links.find((one) => one.kind === kind);
        const button = card.getByRole('link', { name: new RegExp(`^${label}`) });
        await expect(button).toHaveCount(link ? 1 : 0);
        if (link) await expect(button).toHaveAttribute('href', link.href);
      }
      if (paper.github) {
        await expect(
          card.getByRole('link', {
            name: t('link.newTab', { label: t('link.codeFor', { title: paper.title }) }),
          }),
        ).toHaveAttribute('href', paper.github);
      } else {
        await expect(card.getByTitle(t('link.codeUnavailable'))).toBeDisabled();
      }
      await expect(
        card.getByRole('button', { name: t('research.detailsFor', { title: paper.title }) }),
      ).toBeVisible();
    }
  });

  test('Code on a card opens the code link in a new tab and not the modal', async ({
    page,
    context,
  }) => {
    const paper = given(
      publications.find((p) => p.github),
      'paper with a code link',
    );
    // The code host answers here, whichever it is: the test runs offline.
    const host = new URL(paper.github!).origin;
    await context.route(
      (url) => url.origin === host,
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>code</title>' }),
    );
    const card = page.getByRole('article', { name: paper.title, exact: true });
    const popup = page.waitForEvent('popup');
    await card
      .getByRole('link', {
        name: t('link.newTab', { label: t('link.codeFor', { title: paper.title }) }),
      })
      .click();
    await expect.poll(async () => (await popup).url()).toBe(paper.github);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/\/research\//);
  });

  test('a click anywhere on the card opens its modal', async ({ page }) => {
    const paper = given(
      publications.find((p) => p.abstract.trim().length >= 40),
      'paper with an abstract',
    );
    const card = page.getByRole('article', { name: paper.title, exact: true });
    // The visitor clicks on the abstract text, not on a control.
    const text = card.getByText(paper.abstract.slice(0, 40));
    // The sections at their own heights first, so that none laid out above moves the text between
    // finding it and pressing it. Forced: the card's title link is stretched over the card, and
    // the press on that spot is the visitor's.
    await waitForSectionsLaidOut(page);
    // The modal is React's: until the card's island is awake, the press follows the title's link to
    // the paper's own page, as it does without JavaScript.
    await waitForHydration(page);
    await text.click({ position: { x: 20, y: 5 }, force: true });
    await expect(page.getByRole('dialog', { name: paper.title })).toBeVisible();
    await expect(page).toHaveURL(itemPageUrl('paper', paper));
  });
});
