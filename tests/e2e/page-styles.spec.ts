// Each page inlines only the CSS it can use (scripts/page-css.ts), a page without JavaScript under
// short class names (scripts/class-names.ts). Whatever it dropped must not have styled anything,
// and no element may have lost its classes' rules: every element of a page, in light and in dark,
// looks the same once its classes have their long names and the whole stylesheet is added back.
// Checked on each kind of page the content has, and on the main page with a project's modal open,
// which only JavaScript renders.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { shortClassNames } from '../../scripts/class-names.ts';
import { profile, projects } from '../../src/content';
import { itemEntries } from '../../scripts/item-pages.ts';
import { katexFiles } from '../../scripts/notes/katex-css.ts';
import { NOTE_BODY_CSS } from '../../scripts/notes/note-css.ts';
import { notePath } from '../../src/lib/notes.ts';
import { t } from '../../src/words/index.ts';
import { expect, expectModal, given, HOME, test, waitForHydration } from './fixtures';
import { addressIn } from './languages';
import { notesWithMaths, publishedNotes } from './notes-content';
import { wordsOf } from './search-words';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const stylesheet = `/assets/${readdirSync(path.join(dist, 'assets')).find((name) => name.endsWith('.css'))}`;
/**
 * The utilities' long names by their short ones: a page without JavaScript writes the short ones
 * (scripts/class-names.ts), which the whole stylesheet gives.
 */
const longNames: Record<string, string> = Object.fromEntries(
  [...shortClassNames(readFileSync(path.join(dist, stylesheet), 'utf8'))].map(([long, short]) => [
    short,
    long,
  ]),
);

/** What the eye sees of an element; sizes that follow the layout are left to the rest. */
const LOOKS = [
  'display',
  'position',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'white-space',
  'padding-block-start',
  'padding-inline-start',
  'border-block-start-width',
  'border-inline-start-width',
  'border-block-start-color',
  'border-start-start-radius',
  'box-shadow',
  'outline-style',
  'flex-direction',
  'align-items',
  'justify-content',
  'grid-template-areas',
  'z-index',
  'overflow-x',
  'cursor',
  'list-style-type',
  'transform',
  'filter',
];

/**
 * Every element's look once its transitions have ended, keyed by its place in the document and its
 * classes' long names. Each step is one synchronous evaluation, polled from here: a page without
 * JavaScript runs no callback of its own, so nothing may wait inside it.
 */
async function looks(page: Page): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .filter((animation) => animation.playState === 'running').length,
      ),
    )
    .toBe(0);
  return page.evaluate(
    ([properties, long]) =>
      [...document.querySelectorAll('body *')].map((element, index) => {
        const style = getComputedStyle(element);
        const values = properties.map((name) => `${name}:${style.getPropertyValue(name)}`);
        if (element.tagName === 'DIALOG') {
          const backdrop = getComputedStyle(element, '::backdrop');
          values.push(`backdrop:${backdrop.backgroundColor} ${backdrop.backdropFilter}`);
        }
        const classes = [...element.classList]
          .map((name) => (Object.hasOwn(long, name) ? long[name] : name))
          .join(' ');
        return `${index} ${element.tagName.toLowerCase()}.${classes} ${values.join(';')}`;
      }),
    [LOOKS, longNames] as const,
  );
}

/**
 * What a note page's own style elements were cut from: the rules of every note's body and KaTeX's
 * whole stylesheet (its fonts' addresses left out: a face's look is its family's name). Served from
 * the site's origin, which the page's policy lets it load.
 */
const NOTES_WHOLE = '/__whole-notes.css';
const notesWhole = `${NOTE_BODY_CSS}\n${readFileSync(katexFiles(root).stylesheet, 'utf8').replace(/src:[^;}]*/g, 'src:local(none)')}`;

/**
 * The utilities a page without JavaScript still names by their long names, in its markup or in
 * its styles' selectors: a rename done on one side only would leave one there.
 */
async function longUtilityNames(page: Page): Promise<string[]> {
  return page.evaluate((utilities) => {
    const long = new Set(utilities);
    const named = new Set<string>();
    for (const element of document.querySelectorAll('[class]')) {
      for (const name of element.classList) named.add(name);
    }
    const unescaped = (name: string) =>
      name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
      );
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(
            /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g,
          )) {
            named.add(unescaped(match[1]!));
          }
        }
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return [...named].filter((name) => long.has(name));
  }, Object.values(longNames));
}

/**
 * The page's looks, then its looks with its classes' long names and the whole stylesheet added
 * back: they must agree.
 */
async function expectNothingDropped(page: Page) {
  const slim = await looks(page);
  await page.route(NOTES_WHOLE, (route) =>
    route.fulfill({ contentType: 'text/css', body: notesWhole }),
  );
  await page.evaluate(
    ([site, notes, long]) => {
      for (const element of document.querySelectorAll('[class]')) {
        const classes = [...element.classList].map((name) =>
          Object.hasOwn(long, name) ? long[name] : name,
        );
        element.setAttribute('class', classes.join(' '));
      }
      const sheets = [site, ...(document.querySelector('style[data-notes]') ? [notes] : [])];
      for (const href of sheets) {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.dataset.whole = '';
        document.head.append(link);
      }
    },
    [stylesheet, NOTES_WHOLE, longNames] as const,
  );
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[data-whole]')].every(
          (link) => (link.sheet?.cssRules.length ?? 0) > 0,
        ),
      ),
    )
    .toBe(true);
  expect(await looks(page)).toEqual(slim);
}

const entries = itemEntries();
/** The first and the last page of a kind: each keeps what its own markup uses, no more. */
function firstAndLast(name: string, paths: string[]): Array<[string, string | undefined]> {
  if (paths.length < 2) return [[`a ${name} page`, paths[0]]];
  return [
    [`the first ${name} page`, paths[0]],
    [`the last ${name} page`, paths.at(-1)],
  ];
}
const itemPaths = (kind: string) =>
  entries.filter((entry) => entry.kind === kind).map((entry) => `/${entry.path}`);
const note = publishedNotes.at(0);
const pages: Array<[string, string | undefined]> = [
  ...firstAndLast('project', itemPaths('project')),
  ...firstAndLast('paper', itemPaths('paper')),
  ...firstAndLast(
    'note',
    publishedNotes.map((each) => `/${notePath(each.slug)}`),
  ),
  ['the notes list', note && '/notes/'],
  ['the missing page', '/no-such-page/'],
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in ${scheme}`, () => {
    test.use({ colorScheme: scheme, reducedMotion: 'reduce' });

    for (const [name, address] of pages) {
      test.describe(name, () => {
        // The missing page answers 404, which the browser reports.
        test.use({ allowConsole: address === '/no-such-page/' ? [/404 \(Not Found\)/] : [] });
        // These pages ship no script: as a visitor without JavaScript sees them, with its state.
        test.use({ javaScriptEnabled: false });
        test(`${name} keeps every style it uses`, async ({ page }) => {
          test.skip(address === undefined, `the content has no ${name}`);
          await page.goto(address!);
          expect(await longUtilityNames(page)).toEqual([]);
          await expectNothingDropped(page);
        });
      });
    }

    test.describe('a note with formulas', () => {
      test.use({ javaScriptEnabled: false });
      test("keeps every style it uses, KaTeX's included", async ({ page }) => {
        const note = (await notesWithMaths()).at(0);
        test.skip(note === undefined, 'no note has a formula');
        await page.goto(addressIn(note!.language, notePath(note!.slug)));
        await expect(page.locator('style[data-maths]')).toHaveCount(1);
        // A face dropped leaves the family's name in place: each of KaTeX's families a formula
        // is drawn in must still have its face.
        const faceless = await page.evaluate(() => {
          const plain = (name: string) => name.trim().replace(/^["']|["']$/g, '');
          const faces = new Set([...document.fonts].map((face) => plain(face.family)));
          const drawnIn = [...document.querySelectorAll('.katex, .katex *')].map((element) =>
            plain(getComputedStyle(element).fontFamily.split(',')[0] ?? ''),
          );
          return [...new Set(drawnIn)].filter(
            (family) => family.startsWith('KaTeX_') && !faces.has(family),
          );
        });
        expect(faceless).toEqual([]);
        await expectNothingDropped(page);
      });
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the main page keeps every style it uses', async ({ page }) => {
        await page.goto(HOME);
        await expectNothingDropped(page);
      });
    });

    test('the main page with a project open keeps every style it uses', async ({ page }) => {
      const project = given(
        projects.find((p) => p.featured),
        'project',
      );
      await page.goto(HOME);
      await waitForHydration(page);
      // Opened from the keyboard: a pointer left on the card would hover it until the browser
      // takes the hover off the page behind the modal, at a moment of its own choosing, which
      // could fall between the two looks.
      await page
        .getByRole('button', { name: t('projects.card.infoAbout', { title: project.title }) })
        .press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectModal(page.getByRole('dialog'));
      await expectNothingDropped(page);
    });

    test('the main page with search open and its results keeps every style it uses', async ({
      page,
    }) => {
      await page.goto(HOME);
      // From the keyboard, so no hover is left on the bar behind it (as with the project above).
      await page.getByRole('button', { name: t('search.open'), exact: true }).press('Enter');
      const dialog = page.getByRole('dialog', { name: t('search.title') });
      await dialog.getByRole('searchbox').fill(wordsOf(profile.name)[0] ?? profile.name);
      await expect(dialog.getByRole('link').first()).toBeVisible();
      await expectModal(dialog);
      await expectNothingDropped(page);
    });

    // The menu opens through the platform without JavaScript, and through the island with it.
    for (const javaScriptEnabled of [true, false]) {
      test.describe(`on a phone${javaScriptEnabled ? '' : ' without JavaScript'}`, () => {
        test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled });

        test('the main page with its menu open keeps every style it uses', async ({ page }) => {
          await page.goto(HOME);
          await page.getByRole('button', { name: t('navbar.openMenu') }).click();
          await expect(page.locator('#mobile-menu')).toBeVisible();
          await expectNothingDropped(page);
        });
      });
    }
  });
}
