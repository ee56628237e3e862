import { SECTION_IDS } from '../../src/config/navigation';
import { categories, projects, publications } from '../../src/content';
import { projectFilters } from '../../src/lib/projects';
import { SHOWCASE } from '../../src/sections/hero/showcase';
import { t } from '../../src/words/index.ts';
import { expectNoViolations } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, given, test } from './fixtures';
import { itemPagePath } from './item-urls';
import { layOutEverySection, overflowing, revealEverything } from './reveal';

const SECTIONS_BELOW_HERO = SECTION_IDS.filter((id) => id !== 'hero');

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    // axe reads all ~1,800 elements and their colours: tens of seconds on a busy two-core machine.
    test.slow();
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        (dark) => localStorage.setItem('darkMode', String(dark)),
        theme === 'dark',
      );
      await page.goto('/');
      await revealEverything(page);
    });

    test('the whole page, every section expanded, has no axe violations', async ({ page }) => {
      await expectNoViolations(page);
    });

    // WCAG 1.4.11: a text field is known by its edge, so the edge stands 3:1 from the colour
    // around the field and from the field's own fill.
    test("the contact form's fields stand out by their edges", async ({ page }) => {
      // The visitor's fields: not the trap for bots, hidden from everyone.
      const fields = page
        .locator('#contact form')
        .locator('input:visible, textarea:visible')
        .filter({ visible: true })
        .and(page.locator(':not([aria-hidden="true"] *)'));
      expect(await fields.count()).toBeGreaterThan(0);
      const contrasts = await fields.evaluateAll((elements) => {
        const canvas = document
          .createElement('canvas')
          .getContext('2d', { willReadFrequently: true })!;
        // Any CSS colour (a color-mix too) as sRGB channels, composited over white.
        const rgb = (css: string) => {
          canvas.fillStyle = '#fff';
          canvas.fillRect(0, 0, 1, 1);
          canvas.fillStyle = css;
          canvas.fillRect(0, 0, 1, 1);
          return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        const luminance = (css: string) => {
          const [r, g, b] = rgb(css).map((v) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          }) as [number, number, number];
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const ratio = (a: string, b: string) => {
          const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [
            number,
            number,
          ];
          return Math.round(((high + 0.05) / (low + 0.05)) * 100) / 100;
        };
        const opaque = (color: string) => !/^rgba\(.*,\s*0\)$|^transparent$/.test(color);
        return elements.map((field) => {
          const style = getComputedStyle(field);
          let around = field.parentElement;
          while (around && !opaque(getComputedStyle(around).backgroundColor)) {
            around = around.parentElement;
          }
          const behind = around ? getComputedStyle(around).backgroundColor : 'white';
          return {
            field: field.id,
            fill: ratio(style.borderTopColor, style.backgroundColor),
            around: ratio(style.borderTopColor, behind),
          };
        });
      });
      for (const { field, fill, around } of contrasts) {
        expect(fill, `#${field}: its edge against its fill`).toBeGreaterThanOrEqual(3);
        expect(around, `#${field}: its edge against the card`).toBeGreaterThanOrEqual(3);
      }
    });

    test('the project and paper modals have no axe violations', async ({ page }) => {
      const openers = [
        ...projects
          .slice(0, 1)
          .map((p) => [p.title, t('projects.card.infoAbout', { title: p.title })]),
        ...publications
          .slice(0, 1)
          .map((p) => [p.title, t('research.detailsFor', { title: p.title })]),
      ];
      for (const [title, opener] of openers) {
        await page.getByRole('button', { name: opener, exact: true }).click();
        await expect(page.getByRole('dialog', { name: title, exact: true })).toBeVisible();
        await expectNoViolations(page, 'dialog[open]', title);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  });
}

test.describe('structure', () => {
  test('has landmarks, one h1 and a heading per section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const id of SECTIONS_BELOW_HERO) {
      await expect(page.locator(`#${id}`)).toHaveAttribute('aria-labelledby', `${id}-heading`);
      await expect(page.locator(`#${id}-heading`)).toHaveJSProperty('tagName', 'H2');
    }
    await expect(page.locator('#particles')).toHaveAttribute('aria-hidden', 'true');
  });

  test('every icon-only control has a name', async ({ page }) => {
    await page.goto('/');
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a[href], button')]
        .filter(
          (el) =>
            !el.textContent?.trim() &&
            !el.getAttribute('aria-label') &&
            !el.getAttribute('aria-labelledby'),
        )
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
  });

  test('every new-tab link is rel="noopener noreferrer" and no element has an inline handler', async ({
    page,
  }) => {
    await page.goto('/');
    // Word by word: a Mastodon link is rel="me noopener noreferrer".
    const badLinks = await page
      .locator('a[target="_blank"]:not([rel~="noopener"][rel~="noreferrer"])')
      .count();
    expect(badLinks).toBe(0);
    const newTab = await page.locator('a[target="_blank"]').count();
    const inline = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].filter((el) =>
          [...el.attributes].some((a) => a.name.startsWith('on')),
        ).length,
    );
    expect(inline).toBe(0);
    // The first check holds of no links at all: content with none has nothing to prove it on.
    given(newTab > 0 || null, 'link that opens in a new tab');
  });
});

for (const width of [320, 375, 768, 1280]) {
  test(`nothing overflows sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await revealEverything(page);
    expect(await overflowing(page)).toEqual([]);
  });
}

test('text reflows without sideways scrolling at 200% zoom', async ({ page }) => {
  // 200% zoom of a 1280 px window is a 640 px layout viewport with twice the text size.
  await page.setViewportSize({ width: 640, height: 400 });
  await page.goto('/');
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await revealEverything(page, { settle: false });
  await layOutEverySection(page);
  expect(await overflowing(page)).toEqual([]);
});

// A larger text size set in the browser (Chromium's "Font size"; a phone's text scaling), which
// the bar's breakpoints follow, in rem: on a desktop the row of links gives way to the menu; on a
// phone the bar tightens (the `cramped` variant) before a control runs off the edge.
for (const [width, size] of [
  [1280, 20],
  [1280, 24],
  [1280, 32],
  [320, 24],
  [375, 32],
] as const) {
  test(`a larger text size set in the browser (${size} px at ${width} px) keeps the bar's controls, its language list and the hero's text in view`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: size, fixed: size } });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      `${size}px`,
    );
    /** What of `selector` under `within` is shown but not wholly on screen, by its name. */
    const outside = (within: Locator, selector: string) =>
      within.evaluate(
        (root, selector) =>
          [...root.querySelectorAll(selector)]
            .filter((element) => element.getClientRects().length > 0)
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.left < -0.5 || box.right > window.innerWidth + 0.5 || box.width < 1;
            })
            .map((element) => element.getAttribute('aria-label') ?? element.textContent),
        selector,
      );
    const bar = page.getByRole('banner');
    expect(await outside(bar, 'a:not([title]), button, summary')).toEqual([]);
    // The hero clips what stands past its edges: its words and buttons stand inside them.
    expect(await outside(page.locator('#hero'), 'h1, p, a')).toEqual([]);
    expect(await overflowing(page)).toEqual([]);
    const languageSwitch = bar.locator('[data-language-switch]');
    if ((await languageSwitch.count()) > 0) {
      await languageSwitch.locator('summary').click();
      await expect(languageSwitch.getByRole('link').first()).toBeVisible();
      expect(await outside(languageSwitch, 'a')).toEqual([]);
    }
  });
}

test.describe("in the visitor's own colours (a contrast theme)", () => {
  test.use({ forcedColors: 'active' });

  /**
   * The fill each element `selector` matches shows (its own, or what shows through it: a gradient
   * is dropped here) and its text colour, with whether it is chosen.
   */
  const looks = (page: Page, selector: string, chosen: string) =>
    page.locator(selector).evaluateAll(
      (elements, chosen) =>
        elements.map((el) => {
          let fill: Element | null = el;
          while (
            fill &&
            /^rgba\(.*,\s*0\)$|^transparent$/.test(getComputedStyle(fill).backgroundColor)
          )
            fill = fill.parentElement;
          const shown = fill ? getComputedStyle(fill).backgroundColor : 'canvas';
          return { chosen: el.matches(chosen), look: `${shown} ${getComputedStyle(el).color}` };
        }),
      chosen,
    );

  /** True when every chosen element looks alike, and unlike every other. */
  const chosenStandsOut = (all: { chosen: boolean; look: string }[]) => {
    const chosen = new Set(all.filter((x) => x.chosen).map((x) => x.look));
    const others = new Set(all.filter((x) => !x.chosen).map((x) => x.look));
    return chosen.size === 1 && others.size > 0 && ![...others].some((x) => chosen.has(x));
  };

  test('the pressed project filter stands out from the others', async ({ page }) => {
    given(projectFilters(categories.projects, projects)[1], 'project category');
    await page.goto('/');
    const filters = `#projects [aria-label="${t('projects.filters')}"] button`;
    expect(chosenStandsOut(await looks(page, filters, '[aria-pressed="true"]'))).toBe(true);
  });

  test("the bar and the phone menu mark the current section's link by more than its colour", async ({
    page,
  }) => {
    const marks = (links: Locator) =>
      links.evaluateAll((all) =>
        all.map(
          (a) => `${a.hasAttribute('aria-current')} ${getComputedStyle(a).textDecorationLine}`,
        ),
      );
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('navbar.label') });
    for (const links of [
      nav.locator('ul').first().getByRole('link'),
      nav.locator('#mobile-menu a'),
    ]) {
      const all = await marks(links);
      expect(all.filter((mark) => mark.startsWith('true'))).toEqual(['true underline']);
      expect(all.filter((mark) => mark.startsWith('false')).every((m) => m === 'false none')).toBe(
        true,
      );
    }
  });

  test("a paper page's chosen citation style stands out from the others", async ({ page }) => {
    const paper = given(publications.at(0), 'paper');
    await page.goto(itemPagePath('paper', paper));
    const styles = 'label:has(> input[type="radio"])';
    expect(chosenStandsOut(await looks(page, styles, ':has(> :checked)'))).toBe(true);
  });

  test('a filled button keeps an edge where its fill is dropped, and a bordered one its border', async ({
    page,
  }) => {
    await page.goto('/');
    const edge = (name: string) =>
      page
        .getByRole('link', { name, exact: true })
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1,
            border: style.borderStyle !== 'none' && parseFloat(style.borderWidth) >= 1,
          };
        });
    // The hero's first call to action is filled: View Projects (or Research), or the résumé on a
    // page without either, where it is the only one.
    if (SHOWCASE) {
      expect(await edge(t(SHOWCASE.word))).toEqual({ outline: true, border: false });
      expect((await edge(t('hero.downloadCv'))).border).toBe(true);
    } else {
      expect(await edge(t('hero.downloadCv'))).toEqual({ outline: true, border: false });
    }
  });
});

/** The icons a page draws whose symbol its sprite lacks: each would be an empty square. */
const missingSymbols = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('use')]
      .map((use) => use.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('#') || document.getElementById(href.slice(1)) === null),
  );

// A code link draws its host's mark, a profile its network's: whatever hosts the content names,
// the sprite of every page holds each symbol it draws, in the modals too.
test("every icon a page draws is in its page's sprite", async ({ page }) => {
  await page.goto('/');
  await revealEverything(page);
  expect(await missingSymbols(page)).toEqual([]);
  for (const [kind, item, opener] of [
    ...projects
      .slice(0, 1)
      .map((p) => ['project', p, t('projects.card.infoAbout', { title: p.title })] as const),
    ...publications
      .slice(0, 1)
      .map((p) => ['paper', p, t('research.detailsFor', { title: p.title })] as const),
  ]) {
    await page.getByRole('button', { name: opener, exact: true }).click();
    await expect(page.getByRole('dialog', { name: item.title, exact: true })).toBeVisible();
    expect(await missingSymbols(page), `${kind} modal`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  for (const path of [
    ...projects.map((project) => itemPagePath('project', project)),
    ...publications.map((paper) => itemPagePath('paper', paper)),
  ]) {
    await page.goto(path);
    expect(await missingSymbols(page), path).toEqual([]);
  }
});
