import { AFTER_HERO, isPresent, NAV_ITEMS, SECTION_IDS } from '../../src/config/navigation';
import { SECTIONS } from '../../src/config/sections';
import {
  DARK_MODE_STORAGE_KEY,
  PARTICLE_COUNT,
  PARTICLE_MIN_FPS,
  PARTICLE_PUSH_QUANTITY,
  PARTICLE_STILL_SHARE,
  PARTICLES_RUNNING,
  SMOOTH_SCROLL_MS,
  TYPE_PAUSE_MS,
  TYPE_SPEED_MS,
} from '../../src/config/site';
import { profile, projects } from '../../src/content';
import type { Page } from '@playwright/test';
import { cssColor, TOKENS } from './colors';
import { expect, given, holdTheApp, holdTheIslands, test, waitForHydration } from './fixtures';
import { itemPagePath } from './item-urls';
import { addressIn, languages } from './languages';
import { publishedNotes } from './notes-content';
import { notePath } from '../../src/lib/notes';
import { SEARCH_PATH } from '../../src/lib/search';
import { KEPT_HEIGHTS_KEY } from '../../src/lib/kept-heights';
import { RESUME_LINKS } from './resume-links';
import { CARD_LIST, cardRowProblems, cardRows, NARROWER } from '../card-rows';
import { readDownTo } from '../read-down';
import { FAR_SECTION } from '../far-section';
import { nextFrames, sectionHeights, waitForSectionsLaidOut } from './sections';
import { t } from '../../src/words/index.ts';

/** The first section below the hero (About in the sample): Scroll Down leads there. */
const NEXT = AFTER_HERO!;

/** The registry's bar, less any section whose content list is empty. */
const NAV_LABELS = SECTIONS.filter((entry) => entry.inNav && isPresent(entry.id)).map(
  (entry) => entry.label,
);
/** Matches the link text of any section in the registry, in the bar or not. */
const ANY_SECTION_LABEL = new RegExp(
  `^(${SECTIONS.map((entry) => entry.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`,
);

/**
 * Records where the section `id` is drawn (its top in the viewport) on every frame while `act`
 * scrolls the page, until the page has scrolled and the section has not moved for 10 frames.
 */
async function recordTops(page: Page, id: string, act: () => Promise<void>): Promise<number[]> {
  await page.evaluate((sectionId) => {
    const w = window as unknown as { __tops: number[]; __topsDone: boolean };
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`No #${sectionId}`);
    const top = () => Math.round(section.getBoundingClientRect().top);
    const startY = window.scrollY;
    w.__tops = [top()];
    w.__topsDone = false;
    let still = 0;
    const step = () => {
      const now = top();
      if (now !== w.__tops[w.__tops.length - 1]) {
        w.__tops.push(now);
        still = 0;
        // Done once the page has scrolled and then held still: sections above that grow as
        // they are laid out move the section too, and must not end the record before the
        // scroll has begun.
      } else if (window.scrollY !== startY && ++still > 10) {
        w.__topsDone = true;
        return;
      }
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  }, id);
  await act();
  await page.waitForFunction(() => (window as unknown as { __topsDone: boolean }).__topsDone);
  return page.evaluate(() => (window as unknown as { __tops: number[] }).__tops);
}

async function sectionTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));
}

/**
 * The main page in a new tab of `page`'s size, with `rules` added to its styles from the start, once
 * the page's code has started (it marks what reveals on scroll) and so hears a jump.
 */
async function freshTabWith(page: Page, rules: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.setViewportSize(page.viewportSize()!);
  await tab.addInitScript((css: string) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, rules);
  await tab.goto('/');
  await tab.waitForSelector('[data-reveal]', { state: 'attached' });
  return tab;
}

/**
 * Jumps to the section `id` as Find in page or a Tab far down does (not the page's own scrolling),
 * and expects it to stay where it landed, within a pixel: a few frames on, and once every section
 * stands at its own height. A failure names each section's height at the jump and after.
 */
async function jumpAndStay(page: Page, id: string): Promise<void> {
  const jumped = await page.evaluate((sectionId) => {
    const target = document.getElementById(sectionId)!;
    target.scrollIntoView({ block: 'start', behavior: 'instant' });
    return Math.round(target.getBoundingClientRect().top);
  }, id);
  const atJump = await sectionHeights(page);
  const moved = async () =>
    `moved; the sections were ${atJump}, and are ${await sectionHeights(page)}`;
  await nextFrames(page);
  await nextFrames(page);
  expect(Math.abs((await sectionTop(page, id)) - jumped), await moved()).toBeLessThanOrEqual(1);
  await waitForSectionsLaidOut(page);
  expect(Math.abs((await sectionTop(page, id)) - jumped), await moved()).toBeLessThanOrEqual(1);
}

test.describe('navigation bar', () => {
  test('lists the sections in order and highlights the one in view', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('navbar.label') });
    const links = nav.getByRole('link').filter({ hasText: ANY_SECTION_LABEL });
    await expect(links).toHaveText(NAV_LABELS);
    await expect(nav.getByRole('link', { name: t('nav.hero'), exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );

    await nav.getByRole('link', { name: FAR.label, exact: true }).click();
    await expect(nav.getByRole('link', { name: FAR.label, exact: true })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(nav.getByRole('link', { name: t('nav.hero'), exact: true })).not.toHaveAttribute(
      'aria-current',
    );
    const color = await nav
      .getByRole('link', { name: FAR.label, exact: true })
      .evaluate((el) => getComputedStyle(el).color);
    expect(color).toBe(await cssColor(page, TOKENS.light.accent!));
  });

  test('slides in from above and is transparent until the page scrolls past 50 px', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    expect(await header.evaluate((el) => getComputedStyle(el).animationName)).toBe('nav-in');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter))
      .toContain('blur');
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    // Layout height, unaffected by the slide-in transform.
    expect(await header.locator('nav').evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(64);
  });

  // The bar's words put in by the test, so its widths are known whatever the content: a name of
  // eleven letters, and the sample's links in English and in German (the longest it has).
  const TABLET_BARS = [
    {
      language: 'English',
      links: ['Home', 'About', 'Skills', 'Experience', 'Projects', 'Research', 'Contact'],
      nameWhole: true,
    },
    {
      language: 'German',
      links: ['Start', 'Über mich', 'Kompetenzen', 'Erfahrung', 'Projekte', 'Forschung', 'Kontakt'],
      nameWhole: false,
    },
  ];
  for (const { language, links, nameWhole } of TABLET_BARS) {
    test(`at 768 px seven ${language} links leave the name ${nameWhole ? 'whole' : 'its start'}, and the controls in the bar`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 768, height: 800 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: t('navbar.label') });
      // Shown once whole (navbar.tsx).
      await expect(nav.locator(':scope > ul')).toBeVisible();
      const bar = await nav.evaluate((element, words) => {
        const [brand, list, controls] = [...element.children] as HTMLElement[];
        brand!.textContent = 'Aarav Mehta';
        const items = [...list!.querySelectorAll('li')];
        items.slice(words.length).forEach((item) => item.remove());
        words.forEach((word, i) => {
          const item = items[i] ?? list!.appendChild(items[0]!.cloneNode(true) as HTMLElement);
          item.querySelector('a')!.textContent = word;
        });
        const style = getComputedStyle(element);
        return {
          nameShown: brand!.clientWidth,
          nameWants: brand!.scrollWidth,
          controlsEnd: controls!.getBoundingClientRect().right,
          navEnd: element.getBoundingClientRect().right - parseFloat(style.paddingRight),
        };
      }, links);
      if (nameWhole) expect(bar.nameShown).toBeGreaterThanOrEqual(bar.nameWants);
      // At least its first letters, with the ellipsis.
      else expect(bar.nameShown).toBeGreaterThanOrEqual(bar.nameWants / 2);
      expect(bar.controlsEnd).toBeLessThanOrEqual(bar.navEnd + 0.5);
    });
  }

  test('the brand scrolls back to the hero', async ({ page }) => {
    await page.goto('/#contact');
    await page
      .getByRole('navigation', { name: t('navbar.label') })
      .getByRole('link')
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

const FAR = FAR_SECTION;

test.describe('smooth scrolling', () => {
  test('glides to a section over several frames and lands it just below the bar', async ({
    page,
  }) => {
    await page.goto('/');
    const tops = await recordTops(page, FAR.id, () =>
      page
        .getByRole('navigation', { name: t('navbar.label') })
        .getByRole('link', { name: FAR.label })
        .click(),
    );
    // A jump draws the section in two places, where it was and where it lands; a glide passes
    // through others, however few frames a busy machine draws.
    expect(new Set(tops).size).toBeGreaterThan(2);
    expect(Math.abs((await sectionTop(page, FAR.id)) - 64)).toBeLessThanOrEqual(1);
    await expect(page).toHaveURL(new RegExp(`#${FAR.id}$`));
  });

  test('gives way to an address changed on the way, and does not pull the page back', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: t('navbar.label') })
      .getByRole('link', { name: FAR.label })
      .click();
    await page.waitForFunction(() => window.scrollY > 0);
    // The visitor goes elsewhere while it glides: back to the top, by its address.
    await page.evaluate(() => {
      location.hash = 'hero';
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Past the glide's time and every frame it could still take to settle, the page is still
    // where the address put it.
    await page.evaluate(
      ({ glideMs, frames }) =>
        new Promise<void>((done) => {
          const start = performance.now();
          let left = frames;
          const tick = () => {
            left -= 1;
            if (left <= 0 && performance.now() - start > glideMs) done();
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
      { glideMs: SMOOTH_SCROLL_MS, frames: 40 },
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/#hero$/);
  });

  test('jumps at once when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // Only the jump is recorded, not sections above growing to their own height before it.
    await waitForSectionsLaidOut(page);
    const tops = await recordTops(page, FAR.id, () =>
      page
        .getByRole('navigation', { name: t('navbar.label') })
        .getByRole('link', { name: FAR.label })
        .click(),
    );
    expect(tops).toHaveLength(2);
    expect(Math.abs((await sectionTop(page, FAR.id)) - 64)).toBeLessThanOrEqual(1);
  });

  test('a hash link works on load, and its section stays below the bar as the page is laid out', async ({
    page,
  }) => {
    const middle = NAV_ITEMS[Math.floor(NAV_ITEMS.length / 2)]!;
    for (const { id } of new Set([middle, NAV_ITEMS.at(-1)!])) {
      // A tab of its own each time: a load, not a move within the page, and no section heights
      // kept from the last one (src/lib/kept-heights.ts).
      const tab = await page.context().newPage();
      await tab.goto(`/#${id}`);
      await expect.poll(() => sectionTop(tab, id)).toBeCloseTo(64, 0);
      await waitForSectionsLaidOut(tab);
      expect(Math.abs((await sectionTop(tab, id)) - 64)).toBeLessThanOrEqual(1);
      await tab.close();
    }
  });

  test('Scroll Down goes to the next section and Back to top returns to the hero', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: t('hero.scrollDown') }).click();
    await expect.poll(() => sectionTop(page, NEXT)).toBeCloseTo(64, 0);
    await page.getByRole('button', { name: t('footer.backToTop') }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer', () => {
  /** The last line's three parts, as boxes, and the page's width. */
  async function lastLine(page: Page) {
    const footer = page.getByRole('contentinfo');
    const madeWith = footer.locator('p', {
      has: page.getByRole('img', { name: t('footer.love') }),
    });
    const year = await page.evaluate(() => new Date().getFullYear());
    const copyright = footer.locator('p', {
      hasText: t('footer.copyright', { year: String(year), name: profile.name }),
    });
    const toTop = footer.getByLabel(t('footer.backToTop'));
    const parts = await Promise.all(
      [madeWith, copyright, toTop].map((part) => part.elementHandle()),
    );
    // Measured in one go: the page may lay out a section above the footer between two readings.
    const { boxes, width } = await page.evaluate(
      (parts) => ({
        boxes: parts.map((part) => {
          const { x, y, width, height } = part!.getBoundingClientRect();
          return { x, y, width, height, centre: x + width / 2, right: x + width };
        }),
        width: document.documentElement.clientWidth,
      }),
      parts,
    );
    const [made, copy, top] = boxes;
    return { made: made!, copy: copy!, top: top!, centre: width / 2 };
  }

  test("its last line stands in a row on a wide screen, the copyright at the page's centre", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const { made, copy, top, centre } = await lastLine(page);
    expect(Math.abs(copy.centre - centre)).toBeLessThan(1);
    expect(made.right).toBeLessThanOrEqual(copy.x);
    expect(copy.right).toBeLessThanOrEqual(top.x);
    expect(Math.abs(made.y + made.height / 2 - (top.y + top.height / 2))).toBeLessThan(2);
  });

  test('its last line stacks, each part centred, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const { made, copy, top, centre } = await lastLine(page);
    for (const part of [made, copy, top]) expect(Math.abs(part.centre - centre)).toBeLessThan(1);
    expect(made.y + made.height).toBeLessThanOrEqual(copy.y);
    expect(copy.y + copy.height).toBeLessThanOrEqual(top.y);
  });
});

// A list of cards keeps as many cards in a row as its classes give it at that width, and centres a
// short last row (four projects in three columns), its card as wide as the others. The test makes
// the shape in each list, a full row and one more card, at the list's own width and at widths a
// fraction of a pixel apart below it (tests/card-rows.ts). Without JavaScript, so nothing redraws
// the lists it reshapes.
test.describe('lists of cards', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [1280, 800]) {
    test(`fill each row and centre a short last one, each card one column wide (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const lists = [];
      for (let index = 0; index < (await page.locator(CARD_LIST).count()); index++) {
        lists.push(
          ...(await page.evaluate(cardRows, { selector: CARD_LIST, index, narrower: NARROWER })),
        );
      }
      expect(cardRowProblems(lists)).toEqual([]);
      // At this width some list has two columns or more, or the test showed nothing.
      given(lists.some((list) => list.declared > 1) || null, 'list of cards in columns');
    });
  }
});

test.describe("sections' headings on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const tag of languages.all) {
    test(`break into lines of even length, no word left alone on the last (${tag})`, async ({
      page,
    }) => {
      await page.goto(addressIn(tag));
      const texts = page.locator('.section-heading').locator('h2, p');
      await expect(texts.first()).toBeVisible();
      for (const text of await texts.all()) {
        // The width of each line the text takes, read from its text's boxes.
        const lines = await text.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const widths = new Map<number, number>();
          for (const rect of range.getClientRects()) {
            const top = Math.round(rect.top);
            widths.set(top, (widths.get(top) ?? 0) + rect.width);
          }
          return [...widths.values()];
        });
        // Chromium balances up to six lines; a longer text is left as it falls.
        if (lines.length < 2 || lines.length > 6) continue;
        const label = await text.textContent();
        expect(lines.at(-1)!, `the last line of "${label}"`).toBeGreaterThanOrEqual(
          Math.max(...lines) / 2,
        );
      }
    });
  }
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a reload partway down the page puts the visitor back where they were', async ({ page }) => {
    await page.goto('/');
    const before = await page.evaluate(readDownTo, FAR.id);
    await page.reload();
    await expect
      .poll(async () => Math.abs((await sectionTop(page, FAR.id)) - before))
      .toBeLessThanOrEqual(1);
    await waitForSectionsLaidOut(page);
    expect(Math.abs((await sectionTop(page, FAR.id)) - before)).toBeLessThanOrEqual(1);
  });

  test('a first landing at the top opens no storage for kept heights; a reload does', async ({
    page,
  }) => {
    // The keys the page asks the tab's storage for, from its first script on.
    await page.addInitScript(() => {
      const asked: string[] = [];
      (window as unknown as { __asked: string[] }).__asked = asked;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (this === sessionStorage) asked.push(key);
        return getItem.call(this, key);
      };
    });
    const askedForHeights = () =>
      page.evaluate(
        (prefix) =>
          (window as unknown as { __asked: string[] }).__asked.some((key) =>
            key.startsWith(prefix),
          ),
        KEPT_HEIGHTS_KEY,
      );
    await page.goto('/');
    expect(await askedForHeights()).toBe(false);
    await page.reload();
    expect(await askedForHeights()).toBe(true);
  });

  // A jump the page does not make itself (Find in page, Tab into a field far down) gives it no
  // chance to lay out what lies above first: the sections drawn after it must not push the place.
  test('a jump far down straight after load stays where it landed', async ({ page }) => {
    const deepest = NAV_ITEMS.at(-1)!;
    await page.goto('/');
    await jumpAndStay(page, deepest.id);
  });

  // The shape another owner's content met by chance, made here with any content: the section just
  // above the deepest one stands in at two screens but is short once laid out, so the one above it
  // ends over a screen above the place when the jump lands, and just above the view (where the
  // browser draws it) once the section below it is laid out and shrinks.
  test('a jump far down past a section that shrinks as it is laid out stays where it landed', async ({
    page,
  }) => {
    const deepest = NAV_ITEMS.at(-1)!;
    const screen = page.viewportSize()!.height;
    await page.goto('/');
    // The two sections above it on the page (a note list too, which the bar may leave out), and
    // the content height of the farther one.
    const shape = await page.evaluate((id) => {
      const sections = [...document.querySelectorAll<HTMLElement>('.page-section')];
      const at = sections.findIndex((section) => section.id === id);
      const [far, near] = [sections[at - 2], sections[at - 1]];
      if (!far || !near) return null;
      far.style.contentVisibility = 'visible';
      const style = getComputedStyle(far);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const content = far.getBoundingClientRect().height - padding;
      far.style.removeProperty('content-visibility');
      return { farther: far.id, shrinking: near.id, fartherContent: content };
    }, deepest.id);
    const { farther, shrinking, fartherContent } = given(
      shape,
      `two sections above #${deepest.id}`,
    );
    // Its content left out, the shrinking section is its padding alone; the one above stands in
    // 500 px taller than its content. And no scroll anchoring, which Chromium's missed now and
    // then straight after load (WebKit has none): only the page's own making up keeps the place.
    const rules = [
      'html { overflow-anchor: none }',
      `#${shrinking} > * { display: none }`,
      `#${shrinking} { contain-intrinsic-size: auto ${2 * screen}px }`,
      `#${farther} { contain-intrinsic-size: auto ${Math.ceil(fartherContent + 500)}px }`,
    ].join('\n');
    // A new tab: no heights kept by the visit above, and the page left to start as a visitor's.
    const tab = await freshTabWith(page, rules);
    await jumpAndStay(tab, deepest.id);
    await tab.close();
  });

  test('a menu button toggles the bar links and choosing one closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('navbar.label') });
    await expect(nav.getByRole('link', { name: FAR.label, exact: true })).toBeHidden();
    const menuButton = page.getByRole('button', { name: t('navbar.menu') });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: t('theme.toggle') })).toBeVisible();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // In the bar's landmark: a screen reader finds the links there, as on a wide screen.
    const menu = nav.locator('#mobile-menu');
    await expect(menu.getByRole('link')).toHaveText(NAV_LABELS);
    const [bar, dropdown] = await Promise.all(
      [page.locator('header nav'), menu].map((box) => box.boundingBox()),
    );
    expect(dropdown!.y).toBeCloseTo(bar!.y + bar!.height, 0);
    expect(dropdown!.width).toBeCloseTo(page.viewportSize()!.width, 0);
    await menu.getByRole('link', { name: FAR.label, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => sectionTop(page, FAR.id)).toBeCloseTo(64, 0);
  });
});

test.describe('the phone menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('closes on a tap outside it, as the pages of their own do', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: t('navbar.openMenu') });
    await button.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    // A place on the page below the menu that is no control: the tap itself does nothing there.
    const point = await menu.evaluate((element) => {
      const x = window.innerWidth / 2;
      for (let y = element.getBoundingClientRect().bottom + 8; y < window.innerHeight; y += 8) {
        const hit = document.elementFromPoint(x, y);
        if (hit && !hit.closest('a, button, input, textarea, select, label, summary'))
          return { x, y };
      }
      return null;
    });
    expect(point).not.toBeNull();
    await page.mouse.click(point!.x, point!.y);
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('turned to a screen wide enough for the bar’s links, it closes, and stays closed turned back', async ({
    page,
  }) => {
    await page.goto('/');
    // Hidden from the accessibility tree on the wide screen, as the menu is: found by what it opens.
    const button = page.locator('button[aria-controls="mobile-menu"]');
    await button.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 375 });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(button).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('a link chosen before the bar wakes closes it, and it stays closed as the bar wakes', async ({
    page,
  }) => {
    const release = await holdTheIslands(page);
    await page.goto('/', { waitUntil: 'commit' });
    const bar = page.getByRole('banner');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: t('navbar.openMenu') }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: FAR.label, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${FAR.id}$`));
    await expect(bar).toHaveAttribute('data-hydrated', 'false');
    release();
    await expect(bar).toHaveAttribute('data-hydrated', 'true');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: t('navbar.openMenu') })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a screen shorter than the menu (a phone held sideways, a page zoomed to 400%), ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ viewport: { width: 320, height: 256 }, javaScriptEnabled });

    test('the menu scrolls to its last link and hides the page behind it', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: t('navbar.openMenu') }).click();
      const menu = page.locator('#mobile-menu');
      const last = menu.getByRole('link', { name: NAV_LABELS.at(-1), exact: true });
      await expect(last).toBeVisible();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport({ ratio: 1 });
      // Within the screen, and opaque: the page's text does not show through it.
      const box = await menu.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(256);
      const background = await menu.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toMatch(/^rgb\(/);
    });
  });
}

/** The colour easings running in `within` (CSS transitions of a colour). */
const easings = (page: Page, within = 'body') =>
  page.evaluate(
    (within) =>
      document
        .getAnimations()
        .filter(
          (a) =>
            a instanceof CSSTransition &&
            /color|fill|stroke/.test(a.transitionProperty) &&
            (a.effect as KeyframeEffect | null)?.target?.closest(within),
        ).length,
    within,
  );

test.describe('dark mode', () => {
  // A section not drawn yet takes its colours when scrolled to, and eased them from the old theme
  // then (Firefox was seen showing the old theme there): a switch starts none. The static pages,
  // which have no such sections, ease as before.
  test('switches every colour at once, easing none from the old theme, nor where it is scrolled to', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: t('theme.toggle') });
    // By the keyboard: a pointer over the button would ease its own hover colour.
    await toggle.focus();
    await expect.poll(() => easings(page)).toBe(0);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await easings(page)).toBe(0);
    // Nor in the parts drawn only once scrolled to (a section's content is skipped till then).
    await page.evaluate(() =>
      scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await nextFrames(page);
    // The bar's own colour eases as the page scrolls under it: the page's parts alone.
    expect(await easings(page, 'main')).toBe(0);
  });

  test('toggles, is saved as "true"/"false" and survives a reload', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: t('theme.toggle') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: t('theme.toggle') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: t('theme.toggle') }).click();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });

  test("the toggle says a saved dark theme is on before any of the page's code has come", async ({
    page,
  }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), DARK_MODE_STORAGE_KEY);
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    const toggle = page.getByRole('button', { name: t('theme.toggle') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitForHydration(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('a saved dark theme is applied before the body is first painted', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('darkMode', 'true');
      const w = window as unknown as { __darkAtBody?: boolean };
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        w.__darkAtBody = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    expect(
      await page.evaluate(() => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody),
    ).toBe(true);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe(await cssColor(page, TOKENS.dark.bg!));
  });

  // The browser's bar (theme-color) takes the page's theme, the visitor's choice, not the system's.
  test("the browser's bar takes the theme's colour, from the first paint and on every toggle", async ({
    page,
  }) => {
    const bar = page.locator('head meta[name="theme-color"]');
    const barColor = async () => cssColor(page, (await bar.getAttribute('content'))!);
    // The main page and search (the app's toggle), an item's and a note's page (the static one).
    const pages = [
      '/',
      `/${SEARCH_PATH}`,
      ...projects.slice(0, 1).map((project) => itemPagePath('project', project)),
      ...publishedNotes.slice(0, 1).map((note) => `/${notePath(note.slug)}`),
    ];
    for (const path of pages) {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(path);
      await expect(bar).toHaveCount(1);
      // A light page on a dark system: the bar is the page's colour, not the system's.
      expect(await barColor(), path).toBe(await cssColor(page, TOKENS.light.bg!));
      const toggle = page.getByRole('button', { name: t('theme.toggle') }).first();
      await toggle.click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await barColor(), path).toBe(await cssColor(page, TOKENS.dark.bg!));
      await page.emulateMedia({ colorScheme: 'light' });
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await barColor(), path).toBe(await cssColor(page, TOKENS.dark.bg!));
      await page
        .getByRole('button', { name: t('theme.toggle') })
        .first()
        .click();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      expect(await barColor(), path).toBe(await cssColor(page, TOKENS.light.bg!));
    }
  });

  // Back and Forward bring a page back from the browser's cache as it was left: a theme chosen on
  // another page in between shows on it too, on the page, its toggle and the browser's bar. (The
  // restore is the browser's `pageshow`, persisted: Playwright's Chromium keeps no such cache.)
  test('a page brought back by Back or Forward shows the theme chosen on another page', async ({
    page,
  }) => {
    const toggle = page.getByRole('button', { name: t('theme.toggle') }).first();
    const html = page.locator('html');
    const bar = page.locator('head meta[name="theme-color"]');
    const expectTheme = async (dark: boolean) => {
      if (dark) await expect(html).toHaveClass(/dark/);
      else await expect(html).not.toHaveClass(/dark/);
      await expect(toggle).toHaveAttribute('aria-pressed', String(dark));
      expect(await cssColor(page, (await bar.getAttribute('content'))!)).toBe(
        await cssColor(page, TOKENS[dark ? 'dark' : 'light'].bg!),
      );
    };
    const broughtBackAfterChoosing = (dark: boolean) =>
      page.evaluate((dark) => {
        localStorage.setItem('darkMode', String(dark));
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      }, dark);
    // The main page (the app's toggle) and an item's page (the static one).
    for (const path of ['/', ...projects.slice(0, 1).map((p) => itemPagePath('project', p))]) {
      await page.goto(path);
      await toggle.click();
      await expectTheme(true);
      await broughtBackAfterChoosing(false);
      await expectTheme(false);
      await broughtBackAfterChoosing(true);
      await expectTheme(true);
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('still works for the visit when storage throws', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: t('theme.toggle') });
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

/** Counts every arc() the page draws: each particle is one a frame. */
const countArcs = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __arcs: number };
    w.__arcs = 0;
    for (const context of [CanvasRenderingContext2D, OffscreenCanvasRenderingContext2D]) {
      const arc = context.prototype.arc;
      context.prototype.arc = function (...args: Parameters<typeof arc>) {
        w.__arcs += 1;
        return arc.apply(this, args);
      };
    }
  });

/** The most particles drawn in one frame, over ten frames (after countArcs). */
const drawnInAFrame = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        const w = window as unknown as { __arcs: number };
        let most = 0;
        let frames = 0;
        let before = w.__arcs;
        const frame = () => {
          most = Math.max(most, w.__arcs - before);
          before = w.__arcs;
          if ((frames += 1) < 10) requestAnimationFrame(frame);
          else done(most);
        };
        requestAnimationFrame(frame);
      }),
  );

test.describe('hero', () => {
  test('types each role in turn and keeps the roles as plain text for screen readers', async ({
    page,
  }) => {
    // Every whole role the line shows, in order, recorded in the page from its first parse: a
    // busy machine can poll too slowly to catch a role during its 2 s hold.
    await page.addInitScript((roles) => {
      const w = window as unknown as { __roles: string[] };
      w.__roles = [];
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="typed-headline"]')?.textContent ?? '';
        if (roles.includes(text) && w.__roles.at(-1) !== text) w.__roles.push(text);
      }).observe(document, { childList: true, characterData: true, subtree: true });
    }, profile.roles);
    await page.goto('/');
    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { __roles: string[] }).__roles.slice(0, 3)),
        {
          timeout: 20_000,
        },
      )
      .toEqual(profile.roles.slice(0, 3));
    await expect(page.locator('#hero .sr-only')).toHaveText(profile.roles.join(' · '));
  });

  test('the typed line waits while the hero is out of view, and types on from there once back', async ({
    page,
  }) => {
    test.skip(profile.roles.length < 2, 'one role is shown whole, with no typing');
    await page.clock.install();
    await page.goto('/');
    // From here the page's timers move only when the test says.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 60_000));
    const typed = page.getByTestId('typed-headline');
    const line = page.locator('p').filter({ has: typed });
    /** Waits until the tasks the page has queued so far (React's among them) have run. */
    const settle = () =>
      page.evaluate(async () => {
        for (let i = 0; i < 5; i += 1) {
          await new Promise((done) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = done;
            channel.port2.postMessage(null);
          });
        }
      });
    /**
     * Waits until the page has been told whether the line is in view: an observer made after the
     * page's own is told after it.
     */
    const toldInView = async (inView: boolean) => {
      await line.evaluate(
        (element, wanted) =>
          new Promise<void>((done) => {
            const observer = new IntersectionObserver((entries) => {
              if (entries.at(-1)?.isIntersecting !== wanted) return;
              observer.disconnect();
              done();
            });
            observer.observe(element);
          }),
        inView,
      );
      await settle();
    };
    /**
     * The texts the line shows in turn, from the one it shows now, while time enough passes for a
     * role to be held, deleted and the next one typed, a letter's time at a time; up to `most`.
     */
    const textsWhileTimePasses = async (most = Infinity) => {
      const texts = [(await typed.textContent()) ?? ''];
      for (let elapsed = 0; elapsed < TYPE_PAUSE_MS * 3; elapsed += TYPE_SPEED_MS) {
        await page.clock.runFor(TYPE_SPEED_MS);
        await settle();
        const text = (await typed.textContent()) ?? '';
        if (text !== texts.at(-1)) texts.push(text);
        if (texts.length >= most) break;
      }
      return texts;
    };
    // The first role held, then a few letters of it deleted: a place that is not the start.
    await page.clock.runFor(TYPE_PAUSE_MS + 3 * TYPE_SPEED_MS);
    await settle();
    await page.locator(`#${FAR_SECTION.id}`).scrollIntoViewIfNeeded();
    await toldInView(false);
    const away = (await typed.textContent()) ?? '';
    expect(await textsWhileTimePasses()).toEqual([away]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await toldInView(true);
    const [first, next = ''] = await textsWhileTimePasses(2);
    expect(first).toBe(away);
    // On from where it stopped, a letter more or less, not from the first role again.
    expect(Math.abs(next.length - away.length)).toBe(1);
    expect(next.startsWith(away) || away.startsWith(next)).toBe(true);
  });

  test('Download CV and Download Full Resume download the PDF', async ({ page, request }) => {
    await page.goto('/');
    for (const name of RESUME_LINKS) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(profile.resume.split('/').pop());
    }
    const response = await request.get(profile.resume);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test.describe('particles', () => {
    test.use({ idleMotion: 'running' });
    test('the particle background starts after load and is skipped under reduced motion', async ({
      page,
      browser,
    }) => {
      await page.goto('/');
      await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(1);

      const reduced = await browser.newContext({ reducedMotion: 'reduce' });
      const calm = await reduced.newPage();
      const chunks: string[] = [];
      calm.on('request', (r) => chunks.push(r.url()));
      await calm.goto(page.url());
      await calm.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
      await expect(calm.locator(PARTICLES_RUNNING)).toHaveCount(0);
      expect(chunks.filter((url) => /particles-/.test(url))).toEqual([]);
      await reduced.close();
    });

    test.describe('stopped by a blocker', () => {
      // The browser's own line for the refused download; any error of the page fails the test.
      test.use({ allowConsole: [/Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/] });
      test('a particles download that is stopped leaves the page as it is, with no error', async ({
        page,
      }) => {
        await page.route(/\/particles-[^/]*\.js$/, (route) => route.abort('blockedbyclient'));
        const stopped = page.waitForEvent('requestfailed', (r) => /\/particles-/.test(r.url()));
        await page.goto('/');
        await stopped;
        // Past the task the refusal settles in, to the next idle moment.
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(() => resolve(null))),
        );
        await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(0);
      });

      test('effects whose code is stopped leave the page as it is, with no error', async ({
        page,
      }) => {
        await page.route(/\/start-effects-[^/]*\.js$/, (route) => route.abort('blockedbyclient'));
        const stopped = page.waitForEvent('requestfailed', (r) => /\/start-effects-/.test(r.url()));
        await page.goto('/');
        await stopped;
        await page.evaluate(
          () => new Promise((resolve) => requestIdleCallback(() => resolve(null))),
        );
        await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(0);
      });
    });

    test('a click on the hero adds particles; one elsewhere on the page (the bar) adds none', async ({
      page,
    }) => {
      await countArcs(page);
      await page.goto('/');
      await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(1);
      await expect.poll(() => drawnInAFrame(page)).toBe(PARTICLE_COUNT);
      // A point on the bar and one on the hero's background, neither of them a control.
      const points = await page.evaluate(() => {
        const plain = (x: number, y: number, within: string) => {
          const hit = document.elementFromPoint(x, y);
          return hit?.closest(within) && !hit.closest('a, button, input, summary, label');
        };
        const find = (within: string, top: number, bottom: number) => {
          for (let y = top + 4; y < bottom; y += 8)
            for (let x = 4; x < innerWidth; x += 8) if (plain(x, y, within)) return { x, y };
          return null;
        };
        const bar = document.querySelector('header')!.getBoundingClientRect();
        const hero = document.getElementById('hero')!.getBoundingClientRect();
        return {
          bar: find('header', bar.top, bar.bottom),
          hero: find('#hero', bar.bottom, Math.min(hero.bottom, innerHeight)),
        };
      });
      expect(points.bar && points.hero).toBeTruthy();
      await page.mouse.click(points.bar!.x, points.bar!.y);
      await page.mouse.click(points.hero!.x, points.hero!.y);
      await expect.poll(() => drawnInAFrame(page)).toBe(PARTICLE_COUNT + PARTICLE_PUSH_QUANTITY);
    });

    test('on a device too slow to move them even at their slowest rate, they hold still', async ({
      page,
    }) => {
      await countArcs(page);
      // Each frame made as slow as such a device's: more than the still share at the slowest rate.
      await page.addInitScript(
        (frameMs) => {
          for (const context of [CanvasRenderingContext2D, OffscreenCanvasRenderingContext2D]) {
            const clear = context.prototype.clearRect;
            context.prototype.clearRect = function (...args: Parameters<typeof clear>) {
              const until = performance.now() + frameMs;
              while (performance.now() < until);
              return clear.apply(this, args);
            };
          }
        },
        (PARTICLE_STILL_SHARE * 1000) / PARTICLE_MIN_FPS + 20,
      );
      await page.goto('/');
      await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(1);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __arcs: number }).__arcs))
        .toBeGreaterThan(0);
      // Drawn, then still: no frame draws a particle any more.
      await expect.poll(() => drawnInAFrame(page), { timeout: 20_000 }).toBe(0);
      // A click on the hero, which would add particles, draws nothing either.
      await page.mouse.click(4, (await page.locator('#hero').boundingBox())!.y + 200);
      expect(await drawnInAFrame(page)).toBe(0);
      // A new size clears the canvas: the picture is drawn again, once, and stays still.
      const arcs = () => page.evaluate(() => (window as unknown as { __arcs: number }).__arcs);
      const before = await arcs();
      const { width, height } = page.viewportSize()!;
      await page.setViewportSize({ width: width - 100, height });
      await expect.poll(arcs).toBeGreaterThanOrEqual(before + PARTICLE_COUNT);
      expect(await drawnInAFrame(page)).toBe(0);
      // Resized while out of view (the frame it would draw there is left for the benchmark to
      // time), its picture is back once it is in view again.
      await page.locator(`#${FAR_SECTION.id}`).scrollIntoViewIfNeeded();
      const away = await arcs();
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(arcs).toBeGreaterThanOrEqual(away + PARTICLE_COUNT);
    });

    // WCAG 2.2.2: what moves by itself for more than five seconds can be stopped.
    test('the pause button stops the typing and the particles, keeps the choice, and starts them again', async ({
      page,
    }) => {
      await countArcs(page);
      await page.goto('/');
      await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(1);
      await expect.poll(() => drawnInAFrame(page)).toBeGreaterThan(0);
      const pause = page.getByRole('button', { name: t('hero.pauseMotion') });
      const typed = page.getByTestId('typed-headline');
      // The roles as still text, which a single role's typed line would show the same.
      const plainRoles = page.getByTestId('roles-still');
      await expect(plainRoles).toHaveText(profile.roles.join(' · '));
      await pause.click();
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => drawnInAFrame(page)).toBe(0);
      await expect(typed).toBeHidden();
      await expect(plainRoles).toBeVisible();

      // Kept: the next load is still from its first paint, before any of the page's code has come.
      const release = await holdTheApp(page);
      await page.reload({ waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      await expect(typed).toBeAttached();
      await expect(typed).toBeHidden();
      await expect(plainRoles).toBeVisible();
      // The button says so too, to a screen reader that reaches it before the hero's island wakes.
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      release();
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => drawnInAFrame(page)).toBe(0);

      await pause.click();
      await expect(pause).toHaveAttribute('aria-pressed', 'false');
      await expect(typed).toBeVisible();
      await expect(plainRoles).toBeHidden();
      await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(1);
      await expect.poll(() => drawnInAFrame(page)).toBeGreaterThan(0);
    });
  });
});

test.describe('custom cursor', () => {
  test('follows the mouse, grows over links and changes colour while pressed', async ({ page }) => {
    await page.goto('/');
    await page.mouse.move(300, 300);
    const dot = page.locator('[data-cursor="dot"]');
    const ring = page.locator('[data-cursor="ring"]');
    await expect(dot).toHaveCount(1);
    await page.mouse.move(320, 330);
    await expect(dot).toHaveAttribute('data-visible', 'true');
    await expect
      .poll(() => dot.evaluate((el) => el.style.transform))
      .toBe('translate3d(320px, 330px, 0px)');

    const link = page.getByRole('link', { name: t('hero.downloadCv') }).first();
    const box = await link.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 10, (box?.y ?? 0) + 10);
    await expect(ring).toHaveAttribute('data-hover', 'true');
    await page.mouse.move(5, 500);
    await page.mouse.down();
    await expect(dot).toHaveAttribute('data-pressed', 'true');
    await page.mouse.up();
    await expect(dot).toHaveAttribute('data-pressed', 'false');
  });
});

test.describe('custom cursor on a phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test('is absent', async ({ page }) => {
    await page.goto('/');
    // Effects start together once the browser is idle; the particles prove they have run.
    await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(1);
    await expect(page.locator('[data-cursor]')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section and its text are readable, and the resume link works', async ({ page }) => {
    await page.goto('/');
    for (const id of SECTION_IDS) {
      await expect(page.locator(`#${id}`)).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('typed-headline')).toHaveText(profile.roles[0]);
    await expect(page.getByTestId('typed-headline')).toBeVisible();
    await expect(page.locator(`#${NEXT}`).getByRole('heading', { level: 2 })).toBeVisible();
    await page.locator(`#${NEXT}`).scrollIntoViewIfNeeded();
    const opacity = await page
      .locator(`#${NEXT} > div`)
      .evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe('1');
    await expect(
      page.getByRole('link', { name: t('hero.downloadCv'), exact: true }),
    ).toHaveAttribute('href', profile.resume);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the menu button opens the menu under the bar, and its links lead to their sections', async ({
      page,
    }) => {
      await page.goto('/');
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: t('navbar.openMenu') }).click();
      await expect(menu.getByRole('link')).toHaveText(NAV_LABELS);
      // Under the bar, across the screen, not a box in the middle.
      const box = await menu.boundingBox();
      const bar = await page.getByRole('banner').boundingBox();
      expect(box?.y).toBeCloseTo((bar?.y ?? 0) + (bar?.height ?? 0), 0);
      expect(box?.width).toBe(375);
      await menu.getByRole('link', { name: FAR.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${FAR.id}$`));
    });
  });
});

test.describe('keyboard', () => {
  test('the first Tab reaches a visible skip link that moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('skipLink.text') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('sections', () => {
  test('stand at their own height once the page is idle, though laid out only near the screen', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForSectionsLaidOut(page);
  });

  test('what is in view holds still while the sections above it are laid out', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/#contact', { waitUntil: 'commit' });
    const contact = page.locator('#contact');
    await expect
      .poll(() => contact.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(64);
    // Where the section is drawn, every frame from before the app starts until it is done.
    await contact.evaluate((el) => {
      const w = window as unknown as { __tops: number[]; __stop: boolean };
      w.__tops = [];
      const step = () => {
        w.__tops.push(Math.round(el.getBoundingClientRect().top));
        if (!w.__stop) requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    release();
    await waitForSectionsLaidOut(page);
    const tops = await page.evaluate(() => {
      const w = window as unknown as { __tops: number[]; __stop: boolean };
      w.__stop = true;
      return [...new Set(w.__tops)];
    });
    // Within a pixel: heights and scroll positions are not whole pixels.
    expect(
      Math.max(...tops) - Math.min(...tops),
      `drawn at ${tops.join(', ')}`,
    ).toBeLessThanOrEqual(1);
  });

  // Every section standing in 100.5 px taller than it is: each scroll by its change of height is a
  // whole pixel in Chromium, and what each leaves over must not add up to a visible move.
  test('what is in view holds still to the pixel however many sections above have heights in halves', async ({
    page,
  }) => {
    const deepest = NAV_ITEMS.at(-1)!;
    await page.goto('/');
    const rules = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.page-section')]
        .map((section) => {
          section.style.contentVisibility = 'visible';
          const style = getComputedStyle(section);
          const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
          const content = section.getBoundingClientRect().height - padding;
          section.style.removeProperty('content-visibility');
          return `#${section.id} { contain-intrinsic-size: auto ${content + 100.5}px }`;
        })
        .join('\n'),
    );
    // A new tab: no heights kept by the visit above, and every section left for after the jump
    // (the idle pass starts on the visitor's first scroll, here the jump itself).
    const tab = await freshTabWith(page, rules);
    // Where the section is drawn on every frame from the jump until every section is laid out.
    const jumped = await tab.evaluate((id) => {
      const target = document.getElementById(id)!;
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
      const w = window as unknown as { __tops: number[]; __stop: boolean };
      w.__tops = [];
      const step = () => {
        w.__tops.push(Math.round(target.getBoundingClientRect().top));
        if (!w.__stop) requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
      return Math.round(target.getBoundingClientRect().top);
    }, deepest.id);
    await waitForSectionsLaidOut(tab);
    const tops = await tab.evaluate(() => {
      const w = window as unknown as { __tops: number[]; __stop: boolean };
      w.__stop = true;
      return [...new Set(w.__tops)];
    });
    expect(
      Math.max(...tops.map((top) => Math.abs(top - jumped))),
      `landed at ${jumped}, drawn at ${tops.join(', ')}`,
    ).toBeLessThanOrEqual(1);
    await tab.close();
  });

  test('animate in once when scrolled into view', async ({ page }) => {
    await page.goto('/');
    const about = page.locator(`#${NEXT} > div`);
    await expect(about).toHaveAttribute('data-reveal', 'pending');
    await page.locator(`#${NEXT}`).scrollIntoViewIfNeeded();
    await expect(about).toHaveAttribute('data-reveal', 'done');
    await expect.poll(() => about.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(about).toHaveAttribute('data-reveal', 'done');
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the roles as still text, with no typing, particles or cursor', async ({ page }) => {
    await page.goto('/');
    const still = page
      .locator('#hero span[aria-hidden="true"]')
      .getByText(profile.roles.join(' · '), { exact: true })
      // With one role, the line's hidden sizing copy has the same text.
      .filter({ visible: true });
    await expect(still).toBeVisible();
    await expect(page.getByTestId('typed-headline')).toBeHidden();
    await page.mouse.move(200, 200);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    await expect(page.locator('[data-cursor]')).toHaveCount(0);
    await expect(page.locator(PARTICLES_RUNNING)).toHaveCount(0);
    const next = page.locator(`#${NEXT} > div`);
    expect(await next.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});
