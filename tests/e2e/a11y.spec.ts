import { SECTION_IDS } from '../../src/config/navigation';
import { PARTICLES_HOST_ID } from '../../src/config/site';
import { categories, projects, publications } from '../../src/content';
import { projectFilters } from '../../src/lib/projects';
import { projectStatusKey } from '../../src/lib/status';
import { itemEntries } from '../../scripts/item-pages.ts';
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

test("a modal's title keeps the dialog's width in a large text size on a phone", async ({
  page,
}) => {
  const project = given(
    projects.find((p) => p.featured),
    'featured project',
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page
    .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
    .click();
  const dialog = page.getByRole('dialog', { name: project.title, exact: true });
  await expect(dialog).toBeVisible();
  const widths = await dialog.evaluate((el) => ({
    dialog: el.clientWidth,
    title: el.querySelector('h2')!.getBoundingClientRect().width,
  }));
  // Beside the language switch and Close, it had a column a few letters wide.
  expect(widths.title).toBeGreaterThan(widths.dialog * 0.6);
});

test('the bar, once the page has scrolled, is solid where the visitor asks for less transparency', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-transparency', value: 'reduce' }],
  });
  await page.goto('/');
  const bar = page.getByRole('banner');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe('none');
  // Its colour eases in: the one it comes to.
  await expect
    .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toMatch(/^rgb\(/);
});

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

  /** The system colours an element may take here: the visitor's palette, as this browser has it. */
  const systemColours = (page: Page) =>
    page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      const names = ['CanvasText', 'LinkText', 'VisitedText', 'ActiveText', 'ButtonText'];
      const colours = names.concat('GrayText', 'HighlightText', 'MarkText', 'SelectedItemText');
      const seen = colours.map((name) => {
        probe.style.color = name;
        return getComputedStyle(probe).color;
      });
      probe.remove();
      return seen;
    });

  test("every icon takes the visitor's colours, none keeps the page's", async ({ page }) => {
    await page.goto('/');
    await revealEverything(page);
    const palette = await systemColours(page);
    const own = await page.locator('svg:has(use)').evaluateAll(
      (icons, palette) =>
        icons
          .filter((icon) => icon.getClientRects().length > 0)
          // Where the page keeps its own colours on purpose (a chosen filter), it sets them all.
          .filter((icon) => getComputedStyle(icon).forcedColorAdjust !== 'none')
          .map((icon) => ({
            icon: icon.querySelector('use')!.getAttribute('href'),
            colour: getComputedStyle(icon).color,
          }))
          .filter(({ colour }) => !palette.includes(colour)),
      palette,
    );
    expect(own).toEqual([]);
  });

  test("the pressed filter's focus ring takes the visitor's text colour", async ({ page }) => {
    given(projectFilters(categories.projects, projects)[1], 'project category');
    await page.goto('/');
    const pressed = page.locator(
      `#projects [aria-label="${t('projects.filters')}"] button[aria-pressed="true"]`,
    );
    // Reached by the keyboard, as a ring shows.
    await pressed.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(pressed).toBeFocused();
    const [canvasText] = await systemColours(page);
    expect(await pressed.evaluate((el) => getComputedStyle(el).outlineColor)).toBe(canvasText);
  });

  test("a skill's level still shows as a bar in its track", async ({ page }) => {
    await page.goto('/');
    const bar = page.locator('#skills [role="progressbar"]').first();
    given((await bar.count()) > 0 || null, 'skill');
    const looks = await bar.evaluate((track) => {
      const fill = track.firstElementChild!;
      return {
        edge: parseFloat(getComputedStyle(track).borderTopWidth),
        track: getComputedStyle(track).backgroundColor,
        fill: getComputedStyle(fill).backgroundColor,
      };
    });
    expect(looks.edge).toBeGreaterThanOrEqual(1);
    expect(looks.fill).not.toMatch(/^rgba\(.*,\s*0\)$|^transparent$/);
    expect(looks.fill).not.toBe(looks.track);
  });

  test('a status badge, the back-to-top button and the open phone menu keep their edges', async ({
    page,
  }) => {
    const project = given(projects.at(0), 'project');
    const edge = (element: Locator) =>
      element.evaluate((el) => {
        const style = getComputedStyle(el);
        return Math.max(
          style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
          parseFloat(style.borderBottomWidth),
        );
      });
    await page.goto('/');
    const badge = page
      .locator('#projects')
      .getByText(t(projectStatusKey(project.status)), { exact: true })
      .first();
    expect(await edge(badge)).toBeGreaterThanOrEqual(1);
    expect(
      await edge(page.getByRole('button', { name: t('footer.backToTop'), exact: true })),
    ).toBeGreaterThanOrEqual(1);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.getByRole('button', { name: t('navbar.openMenu') }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    expect(
      await menu.evaluate((el) => parseFloat(getComputedStyle(el).borderBottomWidth)),
    ).toBeGreaterThanOrEqual(1);
  });

  test('the bar, once the page has scrolled, is solid and has an edge', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('banner');
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).borderBottomWidth))
      .toBe('1px');
    // Its colour eases in: the one it comes to.
    await expect
      .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toMatch(/^rgb\(/);
    expect(await bar.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe('none');
  });

  test("search's matches keep the visitor's marking colours", async ({ page }) => {
    const entry = given(itemEntries()[0], 'project or paper');
    const word = given(
      entry.title.split(/\s+/).find((w) => /^\p{L}{4,}$/u.test(w)),
      'item title with a word of four letters',
    );
    await page.goto(`/search/?q=${encodeURIComponent(word)}`);
    const mark = page.locator('mark').first();
    await expect(mark).toBeVisible();
    const palette = await systemColours(page);
    const looks = await mark.evaluate((el) => ({
      fill: getComputedStyle(el).backgroundColor,
      text: getComputedStyle(el).color,
    }));
    // Mark and MarkText, whole: the page's see-through fill let the text colour meet the canvas.
    expect(looks.fill).toMatch(/^rgb\(/);
    expect(palette).toContain(looks.text);
    expect(looks.fill).not.toBe(looks.text);
  });

  test.describe('with the page moving, as a visitor sees it', () => {
    test.use({ idleMotion: 'running' });
    test('the particles stay off: their lines would cross the text in no colour of the visitor', async ({
      page,
    }) => {
      await page.goto('/');
      // Not drawn at all: a canvas takes none of the visitor's colours.
      await expect(page.locator(`#${PARTICLES_HOST_ID}`)).toHaveCSS('display', 'none');
    });
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
