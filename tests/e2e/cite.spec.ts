// Cite: every paper's card, modal and page offer its citation in each style, copied with Share's
// fallbacks; the .bib links download valid BibTeX; a paper page carries Google Scholar's tags.
// Expectations come from the content through the build's own formatter, never sample values.
import type { Locator, Page } from '@playwright/test';
import { publications } from '../../src/content';
import type { Publication } from '../../src/content/types';
import { CITATION_STYLES, PAPERS_BIB, paperBibPath } from '../../src/lib/citations';
import { parseBibtex } from '../../scripts/citations/bibtex.ts';
import { formatCitations } from '../../scripts/citations/format.ts';
import { scholarMeta } from '../../scripts/citations/scholar.ts';
import { siteAddress } from '../../scripts/seo.ts';
import { expect, given, HOME, test } from './fixtures';
import { itemPagePath } from './item-urls';
import { t } from '../../src/words/index.ts';
import { copied, replaceClipboard } from './clipboard';
import { holdingSectionTop, nextFrames, waitForSectionsLaidOut } from './sections';

const citations = formatCitations(publications);
const cite = (paper: Publication) => citations[String(paper.id)]!;
/** The style shown: exactly one of the four citation texts is visible, the chosen one. */
async function expectShown(control: Locator, paper: Publication, style: string): Promise<void> {
  for (const name of CITATION_STYLES) {
    const text = control.locator(`[data-cite-text="${name}"]`);
    if (name === style) {
      await expect(text).toBeVisible();
      await expect(text).toHaveText(cite(paper)[name]);
    } else {
      await expect(text).toBeHidden();
    }
  }
}

const styleRadio = (control: Locator, style: (typeof CITATION_STYLES)[number]) =>
  control.getByRole('radio', { name: t(`research.cite.style.${style}`) });

/** Chooses a style as a visitor does: by its label (the radio itself is visually hidden). */
async function chooseStyle(control: Locator, style: (typeof CITATION_STYLES)[number]) {
  await control.locator('label', { hasText: t(`research.cite.style.${style}`) }).click();
  await expect(styleRadio(control, style)).toBeChecked();
}

/** The portfolio, the paper's modal opened from its card, and Cite opened in the modal. */
async function openModalCite(page: Page, paper: Publication) {
  await page.goto(HOME);
  const card = page.getByRole('article', { name: paper.title, exact: true });
  await card.scrollIntoViewIfNeeded();
  await card
    .getByRole('button', { name: t('research.detailsFor', { title: paper.title }) })
    .click();
  const dialog = page.getByRole('dialog', { name: paper.title });
  await expect(dialog).toBeVisible();
  const placeOnPage = await page.evaluate(() => scrollY);
  const placeOnScreen = await holdingSectionTop(card);
  await dialog.getByText(t('research.cite'), { exact: true }).click();
  return { dialog, control: dialog.locator('[data-cite]'), card, placeOnPage, placeOnScreen };
}

test.describe('the Cite control', () => {
  test.use({ reducedMotion: 'reduce' });

  test('in a card: opens on BibTeX, switches style, and copies the style shown', async ({
    page,
  }) => {
    const paper = given(publications.at(0), 'paper');
    await replaceClipboard(page, 'works');
    await page.goto(HOME);
    // The sections at their own heights first, so that none laid out between the two readings
    // below moves the card.
    await waitForSectionsLaidOut(page);
    const card = page.getByRole('article', { name: paper.title, exact: true });
    const summary = card.getByText(t('research.cite'), { exact: true });
    // The control itself, not its card: a card taller than the screen may leave it out of view.
    await summary.scrollIntoViewIfNeeded();
    await nextFrames(page);
    // Where the page stood, to tell a page that scrolled from a card that moved on it.
    const where = () =>
      card.evaluate(
        (card) =>
          `scroll ${Math.round(scrollY)}, card at ${Math.round(card.getBoundingClientRect().top)}`,
      );
    const closed = await summary.boundingBox();
    const closedWhere = await where();
    await summary.click();
    const control = card.locator('[data-cite]');
    await expect(styleRadio(control, 'bibtex')).toBeChecked();
    // It opens where it was, under the pointer that opened it, to close it again: within a pixel.
    const open = await summary.boundingBox();
    const moved = Math.max(
      ...(['x', 'y', 'width', 'height'] as const).map((key) =>
        Math.abs((open?.[key] ?? NaN) - (closed?.[key] ?? NaN)),
      ),
    );
    expect(
      moved,
      `closed (${closedWhere}, ${JSON.stringify(closed)}), then open (${await where()}, ${JSON.stringify(open)})`,
    ).toBeLessThanOrEqual(1);
    await expectShown(control, paper, 'bibtex');
    await chooseStyle(control, 'ieee');
    await expectShown(control, paper, 'ieee');
    await control.getByRole('button', { name: t('research.cite.copyLabel') }).click();
    await expect(control.getByRole('status')).toHaveText(t('research.cite.copied'));
    expect(await copied(page)).toEqual([cite(paper).ieee]);
  });

  test('open on a narrow phone, stays inside its card, its BibTeX wrapped to fit', async ({
    page,
  }) => {
    const paper = given(publications.at(0), 'paper');
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(HOME);
    const card = page.getByRole('article', { name: paper.title, exact: true });
    await card.scrollIntoViewIfNeeded();
    await card.getByText(t('research.cite'), { exact: true }).click();
    const control = card.locator('[data-cite]');
    await expectShown(control, paper, 'bibtex');
    const right = (locator: Locator) =>
      locator.evaluate((element) => element.getBoundingClientRect().right);
    expect(await right(control)).toBeLessThanOrEqual(await right(card));
    // Every line of it in view: wrapped, not cut at the card's edge behind a scroll.
    const bibtex = control.locator('[data-cite-text="bibtex"]');
    expect(
      await bibtex.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('in the modal on a phone: the open panel is brought into view, nothing of it clipped', async ({
    page,
  }) => {
    const paper = given(publications.at(0), 'paper');
    await page.setViewportSize({ width: 375, height: 667 });
    const { dialog, control, card, placeOnPage, placeOnScreen } = await openModalCite(page, paper);
    await expectShown(control, paper, 'bibtex');
    // Only the modal's content scrolled: not the dialog's own box (whose top, with the title and
    // Close, no scrolling could then reach) nor the page behind it.
    expect(await page.evaluate(() => scrollY)).toBe(placeOnPage);
    expect(await dialog.evaluate((box) => box.scrollTop)).toBe(0);
    // Brought up from the screen's foot: the citation itself in view, not below the fold.
    const bibtex = control.locator('[data-cite-text="bibtex"]');
    await expect(bibtex).toBeInViewport();
    // The foot bar it opened in no longer scrolls inside itself, so nothing of the panel hides
    // there: Copy and .bib are reached by scrolling the modal, as on a page.
    const foot = dialog.locator('[data-dialog-foot]');
    expect(await foot.evaluate((bar) => bar.scrollHeight - bar.clientHeight)).toBeLessThanOrEqual(
      0,
    );
    for (const action of [
      control.getByRole('button', { name: t('research.cite.copyLabel') }),
      control.getByRole('link', { name: t('research.cite.bibFor', { title: paper.title }) }),
    ]) {
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport({ ratio: 1 });
    }
    expect(
      await bibtex.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    // Closed again, the foot bar is pinned again (a phone's top bar scrolls with the rest): its
    // Close in view, at the screen's foot.
    await dialog.getByText(t('research.cite'), { exact: true }).click();
    const footClose = foot.getByRole('button', { name: t('dialog.close'), exact: true });
    await expect(footClose).toBeInViewport({ ratio: 1 });
    await expect(foot).toHaveCSS('position', 'sticky');
    // Its top bar is reached by scrolling up, and closing leaves the visitor where they were.
    const topClose = dialog.getByRole('button', { name: t('dialog.close'), exact: true }).first();
    await topClose.scrollIntoViewIfNeeded();
    await expect(topClose).toBeInViewport({ ratio: 1 });
    expect(await dialog.evaluate((box) => box.scrollTop)).toBe(0);
    await topClose.click();
    await expect(dialog).toBeHidden();
    // Where they were on screen, within a pixel: the sections above, held at their guessed heights
    // while the modal was open, may be laid out as soon as it closes, and the page scrolls by their
    // growth in whole pixels.
    await nextFrames(page);
    expect(Math.abs((await holdingSectionTop(card)) - placeOnScreen)).toBeLessThanOrEqual(1);
  });

  for (const kind of ['refuses', 'missing'] as const) {
    test(`in the modal: a clipboard that ${kind} leaves the citation selected to copy`, async ({
      page,
    }) => {
      const paper = given(publications.at(-1), 'paper');
      await replaceClipboard(page, kind);
      const { dialog, control } = await openModalCite(page, paper);
      await chooseStyle(control, 'mla');
      await control.getByRole('button', { name: t('research.cite.copyLabel') }).click();
      const field = control.getByLabel(t('research.cite.copyThis'));
      await expect(field).toHaveValue(cite(paper).mla);
      await expect(field).toBeFocused();
      await expect(control.getByRole('status')).toHaveText('');
      // Escape still closes the modal from inside the panel.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('works from the keyboard alone', async ({ page }) => {
    const paper = given(publications.at(0), 'paper');
    await replaceClipboard(page, 'works');
    await page.goto(HOME);
    const card = page.getByRole('article', { name: paper.title, exact: true });
    await card
      .getByRole('button', { name: t('research.detailsFor', { title: paper.title }) })
      .focus();
    await page.keyboard.press('Tab');
    const summary = card.locator('summary');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    const control = card.locator('[data-cite]');
    await expect(styleRadio(control, 'bibtex')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(styleRadio(control, 'bibtex')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(styleRadio(control, 'apa')).toBeChecked();
    await expectShown(control, paper, 'apa');
    await page.keyboard.press('Tab');
    await expect(control.getByRole('button', { name: t('research.cite.copyLabel') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(control.getByRole('status')).toHaveText(t('research.cite.copied'));
    expect(await copied(page)).toEqual([cite(paper).apa]);
    await summary.focus();
    await page.keyboard.press(' ');
    await expect(control.locator('[data-cite-text="apa"]')).toBeHidden();
  });

  for (const kind of ['works', 'refuses', 'missing'] as const) {
    test(`on the paper's page, through its one script, with a clipboard that ${kind}`, async ({
      page,
    }) => {
      const paper = given(publications.at(0), 'paper');
      await replaceClipboard(page, kind);
      await page.goto(itemPagePath('paper', paper));
      const control = page.getByRole('main').locator('[data-cite]');
      await control.getByText(t('research.cite'), { exact: true }).click();
      await chooseStyle(control, 'apa');
      await expectShown(control, paper, 'apa');
      await control.getByRole('button', { name: t('research.cite.copyLabel') }).click();
      if (kind === 'works') {
        await expect(control.getByRole('status')).toHaveText(t('research.cite.copied'));
        expect(await copied(page)).toEqual([cite(paper).apa]);
      } else {
        const field = control.getByLabel(t('research.cite.copyThis'));
        await expect(field).toHaveValue(cite(paper).apa);
        await expect(field).toBeFocused();
      }
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the paper's page shows each style and hides a Copy that could not work", async ({
      page,
    }) => {
      const paper = given(publications.at(0), 'paper');
      await page.goto(itemPagePath('paper', paper));
      const control = page.getByRole('main').locator('[data-cite]');
      await control.getByText(t('research.cite'), { exact: true }).click();
      await expectShown(control, paper, 'bibtex');
      await chooseStyle(control, 'mla');
      await expectShown(control, paper, 'mla');
      await expect(
        control.getByRole('button', { name: t('research.cite.copyLabel') }),
      ).toBeHidden();
    });

    test("a card's Cite leads to the paper's page, where every style is", async ({ page }) => {
      const paper = given(publications.at(0), 'paper');
      await page.goto(HOME);
      const card = page.getByRole('article', { name: paper.title, exact: true });
      await card.getByText(t('research.cite'), { exact: true }).click();
      await card
        .getByRole('link', { name: t('research.cite.stylesFor', { title: paper.title }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${itemPagePath('paper', paper)}$`));
      const control = page.getByRole('main').locator('[data-cite]');
      await control.getByText(t('research.cite'), { exact: true }).click();
      await expectShown(control, paper, 'bibtex');
    });
  });
});

test.describe('.bib files', () => {
  test('each paper page and card links its own .bib, which downloads as valid BibTeX', async ({
    page,
    request,
  }) => {
    const paper = given(publications.at(0), 'paper');
    const path = `/${paperBibPath(paper)}`;
    const response = await request.get(path);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(parseBibtex(await response.text())).toEqual(parseBibtex(cite(paper).bibtex));

    await page.goto(itemPagePath('paper', paper));
    await expect(
      page.locator('link[rel="alternate"][type="application/x-bibtex"]'),
    ).toHaveAttribute('href', path);
    const control = page.getByRole('main').locator('[data-cite]');
    await control.getByText(t('research.cite'), { exact: true }).click();
    const link = control.getByRole('link', {
      name: t('research.cite.bibFor', { title: paper.title }),
    });
    await expect(link).toHaveAttribute('href', path);
    const download = page.waitForEvent('download');
    await link.click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    expect(parseBibtex(Buffer.concat(chunks).toString('utf8'))[0]?.key).toBe(cite(paper).key);
  });

  test('the Research section links the whole list as one .bib', async ({ page, request }) => {
    given(publications.at(0), 'paper');
    await page.goto(HOME);
    const link = page
      .getByRole('region', { name: t('research.title') })
      .getByRole('link', { name: t('research.bibAll') });
    await expect(link).toHaveAttribute('href', `/${PAPERS_BIB}`);
    const entries = parseBibtex(await (await request.get(`/${PAPERS_BIB}`)).text());
    expect(entries.map((entry) => entry.key)).toEqual(publications.map((p) => cite(p).key));
  });
});

test("a paper page's head carries Google Scholar's tags, in order", async ({ page }) => {
  const paper = given(publications.at(0), 'paper');
  await page.goto(itemPagePath('paper', paper));
  const tags = await page
    .locator('head meta[name^="citation_"]')
    .evaluateAll((metas) =>
      metas.map((meta) => [meta.getAttribute('name'), meta.getAttribute('content')]),
    );
  expect(tags).toEqual(scholarMeta(paper, siteAddress().url));
  expect(tags.filter(([name]) => name === 'citation_author').map(([, who]) => who)).toHaveLength(
    paper.authors.length,
  );
  expect(tags[0]).toEqual(['citation_title', paper.title]);
});
