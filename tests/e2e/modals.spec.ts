import type { Locator, Page } from '@playwright/test';
import { projects, publications } from '../../src/content';
import { expect, expectModal, given, HOME, test } from './fixtures';
import { itemPagePath, itemPageUrl } from './item-urls';
import { holdingSectionTop, nextFrames, waitForSectionsLaidOut } from './sections';
import { t } from '../../src/words/index.ts';

// A page with projects features one (the content check asks for it); projects and papers are
// the owner's choice.
const aProject = () =>
  given(
    projects.find((p) => p.featured),
    'project',
  );
const aPaper = () => given(publications.at(0), 'paper');

interface Kind {
  name: string;
  /** Whether the content has an item of this kind. */
  has: boolean;
  /** The item the tests open (or a skip, when the content has none). */
  item: () => { title: string };
  /** The address while its modal is open: the item's own page. */
  address: () => RegExp;
  /** That page's path. */
  path: () => string;
  /** The control a mouse user clicks, and the one a keyboard user focuses and presses Enter on. */
  mouseOpener: (page: Page) => Locator;
  keyboardOpener: (page: Page) => Locator;
}

const KINDS: Kind[] = [
  {
    name: 'project',
    has: projects.length > 0,
    item: aProject,
    address: () => itemPageUrl('project', aProject()),
    path: () => itemPagePath('project', aProject()),
    mouseOpener: (page) =>
      page.getByRole('button', { name: t('projects.card.infoAbout', { title: aProject().title }) }),
    keyboardOpener: (page) =>
      page.getByRole('button', { name: t('projects.card.infoAbout', { title: aProject().title }) }),
  },
  {
    name: 'paper',
    has: publications.length > 0,
    item: aPaper,
    address: () => itemPageUrl('paper', aPaper()),
    path: () => itemPagePath('paper', aPaper()),
    mouseOpener: (page) =>
      page.getByRole('button', { name: t('research.detailsFor', { title: aPaper().title }) }),
    // The card's title is its keyboard target: Enter on it opens the paper.
    keyboardOpener: (page) => page.getByRole('button', { name: aPaper().title, exact: true }),
  },
];

type CloseWay = 'Escape' | 'the Close button' | 'a backdrop click';
const CLOSE_WAYS: CloseWay[] = ['Escape', 'the Close button', 'a backdrop click'];

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** A slow machine: every history.back() starts 300 ms late; __stepsBack counts those started. */
async function slowStepBack(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __stepsBack: number };
    w.__stepsBack = 0;
    const back = history.back.bind(history);
    history.back = () => {
      setTimeout(() => {
        back();
        w.__stepsBack += 1;
      }, 300);
    };
  });
}

/** The main page, with `kind`'s first item's modal opened by the mouse, as it shows. */
async function openWithMouse(page: Page, kind: Kind): Promise<Locator> {
  await page.goto(HOME);
  await kind.mouseOpener(page).click();
  const dialog = page.getByRole('dialog', { name: kind.item().title, exact: true });
  await expectModal(dialog);
  return dialog;
}

async function close(page: Page, dialog: Locator, way: CloseWay) {
  if (way === 'Escape') await page.keyboard.press('Escape');
  else if (way === 'the Close button')
    await dialog
      .getByRole('button', { name: t('dialog.close'), exact: true })
      .first()
      .click();
  // The top-left corner is backdrop at every size from sm up.
  else await page.mouse.click(8, 8);
}

for (const kind of KINDS) {
  test.describe(`a ${kind.name} whose modal’s code cannot be fetched`, () => {
    // The network went down after the page came, or a new version of the site replaced the file.
    test.use({
      allowConsole: [/Failed to load resource|could not be fetched/],
    });

    test('opens as its own page, and the one page behind it stays whole', async ({ page }) => {
      const { title } = kind.item();
      await page.route(/\/assets\/(project|paper)-dialog-[\w-]+\.js$/, (route) =>
        route.abort('internetdisconnected'),
      );
      await page.goto(HOME);
      await kind.mouseOpener(page).click();
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page).toHaveURL(kind.address());
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.goBack();
      await expect(kind.mouseOpener(page)).toBeVisible();
    });
  });

  test.describe(`a ${kind.name} whose modal’s code comes slowly`, () => {
    test('says it is on its way until the modal opens', async ({ page }) => {
      const { title } = kind.item();
      // The modal's code is held until the page has said it is coming.
      let release: () => void = () => {};
      const held = new Promise<void>((done) => (release = done));
      await page.route(/\/assets\/(project|paper)-dialog-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(HOME);
      await kind.mouseOpener(page).click();
      const sign = page.getByRole('status').filter({ hasText: t('dialog.loading', { title }) });
      await expect(sign).toBeInViewport();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      release();
      await expectModal(page.getByRole('dialog', { name: title, exact: true }));
      await expect(sign).toHaveCount(0);
    });
  });

  test.describe(`${kind.name} modal`, () => {
    for (const way of CLOSE_WAYS) {
      test(`opens by mouse and keyboard, closes with ${way}, focus returns`, async ({ page }) => {
        const { title } = kind.item();
        await page.goto(HOME);
        // The sections above at their own heights first: while the idle pass was still laying
        // them out, the opener was now and then out of view for good right after being scrolled
        // to (seen in CI, not reproduced in 75 runs; cause not found).
        await waitForSectionsLaidOut(page);
        for (const by of ['mouse', 'keyboard'] as const) {
          const opener = by === 'mouse' ? kind.mouseOpener(page) : kind.keyboardOpener(page);
          await opener.scrollIntoViewIfNeeded();
          await expect(opener).toBeInViewport();
          if (by === 'mouse') await opener.click();
          else {
            await opener.focus();
            await page.keyboard.press('Enter');
          }

          const dialog = page.getByRole('dialog', { name: title });
          await expect(dialog).toBeVisible();
          await expect(dialog).toHaveAttribute('aria-modal', 'true');
          await expect(dialog).toHaveAttribute('role', 'dialog');
          // Drawn at once, made modal once that frame is painted: the page behind is then inert,
          // and focus is inside.
          await expectModal(dialog);
          const behindTakesFocus = await page.evaluate(() => {
            const link = document.querySelector<HTMLElement>('header a[href]');
            const had = document.activeElement as HTMLElement | null;
            link?.focus();
            const took = link !== null && document.activeElement === link;
            had?.focus();
            return took;
          });
          expect(behindTakesFocus, 'the page behind is inert').toBe(false);
          expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
          await expect(page).toHaveURL(kind.address());
          // The page is locked while the modal is open; closing must leave it where it is.
          const before = await holdingSectionTop(opener);

          await close(page, dialog, way);
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await expect(opener).toBeFocused();
          await expect(page).toHaveURL(/\/$/);
          await nextFrames(page);
          // Within a pixel: a section laid out again above meanwhile (its content changed) is
          // made up for in whole pixels of scroll, and its height need not be whole.
          expect(
            Math.abs((await holdingSectionTop(opener)) - before),
            'closing does not jump',
          ).toBeLessThanOrEqual(1);
        }
      });
    }

    test('while open, the tab and the history entry name the item as its own page does', async ({
      page,
    }) => {
      const { title } = kind.item();
      await page.goto(kind.path());
      const itemTitle = await page.title();
      await page.goto(HOME);
      const homeTitle = await page.title();
      expect(itemTitle).not.toBe(homeTitle);
      await kind.mouseOpener(page).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expect(page).toHaveTitle(itemTitle);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      await expect(page).toHaveTitle(homeTitle);
      // Forward brings the item back, named again.
      await page.goForward();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      await expect(page).toHaveTitle(itemTitle);
    });

    test('keeps Tab and Shift+Tab inside', async ({ page }) => {
      const { title } = kind.item();
      await page.goto(HOME);
      await kind.mouseOpener(page).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 8; i += 1) {
          await page.keyboard.press(key);
          expect(await inside(), `${key} #${i + 1}`).toBe(true);
        }
      }
    });
  });
}

test.describe('modal layout', () => {
  test('the page behind does not scroll; from sm up the modal is at most 90% high and scrolls inside', async ({
    page,
  }) => {
    const project = aProject();
    await page.goto(HOME);
    // Sections laid out above the viewport would move the scroll position themselves.
    await waitForSectionsLaidOut(page);
    await KINDS[0]!.mouseOpener(page).click();
    const dialog = page.getByRole('dialog', { name: project.title });
    await expect(dialog).toBeVisible();
    // The test makes the body long, whatever the content: three screens of text below the
    // description, as a project with much to say would have.
    const scroller = dialog.locator('div.overflow-y-auto');
    await scroller.evaluate((el) => {
      const long = document.createElement('p');
      long.textContent = 'A long body. '.repeat(2000);
      long.dataset.testLongBody = '';
      el.append(long);
    });
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(viewport.height * 0.9 + 1);

    const before = await scrollY(page);
    await page.mouse.move(8, viewport.height / 2);
    await page.mouse.wheel(0, 600);
    await nextFrames(page);
    expect(await scrollY(page)).toBe(before);

    // The long body scrolls inside the modal.
    const body = dialog.locator('[data-test-long-body]');
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await body.hover();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await scrollY(page)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  // A phone held sideways, and one upright with Cite open in the foot bar: whatever the bars
  // hold, the modal's details can be scrolled into view, clear of them.
  for (const { screen, cite } of [
    { screen: { width: 740, height: 360 }, cite: false },
    { screen: { width: 375, height: 667 }, cite: true },
  ]) {
    test(`at ${screen.width} × ${screen.height}${cite ? ', Cite open,' : ''} each modal's details scroll clear of its bars`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      const kinds = KINDS.filter((k) => k.has && (!cite || k.name === 'paper'));
      given(kinds[0], cite ? 'paper' : 'project or paper');
      for (const kind of kinds) {
        const dialog = await openWithMouse(page, kind);
        if (cite) {
          await dialog.getByText(t('research.cite'), { exact: true }).click();
          // The panel is made once the disclosure's toggle has reached the app, a moment after it
          // opens: the foot bar is as tall as it will be only then.
          await expect(
            dialog.getByRole('group', { name: t('research.cite.style'), exact: true }),
          ).toBeVisible();
        }
        // Scrolled to the foot of the view, the last of the details (the body holds them, between
        // the two bars) shows where it is, under neither bar.
        const body = dialog.locator('div.overflow-y-auto > div').nth(1);
        const last = body.locator('p, li, h3, dd').last();
        const seen = await last.evaluate((heading) => {
          heading.scrollIntoView({ block: 'end' });
          const box = heading.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
          return hit !== null && heading.contains(hit);
        });
        expect(seen, `${kind.name}: ${await last.textContent()}`).toBe(true);
      }
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('fills the screen and closes with its button', async ({ page }) => {
      const project = aProject();
      await page.goto(`${HOME}#project-${project.id}`);
      const dialog = page.getByRole('dialog', { name: project.title });
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.height).toBeGreaterThan(700);
      await dialog
        .getByRole('button', { name: t('dialog.close'), exact: true })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('scrolled, its title scrolls away and its foot bar stays, with a Close that closes it', async ({
      page,
    }) => {
      const kinds = KINDS.filter((k) => k.has);
      given(kinds[0], 'project or paper');
      for (const kind of kinds) {
        const dialog = await openWithMouse(page, kind);
        const item = kind.item();
        // The details made long enough to scroll, whatever the content, and scrolled halfway.
        await dialog.locator('[data-dialog-foot]').evaluate((foot) => {
          const spacer = document.createElement('div');
          spacer.style.height = '3000px';
          foot.previousElementSibling?.append(spacer);
          foot.parentElement?.scrollTo({ top: 1500, behavior: 'instant' });
        });
        await expect(dialog.getByRole('heading', { name: item.title })).not.toBeInViewport();
        // What the bars leave to read: all but the foot bar.
        const covered = await dialog
          .locator('[data-dialog-foot]')
          .evaluate((foot) => foot.getBoundingClientRect().height / window.innerHeight);
        expect(covered, kind.name).toBeLessThan(0.25);
        const footClose = dialog
          .locator('[data-dialog-foot]')
          .getByRole('button', { name: t('dialog.close'), exact: true });
        await expect(footClose).toBeInViewport({ ratio: 1 });
        await footClose.click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });

    test('turned sideways and back while a modal is open, closing it shows the card it came from', async ({
      page,
    }) => {
      const kinds = KINDS.filter((k) => k.has);
      given(kinds[0], 'project or paper');
      for (const kind of kinds) {
        await page.setViewportSize({ width: 375, height: 740 });
        const dialog = await openWithMouse(page, kind);
        // The page behind reflows at each turn, and the position it keeps in pixels lands
        // elsewhere; a page that ends at the top stands for any such place.
        await page.setViewportSize({ width: 740, height: 375 });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.setViewportSize({ width: 375, height: 740 });
        await dialog
          .getByRole('button', { name: t('dialog.close'), exact: true })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        const opener = kind.mouseOpener(page);
        await expect(opener, kind.name).toBeFocused();
        await expect(opener, kind.name).toBeInViewport();
      }
    });
  });
});

test.describe('project modal content and Share', () => {
  test('shows the full description, features, technologies and both links', async ({ page }) => {
    const both = given(
      projects.find((p) => p.github && p.live && p.features.length > 0 && p.tech.length > 0),
      'project with code and demo links, features and technologies',
    );
    await page.goto(`${HOME}#project-${both.id}`);
    const dialog = page.getByRole('dialog', { name: both.title });
    await expect(dialog).toContainText(both.fullDescription);
    await expect(dialog.getByRole('heading', { name: t('projects.features') })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: t('projects.techUsed') })).toBeVisible();
    await expect(dialog.getByRole('link', { name: t('link.viewCode') })).toHaveAttribute(
      'href',
      both.github!,
    );
    await expect(dialog.getByRole('link', { name: t('projects.liveDemo') })).toHaveAttribute(
      'href',
      both.live!,
    );
  });

  // Share works on any project, links or none.
  const share = async (page: Page) => {
    const project = aProject();
    await page.goto(HOME);
    await page
      .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
      .click();
    const dialog = page.getByRole('dialog', { name: project.title });
    await dialog.getByRole('button', { name: t('projects.share') }).click();
    return dialog;
  };

  test('copies the project link when the clipboard is granted', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialog = await share(page);
    const project = aProject();
    await expect(dialog.getByRole('status')).toHaveText(t('projects.share.copied'));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    expect(copied).toMatch(itemPageUrl('project', project));
  });

  const showsTheLink = async (page: Page, dialog: Locator) => {
    const field = dialog.getByRole('textbox', { name: t('projects.share.copyThis') });
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(page.url());
    await expect(field).toBeFocused();
    const selected = await field.evaluate((el: HTMLInputElement) =>
      el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0),
    );
    expect(selected).toBe(page.url());
    await expect(dialog.getByRole('status')).not.toHaveText(t('projects.share.copied'));
  };

  test('shows the link selected when the clipboard refuses', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: () =>
          Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
      });
    });
    await showsTheLink(page, await share(page));
  });

  test('shows the link selected when there is no clipboard', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    });
    await showsTheLink(page, await share(page));
  });

  test('an item without links says Not Available', async ({ page }) => {
    const bare = given(
      projects.find((p) => !p.github && !p.live),
      'project without code or demo links',
    );
    await page.goto(`${HOME}#project-${bare.id}`);
    const dialog = page.getByRole('dialog', { name: bare.title });
    await expect(dialog.getByTitle(t('link.codeUnavailable'))).toBeDisabled();
    await expect(dialog.getByTitle(t('projects.liveUnavailable'))).toHaveAccessibleName(
      `${t('link.notAvailable')} (${t('projects.liveUnavailable')})`,
    );
    await expect(dialog.getByTitle(t('projects.liveUnavailable'))).toBeDisabled();
  });
});

test.describe('paper modal content', () => {
  test('shows authors, abstract, methodology, results, keywords, View Code and Close', async ({
    page,
  }) => {
    const paper = given(
      publications.find(
        (p) =>
          p.github &&
          p.abstract &&
          p.methodology &&
          Object.keys(p.results).length > 0 &&
          p.keywords.length > 0,
      ),
      'paper with code, an abstract, a methodology, results and keywords',
    );
    await page.goto(`${HOME}#paper-${paper.id}`);
    const dialog = page.getByRole('dialog', { name: paper.title });
    for (const part of [
      t('research.authors'),
      t('research.abstract'),
      t('research.methodology'),
      t('research.results'),
      t('research.keywords'),
    ]) {
      await expect(dialog.getByRole('heading', { name: part })).toBeVisible();
    }
    await expect(dialog).toContainText(paper.methodology);
    await expect(
      dialog.getByRole('list', { name: t('research.keywords') }).getByRole('listitem'),
    ).toHaveText(paper.keywords);
    await expect(dialog.getByRole('link', { name: t('link.viewCode') })).toHaveAttribute(
      'href',
      paper.github!,
    );
    // The footer's Close button, besides the one in the corner.
    const closeButtons = dialog.getByRole('button', { name: t('dialog.close'), exact: true });
    await expect(closeButtons).toHaveCount(2);
    await closeButtons.last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px the footer's Close stands above Cite, not on a row of its own below it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const paper = aPaper();
      await page.goto(`${HOME}#paper-${paper.id}`);
      const dialog = page.getByRole('dialog', { name: paper.title });
      const close = dialog.getByRole('button', { name: t('dialog.close'), exact: true }).last();
      const cite = dialog.locator('summary', { hasText: t('research.cite') });
      await expect(close).toBeVisible();
      await expect(cite).toBeVisible();
      // Cite takes a row of its own, the last; Close ends the rows of View Code and the links.
      // Both boxes are read in one frame: the dialog may still be rising in as it opens.
      const [closeBottom, citeTop] = await page.evaluate(
        ([a, b]) => [a!.getBoundingClientRect().bottom, b!.getBoundingClientRect().top],
        [await close.elementHandle(), await cite.elementHandle()],
      );
      expect(closeBottom).toBeLessThanOrEqual(citeTop!);
    });
  }
});

test.describe('deep links', () => {
  test('loading a project address opens it; closing drops the address and shows the projects', async ({
    page,
  }) => {
    const target = given(
      projects.find((p) => !p.featured),
      'project that is not featured',
    );
    await page.goto(`${HOME}#project-${target.id}`);
    const dialog = page.getByRole('dialog', { name: target.title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: t('projects.title') })).toBeInViewport();
  });

  test('loading a paper address opens it', async ({ page }) => {
    const target = given(publications.at(-1), 'paper');
    await page.goto(`${HOME}#paper-${target.id}`);
    await expect(page.getByRole('dialog', { name: target.title })).toBeVisible();
  });

  test('navigating to an address opens it; back and forward follow', async ({ page }) => {
    const project = aProject();
    await page.goto(HOME);
    const target = given(
      projects.find((p) => p !== project),
      'second project',
    );
    await page.evaluate((hash) => (window.location.hash = hash), `#project-${target.id}`);
    await expect(page.getByRole('dialog', { name: target.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goForward();
    await expect(page.getByRole('dialog', { name: target.title })).toBeVisible();
  });

  test('the Back button closes a modal opened from the page', async ({ page }) => {
    const paper = aPaper();
    await page.goto(HOME);
    await page
      .getByRole('button', { name: t('research.detailsFor', { title: paper.title }) })
      .click();
    await expect(page.getByRole('dialog', { name: paper.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  // The window's address is the item's, so a reload brings the item's own page; browsers then
  // step Back to the portfolio's address within that page's document (src/lib/own-address-script.ts).
  test("a reload with a project's window open brings its own page; Back returns to the portfolio", async ({
    page,
  }) => {
    const project = aProject();
    // A phone: the portfolio's place, far down, is further than the item's page is long.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(HOME);
    await page
      .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
      .click();
    await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
    await expect(page).toHaveURL(itemPageUrl('project', project));
    const ownPage = page.getByRole('heading', { level: 1, name: project.title });
    await page.reload();
    await expect(ownPage).toBeVisible();
    // The page opens at its top, not at the portfolio's place (which put it at its footer).
    await expect(ownPage).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: t('projects.title') })).toBeAttached();
    await expect(ownPage).toHaveCount(0);
  });

  test("a reload with search open over a project's window also brings its page at its top", async ({
    page,
  }) => {
    const project = aProject();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(HOME);
    await page
      .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
      .click();
    await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog', { name: t('search.title') })).toBeVisible();
    await page.reload();
    const ownPage = page.getByRole('heading', { level: 1, name: project.title });
    await expect(ownPage).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('a paper opened while the closed project is still stepping back stays open', async ({
    page,
  }) => {
    const project = aProject();
    const paper = aPaper();
    // A slow machine: the project's step back lands well after the paper is opened.
    await slowStepBack(page);
    await page.goto(HOME);
    await page
      .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
      .click();
    await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: t('research.detailsFor', { title: paper.title }) })
      .click();

    await page.waitForFunction(() => (window as unknown as { __stepsBack: number }).__stepsBack);
    await nextFrames(page);
    await expect(page).toHaveURL(itemPageUrl('paper', paper));
    await expect(page.getByRole('dialog', { name: paper.title })).toBeVisible();
    await expect(page.getByRole('dialog', { name: project.title })).toHaveCount(0);
  });

  test('a visitor who scrolls on while the closed modal is stepping back is not pulled back', async ({
    page,
  }) => {
    const project = aProject();
    await slowStepBack(page);
    await page.goto(HOME);
    // The sections at their own heights first: the footer's place is then the step back's to
    // keep, not moved by a section laid out between the two readings.
    await waitForSectionsLaidOut(page);
    await page
      .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
      .click();
    await expect(page.getByRole('dialog', { name: project.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Before the step back lands, the visitor scrolls on to the foot of the page.
    await page.locator('footer').scrollIntoViewIfNeeded();
    const footer = () => page.locator('footer').evaluate((el) => el.getBoundingClientRect().top);
    const before = await footer();

    await page.waitForFunction(() => (window as unknown as { __stepsBack: number }).__stepsBack);
    await expect(page).toHaveURL(/\/$/);
    await nextFrames(page);
    // Not pulled back, which would be a screen or more: within a pixel.
    const moved = Math.abs((await footer()) - before);
    expect(moved, 'the page stays where the visitor scrolled').toBeLessThan(1);
  });

  test('focus stays where the visitor moved it while the closed paper was stepping back', async ({
    page,
  }) => {
    const paper = aPaper();
    await slowStepBack(page);
    await page.goto(HOME);
    const details = page.getByRole('button', {
      name: t('research.detailsFor', { title: paper.title }),
    });
    await details.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: paper.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeFocused();
    await page.keyboard.press('Tab');
    const focusedNow = () => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    const movedTo = await focusedNow();
    expect(movedTo).not.toBe(await details.evaluate((el) => el.outerHTML.slice(0, 120)));

    await page.waitForFunction(() => (window as unknown as { __stepsBack: number }).__stepsBack);
    await expect(page).not.toHaveURL(itemPageUrl('paper', paper));
    await nextFrames(page);
    expect(await focusedNow()).toBe(movedTo);
  });

  test('an unknown item opens nothing', async ({ page }) => {
    await page.goto(`${HOME}#project-999`);
    await expect(page.getByRole('main')).toBeAttached();
    await nextFrames(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
