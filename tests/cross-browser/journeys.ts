// The visitor journeys every engine must pass, at each width. Expectations come from src/content
// (and the pure logic beside it), so any valid content set passes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DARK_MODE_STORAGE_KEY,
  PARTICLES_RUNNING,
  SKILLS_COLLAPSED_COUNT,
} from '../../src/config/site';
import { NAV_ITEMS } from '../../src/config/navigation';
import {
  categories,
  certificates,
  projects,
  publications,
  skillCategories,
} from '../../src/content';
import { STATUS_MESSAGES } from '../../src/lib/contact-form-state';
import { formatCitations } from '../../scripts/citations/format.ts';
import { itemPath, itemSlug } from '../../src/lib/item-address';
import { projectFilters, projectView } from '../../src/lib/projects';
import { animationsSettled } from '../settled';
import { guessedSections } from '../guessed-sections';
import { CARD_LIST, cardRowProblems, cardRows, NARROWER } from '../card-rows';
import { readDownTo } from '../read-down';
import { FAR_SECTION } from '../far-section';
import type { Session } from './engines.ts';
import { FRAMES_AFTER_LOAD } from './proxy.ts';
import {
  check,
  click,
  clickByRole,
  expectNoProblems,
  find,
  get,
  nextFrames,
  openPage,
  waitFor,
  waitHydrated,
  waitUntil,
} from './page.ts';
import { t } from '../../src/words/index.ts';
import { contentDir } from '../../scripts/content-dir.ts';
import { loadNotes, notesOf } from '../../scripts/notes/load.ts';
import { renderNoteMarkdown } from '../../scripts/notes/markdown.ts';
import { findTag, newestFirst, notePath, notesTagPath, noteTags } from '../../src/lib/notes.ts';
import { contentIn, languages, OTHER_LANGUAGES, plain, wordsIn } from '../e2e/languages.ts';
import { paperWord } from '../e2e/search-words.ts';
import { installClipboard, type Clipboard, type CopiedWindow } from '../e2e/clipboard.ts';

export interface Viewport {
  name: 'desktop' | 'phone';
  width: number;
  height: number;
}

export interface JourneyContext {
  session: Session;
  viewport: Viewport;
  baseURL: string;
  /** Where this engine and width leave their screenshots. */
  shot: (name: string) => string;
  /** The directory the site's local API writes sent messages to. */
  outboxDir: string;
}

export interface Journey {
  name: string;
  /** Whether the journey applies (content with no papers has no paper journeys). */
  when?: (context: JourneyContext) => boolean;
  run: (context: JourneyContext) => Promise<void>;
}

const home = (context: JourneyContext) => openPage(context.session, `${context.baseURL}/`);

/** The contact form's field with this label, tagged: a selector for it. */
async function contactField(session: Session, label: string): Promise<string> {
  const selector = await session.evaluate((label) => {
    const found = [...document.querySelectorAll('#contact form label')].find(
      (l) => l.textContent?.replace(/\s+/g, ' ').trim() === label,
    ) as HTMLLabelElement | undefined;
    const control = found?.control;
    if (!control) return null;
    control.setAttribute('data-journey', label);
    return `[data-journey="${label}"]`;
  }, label);
  check(selector, `a field labelled "${label}"`);
  return selector;
}

/** Waits until every finite animation (the bar sliding in, reveals) has finished. */
const settle = (session: Session) => waitFor(session, 'the page to settle', animationsSettled);

/** Whether a section's top sits just below the fixed bar (or the page can scroll no further). */
const landed = (session: Session, id: string) =>
  waitFor(
    session,
    `#${id} to land below the bar`,
    (id) => {
      const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const top = document.getElementById(id)?.getBoundingClientRect().top ?? NaN;
      // No root yet while a link's page is still arriving: not landed.
      const root = document.documentElement;
      if (!root) return false;
      const atEnd = Math.ceil(scrollY + innerHeight) >= root.scrollHeight;
      const state = `${Math.round(top)}:${Math.round(scrollY)}`;
      const w = window as unknown as { __landing?: string };
      // Still for one poll: the smooth scroll has finished.
      const still = w.__landing === state;
      w.__landing = state;
      if (!still) return false;
      if (id === 'hero') return scrollY === 0;
      return top >= bar - 1 && (top <= bar + 2 || atEnd);
    },
    id,
  );

/**
 * Follows the bar's link `label`: on a phone through the menu, which closes again. The portfolio's
 * menu button says whether it is open; an item page's opens the platform's popover (`menuButton`).
 */
async function chooseBarLink(
  context: JourneyContext,
  label: string,
  menuButton = t('navbar.openMenu'),
): Promise<void> {
  const { session, viewport } = context;
  if (viewport.name !== 'phone') {
    await click(session, await get(session, 'link', label, 'header nav ul'), false);
    return;
  }
  const menuShown = (open: boolean) => {
    const button = document.querySelector('header button[aria-controls]');
    const menu = document.getElementById(button?.getAttribute('aria-controls') ?? '');
    const expanded = button?.getAttribute('aria-expanded');
    const said = expanded === null || expanded === undefined || expanded === String(open);
    return said && (menu?.checkVisibility() ?? false) === open;
  };
  await clickByRole(session, 'button', menuButton, 'header');
  await waitFor(session, 'the menu to open', menuShown, true);
  const menu = await session.evaluate(() =>
    document.querySelector('header button[aria-controls]')?.getAttribute('aria-controls'),
  );
  await click(session, await get(session, 'link', label, `#${menu}`), false);
  await waitFor(session, 'the menu to close', menuShown, false);
}

/** Where the top of the section `id` stands once it has not moved for one poll. */
const standingTop = (session: Session, id: string) =>
  waitFor(
    session,
    `#${id} to stand still`,
    (id) => {
      const top = Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? NaN);
      const w = window as unknown as { __standing?: number };
      const still = w.__standing === top;
      w.__standing = top;
      // A section at the viewport's top edge is 0, which is an answer too.
      return still ? { top } : null;
    },
    id,
  ).then(({ top }) => top);

const isDark = (session: Session) =>
  session.evaluate(() => document.documentElement.classList.contains('dark'));

async function expectTheme(context: JourneyContext, dark: boolean): Promise<void> {
  const { session } = context;
  check((await isDark(session)) === dark, `the page is ${dark ? 'dark' : 'light'}`);
  const stored = await session.evaluate((key) => localStorage.getItem(key), DARK_MODE_STORAGE_KEY);
  check(stored === String(dark), `"${DARK_MODE_STORAGE_KEY}" is stored as ${dark}`);
  await session.reload();
  await waitHydrated(session);
  const first = await session.evaluate(
    () => (window as unknown as { __firstFrame?: { dark: boolean } }).__firstFrame,
  );
  check(first, 'the first frame was recorded');
  check(first.dark === dark, `the first frame after reload is ${dark ? 'dark' : 'light'}`);
  check((await isDark(session)) === dark, `the reloaded page stays ${dark ? 'dark' : 'light'}`);
}

/** Shown items of a list, by the text of their heading. */
const shownTitles = (session: Session, list: string) =>
  session.evaluate(
    (list) =>
      [...document.querySelectorAll(`${list} > li`)]
        .filter((li) => li.getClientRects().length > 0)
        .map((li) => li.querySelector('h3')?.textContent?.trim() ?? ''),
    list,
  );

interface ModalKind {
  name: string;
  title: string;
  /** The item's own page, and the older hash address that still opens it. */
  page: string;
  hash: string;
  opener: string;
}

const modalKinds = (): ModalKind[] => {
  // A page with projects features one (the content check asks for it).
  const project = projects.find((p) => p.featured);
  const kinds: ModalKind[] = [];
  if (project) {
    kinds.push({
      name: 'project',
      title: project.title,
      page: itemPath('project', itemSlug(project)),
      hash: `#project-${project.id}`,
      opener: t('projects.card.infoAbout', { title: project.title }),
    });
  }
  const paper = publications.at(0);
  if (paper) {
    kinds.push({
      name: 'paper',
      title: paper.title,
      page: itemPath('paper', itemSlug(paper)),
      hash: `#paper-${paper.id}`,
      opener: t('research.detailsFor', { title: paper.title }),
    });
  }
  return kinds;
};

/**
 * The open dialog is modal and shows its content: a box at least as tall as its heading and one
 * button, and every control inside the viewport and on top where it is drawn.
 */
async function expectDialogShown(session: Session, title: string): Promise<void> {
  const state = await waitFor(
    session,
    `the "${title}" dialog to open and settle`,
    (title) => {
      const dialog = document.querySelector('dialog[open]');
      const heading = dialog?.querySelector('h2');
      if (!dialog || heading?.textContent?.trim() !== title) return null;
      // Drawn first, then made modal (the page behind inert) once that frame is painted.
      if (!dialog.matches(':modal')) return null;
      if (dialog.getAnimations().some((a) => a.playState === 'running')) return null;
      const box = dialog.getBoundingClientRect();
      // checkVisibility: a closed <details>' content keeps its boxes in Firefox, unseen.
      const controls = [...dialog.querySelectorAll('button, a[href]')].filter(
        (el) => el.getClientRects().length > 0 && el.checkVisibility(),
      );
      const smallest = Math.min(...controls.map((el) => el.getBoundingClientRect().height));
      const hidden = controls
        .filter((el) => {
          const r = el.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
            return true;
          const hit = document.elementFromPoint(x, y);
          return !hit || !(hit === el || el.contains(hit));
        })
        .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
      return {
        height: Math.round(box.height),
        needed: Math.round(heading.getBoundingClientRect().height + smallest),
        controls: controls.length,
        hidden,
      };
    },
    title,
  );
  check(state.controls > 0, 'the dialog has controls');
  check(
    state.height >= state.needed,
    `the dialog is ${state.height} px high, at least its heading and a button (${state.needed} px)`,
  );
  check(state.hidden.length === 0, `every control is in view and clickable: ${state.hidden}`);
}

const dialogClosed = (session: Session) =>
  waitFor(session, 'the dialog to close', () => !document.querySelector('dialog[open]'));

/** Replaces the page's clipboard (tests/e2e/clipboard.ts): it records, refuses, or is not there. */
const replaceClipboard = (session: Session, kind: Clipboard) =>
  session.evaluate(installClipboard, kind);

/** Tags the Cite control of the paper titled `title` (its card, or the page's) for selectors. */
const citeControl = (session: Session, title: string | null) =>
  session.evaluate((title) => {
    const scope = title
      ? [...document.querySelectorAll('#research article')].find(
          (card) => card.querySelector('h3')?.textContent?.trim() === title,
        )
      : document.querySelector('main');
    scope?.querySelector('[data-cite]')?.setAttribute('data-journey-cite', '');
    return scope?.querySelector('[data-cite]') ? '[data-journey-cite]' : null;
  }, title);

/** Which citation text is shown, and what it says: exactly one must be. */
const shownCitation = (session: Session, root: string) =>
  waitFor(
    session,
    'one citation style to be shown',
    (root) => {
      const shown = [...document.querySelectorAll(`${root} [data-cite-text]`)].filter(
        (el) => el.getClientRects().length > 0,
      );
      return shown.length === 1
        ? { style: shown[0]!.getAttribute('data-cite-text'), text: shown[0]!.textContent }
        : null;
    },
    root,
  );

const copyState = (session: Session, root: string) =>
  session.evaluate((root) => {
    const field = document.querySelector<HTMLTextAreaElement>(
      `${root} [data-cite-manual] textarea`,
    );
    return {
      status: document.querySelector(`${root} [role="status"]`)?.textContent ?? '',
      copied: (window as unknown as CopiedWindow).copied,
      field: field && !field.closest('[hidden]') ? field.value : null,
      fieldFocused: field !== null && document.activeElement === field,
    };
  }, root);

/**
 * Whether the particle canvas has been drawn on ('started'), or over one second of frames was
 * drawn on again ('moves') or not at all ('still'). Draws are counted by proxy.ts's collector.
 */
const particles = (session: Session, question: 'started' | 'moves' | 'still') =>
  session.evaluate(
    (question, running) =>
      new Promise<boolean>((done) => {
        const draws = () => (window as unknown as { __canvasDraws: number }).__canvasDraws;
        const shown = document.querySelector(running) !== null;
        const before = draws();
        if (question === 'started') {
          done(shown && before > 0);
          return;
        }
        const start = performance.now();
        const tick = (now: number) => {
          if (now - start < 1000) requestAnimationFrame(tick);
          else done((draws() === before) === (question === 'still'));
        };
        requestAnimationFrame(tick);
      }),
    question,
    PARTICLES_RUNNING,
  );

const notesRoot = path.resolve(import.meta.dirname, '../..');
const { notes: notesRead } = await loadNotes(
  path.join(notesRoot, contentDir(notesRoot)),
  contentDir(notesRoot),
  languages,
);

/** The default language's published notes, newest first, as the build reads them. */
const publishedNotes = () => newestFirst(notesOf(notesRead, languages.default, false));

/** Whether a note has a fenced code block. */
const hasCode = (note: { markdown: string }) => /^ {0,3}(```|~~~)/m.test(note.markdown);

/** Whether a note has a footnote `[^x]: …`. */
const hasFootnote = (note: { markdown: string }) => /^\[\^[^\]\n]+\]:/m.test(note.markdown);

export const JOURNEYS: Journey[] = [
  {
    name: 'a note page reads: its code block highlighted and its maths typeset',
    // Content with a note of code or maths; an owner without notes has no note page to read.
    when: () => {
      const folder = path.join(
        path.resolve(import.meta.dirname, '../..'),
        contentDir(path.resolve(import.meta.dirname, '../..')),
        'notes',
      );
      return (
        existsSync(folder) &&
        readdirSync(folder)
          .filter((file) => file.endsWith('.md'))
          .some((file) => /^```|\$/m.test(readFileSync(path.join(folder, file), 'utf8')))
      );
    },
    async run(context) {
      const { session } = context;
      const root = path.resolve(import.meta.dirname, '../..');
      const folder = contentDir(root);
      const { notes } = await loadNotes(path.join(root, folder), folder, languages);
      const published = notesOf(notes, languages.default, false);
      // Code is a fenced block; maths whatever the build typesets as maths.
      const withCode = published.find((note) => /^```/m.test(note.markdown));
      let withMaths: (typeof published)[number] | undefined;
      for (const note of published) {
        if ((await renderNoteMarkdown(note.markdown)).hasMaths) {
          withMaths = note;
          break;
        }
      }
      for (const [note, selector, what] of [
        [withCode, '.note-body pre.shiki', 'a highlighted code block'],
        [withMaths, '.note-body .katex-html', 'typeset maths'],
      ] as const) {
        if (!note) continue;
        await openPage(session, `${context.baseURL}/${notePath(note.slug)}`);
        await waitFor(
          session,
          `the note "${note.title}" to show ${what}`,
          (css) => {
            const element = document.querySelector(css);
            if (!element) return false;
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && document.querySelector('h1') !== null;
          },
          selector,
        );
        if (selector.includes('shiki')) {
          // Highlighted: the tokens are not all one colour.
          const colours = await session.evaluate(
            () =>
              new Set(
                [...document.querySelectorAll('.note-body pre.shiki span span')].map(
                  (span) => getComputedStyle(span).color,
                ),
              ).size,
          );
          check(colours > 1, `the code of "${note.title}" is highlighted (${colours} colour)`);
        } else {
          // Typeset: KaTeX's own font reached the page, not the fallback.
          const font = await session.evaluate(() => {
            const element = document.querySelector('.katex');
            return element ? getComputedStyle(element).fontFamily : '';
          });
          check(
            font.includes('KaTeX'),
            `the maths of "${note.title}" is in KaTeX's font (${font})`,
          );
          // And that font's file came (its WOFF2, the one format the page names).
          const loaded = await session.evaluate(async () => {
            await document.fonts.ready;
            return [...document.fonts]
              .filter((face) => face.status === 'loaded')
              .map((face) => face.family.replace(/["']/g, ''));
          });
          check(
            loaded.includes('KaTeX_Main'),
            `KaTeX's font file reached "${note.title}" (loaded: ${loaded.join(', ') || 'none'})`,
          );
        }
      }
    },
  },
  {
    name: "a note's footnote leads below the bar and back, its code copies, its tag leads to its page",
    // Content with a published note that has a footnote, a code block or a tag.
    when: () =>
      publishedNotes().some((note) => note.tags.length > 0 || hasFootnote(note) || hasCode(note)),
    async run(context) {
      const { session, baseURL } = context;
      const notes = publishedNotes();
      const clearOfBar = (css: string) =>
        waitFor(
          session,
          `${css} to stand in view, below the bar`,
          (css) => {
            const box = document.querySelector(css)?.getBoundingClientRect();
            const bar = document.querySelector('header')?.getBoundingClientRect();
            return !!box && !!bar && box.top >= bar.bottom - 1 && box.top < innerHeight;
          },
          css,
        );
      const withFootnote = notes.find(hasFootnote);
      if (withFootnote) {
        await openPage(session, `${baseURL}/${notePath(withFootnote.slug)}`);
        const ref = await session.evaluate(() => {
          const link = document.querySelector('.note-body [data-fn-ref]');
          return { id: link?.id ?? '', target: link?.getAttribute('href') ?? '' };
        });
        check(ref.id && ref.target, `"${withFootnote.title}" shows a footnote reference`);
        await click(session, `[id="${ref.id}"]`);
        await clearOfBar(`li[id="${ref.target.slice(1)}"]`);
        await click(session, `li[id="${ref.target.slice(1)}"] a[href="#${ref.id}"]`);
        await clearOfBar(`[id="${ref.id}"]`);
      }
      // The Copy button copies, or where this browser keeps the clipboard closed, selects the
      // code to copy by hand; either way it says which.
      const withCode = notes.find(hasCode);
      if (withCode) {
        await openPage(session, `${baseURL}/${notePath(withCode.slug)}`);
        await click(session, '[data-code] [data-code-copy]');
        const outcome = await waitFor(
          session,
          `the Copy of "${withCode.title}" to say what it did`,
          ([copied, selected]) => {
            const block = document.querySelector('[data-code]');
            const said = block?.querySelector('[role="status"]')?.textContent ?? '';
            if (said === copied) return 'copied';
            if (said !== selected) return null;
            const code = block?.querySelector('pre')?.textContent ?? '';
            return getSelection()?.toString() === code &&
              document.activeElement?.localName === 'pre'
              ? 'selected'
              : 'said "selected" but the code is not';
          },
          [t('notes.codeCopied'), t('notes.codeSelected')] as const,
        );
        check(
          outcome !== 'said "selected" but the code is not',
          `the Copy of "${withCode.title}" ${outcome}`,
        );
      }
      const tagged = notes.find((note) => note.tags.length > 0);
      if (tagged) {
        const tag = findTag(noteTags(notes, languages.default), tagged.tags[0]!)!;
        await openPage(session, `${baseURL}/${notePath(tagged.slug)}`);
        await click(session, 'article header ul a');
        await waitFor(
          session,
          `the page of the tag "${tag.name}" to list "${tagged.title}"`,
          ([path, title]) =>
            decodeURIComponent(location.pathname).endsWith(path) &&
            [...document.querySelectorAll('main article h2')].some(
              (heading) => heading.textContent?.trim() === title,
            ),
          [`/${notesTagPath(tag.slug)}`, tagged.title] as const,
        );
      }
    },
  },
  {
    name: 'loads with no console error, page error or CSP violation',
    async run(context) {
      await home(context);
      await settle(context.session);
      await nextFrames(context.session);
      await context.session.screenshot(context.shot('light'));
    },
  },
  {
    // Each engine rounds a card's width its own way; a full row must still hold all its cards.
    name: 'lists of cards fill each row and centre a short last one',
    // Content with lists of cards: skills, projects, papers or certificates.
    when: ({ viewport }) =>
      viewport.name === 'desktop' &&
      [skillCategories, projects, publications, certificates].some((list) => list.length > 0),
    async run(context) {
      const { session } = context;
      await home(context);
      const lists = [];
      const count = await session.evaluate(
        (selector) => document.querySelectorAll(selector).length,
        CARD_LIST,
      );
      for (let index = 0; index < count; index++) {
        // In view and still, as a visitor sees it: the cards' entrance moves them.
        await session.evaluate(
          (selector: string, index: number) =>
            document.querySelectorAll(selector)[index]?.scrollIntoView(),
          CARD_LIST,
          index,
        );
        await settle(session);
        lists.push(
          ...(await session.evaluate(cardRows, { selector: CARD_LIST, index, narrower: NARROWER })),
        );
      }
      check(
        lists.some((list) => list.declared > 1),
        'some list of cards has two columns or more',
      );
      const problems = cardRowProblems(lists);
      check(problems.length === 0, problems.join('; '));
    },
  },
  {
    name: 'nav links land each section below the bar; the phone menu opens and closes',
    async run(context) {
      await home(context);
      for (const item of [...NAV_ITEMS.slice(1), NAV_ITEMS[0]]) {
        await chooseBarLink(context, item.label);
        await landed(context.session, item.id);
      }
    },
  },
  {
    // The browser scrolls to the place on the page's first layout, and the sections above it,
    // standing in at a guessed height until drawn, must not push it away as they are drawn.
    name: "an item page's bar links land a section far down the portfolio below the bar",
    when: () => projects.length + publications.length > 0,
    async run(context) {
      const project = projects.find((p) => p.featured);
      const paper = publications.at(0);
      const item = project
        ? itemPath('project', itemSlug(project))
        : itemPath('paper', itemSlug(paper!));
      const deepest = NAV_ITEMS.at(-1)!;
      const middle = NAV_ITEMS[Math.floor(NAV_ITEMS.length / 2)]!;
      for (const target of new Set([deepest, middle])) {
        await openPage(context.session, `${context.baseURL}/${item}`);
        // As on a first visit: no section heights kept from the portfolio seen earlier in the tab
        // (src/lib/kept-heights.ts), which would stand in for the ones this arrival must meet.
        await context.session.evaluate(() => sessionStorage.clear());
        await chooseBarLink(context, target.label, t('navbar.menu'));
        await waitFor(
          context.session,
          'the portfolio to load',
          (id, from) =>
            !location.pathname.endsWith(from) &&
            document.readyState === 'complete' &&
            document.getElementById(id) !== null,
          target.id,
          item,
        );
        await landed(context.session, target.id);
        // Still there once everything above has been drawn and the idle pass has run.
        await waitHydrated(context.session);
        await nextFrames(context.session);
        await landed(context.session, target.id);
      }
    },
  },
  {
    // Sections not yet drawn stand in at a guessed height: the position the browser restores must
    // mean the same content, after the sections have been drawn as well as before.
    name: 'a reload partway down the page puts the visitor back where they were',
    async run(context) {
      const { session } = context;
      const far = FAR_SECTION;
      await home(context);
      const before = await session.evaluate(readDownTo, far.id);
      await session.reload();
      await waitHydrated(session);
      for (const when of ['after the reload', 'once every section stands at its own height']) {
        if (when !== 'after the reload') {
          await waitUntil(when, async () => (await session.evaluate(guessedSections)).length === 0);
        }
        const after = await standingTop(session, far.id);
        check(
          Math.abs(after - before) <= 1,
          `${when}, #${far.id}'s top is at ${after} px, not at ${before} px where it was`,
        );
      }
    },
  },
  {
    // A jump the page's own code does not make (Find in page, Tab into a field far down, another
    // script's scrollIntoView) gives it no chance to lay out what lies above first. The sections
    // drawn after it must not push the place away.
    name: 'a jump far down the page straight after load stays where it landed',
    async run(context) {
      const { session } = context;
      const far = NAV_ITEMS.at(-1)!;
      await home(context);
      const jumped = await session.evaluate((id) => {
        const target = document.getElementById(id)!;
        target.scrollIntoView({ block: 'start', behavior: 'instant' });
        return Math.round(target.getBoundingClientRect().top);
      }, far.id);
      for (const when of [
        'once the sections near it are drawn',
        'once every section is laid out',
      ]) {
        if (when === 'once every section is laid out') {
          await waitUntil(when, async () => (await session.evaluate(guessedSections)).length === 0);
        } else {
          await nextFrames(session);
          await nextFrames(session);
        }
        const after = await standingTop(session, far.id);
        check(
          Math.abs(after - jumped) <= 1,
          `${when}, #${far.id}'s top is at ${after} px, not at ${jumped} px where the jump put it`,
        );
      }
    },
  },
  {
    // Firefox reports no paint for a page loaded scrolled to a fragment, and the page's code waited
    // for one (scripts/entry-loader.ts): a visitor who followed a link to a section far down met a
    // form that took no typing for seconds after the page had loaded.
    name: "a link straight to a section far down asks for the page's code within frames of load",
    async run(context) {
      const { session } = context;
      const far = NAV_ITEMS.at(-1)!;
      // From another document, so the address loads the page rather than scrolling this one.
      await session.goto('about:blank');
      await session.goto(`${context.baseURL}/#${far.id}`);
      const timing = await waitFor(
        session,
        "the page's code to be asked for, and the frames after load to be drawn",
        (count) => {
          const frames =
            (window as unknown as { __framesAfterLoad?: number[] }).__framesAfterLoad ?? [];
          const src = document.querySelector('[data-entry]')?.getAttribute('data-entry');
          const entry = src
            ? performance.getEntriesByType('resource').find((e) => e.name.endsWith(src))
            : undefined;
          return frames.length >= count && entry ? { asked: entry.startTime, frames } : null;
        },
        FRAMES_AFTER_LOAD,
      );
      const last = timing.frames.at(-1)!;
      check(
        timing.asked <= last,
        `the page's code was asked for ${Math.round(timing.asked - last)} ms after the ` +
          `${FRAMES_AFTER_LOAD}th frame after load`,
      );
      await landed(session, far.id);
      await waitHydrated(session);
    },
  },
  {
    name: 'dark mode toggles, persists across reload, and the first frame after reload is dark',
    async run(context) {
      const { session } = context;
      await home(context);
      check(!(await isDark(session)), 'a first visit is light');
      await clickByRole(session, 'button', t('theme.toggle'), 'header');
      await expectTheme(context, true);
      await settle(session);
      await nextFrames(session);
      await session.screenshot(context.shot('dark'));
      await clickByRole(session, 'button', t('theme.toggle'), 'header');
      await expectTheme(context, false);
    },
  },
  {
    name: 'skills toggle shows every category and back, with its labels',
    when: () => skillCategories.length > SKILLS_COLLAPSED_COUNT,
    async run(context) {
      const { session } = context;
      const list = `#skills ul[aria-label=${JSON.stringify(t('skills.list'))}]`;
      await home(context);
      const all = skillCategories.map((c) => c.category);
      const expectShown = async (count: number) => {
        const titles = await shownTitles(session, list);
        check(
          JSON.stringify(titles) === JSON.stringify(all.slice(0, count)),
          `skills show ${count}: ${titles.join(', ')}`,
        );
      };
      await expectShown(SKILLS_COLLAPSED_COUNT);
      await clickByRole(session, 'button', t('skills.viewAll', { count: all.length }), '#skills');
      await waitFor(
        session,
        t('skills.showLess'),
        (less) =>
          [...document.querySelectorAll('#skills button')].some(
            (b) => b.textContent?.trim() === less,
          ),
        t('skills.showLess'),
      );
      await expectShown(all.length);
      await clickByRole(session, 'button', t('skills.showLess'), '#skills');
      await waitFor(
        session,
        'the skills to collapse',
        (list) => {
          const shown = [...document.querySelectorAll(`${list} > li`)].filter(
            (li) => li.getClientRects().length > 0,
          );
          return shown.length > 0 && document.querySelector(`${list} > li[hidden]`) !== null;
        },
        list,
      );
      await expectShown(SKILLS_COLLAPSED_COUNT);
    },
  },
  {
    name: 'project filters and toggle show the right cards, counter and labels',
    when: () => projects.length > 0,
    async run(context) {
      const { session } = context;
      // The words as the page has them (the owner may have their own), not the sample's English.
      const grid = `#projects ul[aria-label=${JSON.stringify(t('projects.list'))}]`;
      const filters = `[aria-label=${JSON.stringify(t('projects.filters'))}]`;
      await home(context);
      for (const filter of projectFilters(categories.projects, projects)) {
        await clickByRole(session, 'button', filter, filters);
        for (const showAll of [false, true]) {
          const view = projectView(projects, filter, showAll);
          if (showAll && !view.canToggle) continue;
          if (showAll) {
            await clickByRole(session, 'button', t('projects.viewAll', { count: view.total }));
          }
          const shown = t('projects.showing', {
            shown: view.visible.length,
            total: view.total,
            count: view.total,
          });
          const expected = `${filter}: ${shown}`;
          const state = () =>
            session.evaluate((filters) => {
              const pressed = document.querySelector(`${filters} [aria-pressed="true"]`);
              const counter = document.querySelector('#projects p[aria-live]');
              const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim();
              return `${text(pressed)}: ${text(counter)}`;
            }, filters);
          await waitUntil(`"${expected}"`, async () => (await state()) === expected).catch(
            async (error: Error) => {
              const inputs = await session.evaluate(() =>
                JSON.stringify((window as unknown as { __inputs?: string[] }).__inputs),
              );
              throw new Error(`${error.message} (now "${await state()}"; input: ${inputs})`);
            },
          );
          const titles = await shownTitles(session, grid);
          const expectedTitles = view.visible.map((p) => p.title);
          check(
            JSON.stringify(titles) === JSON.stringify(expectedTitles),
            `${filter}${showAll ? ', all' : ''}: shows ${titles.join(', ')}`,
          );
          const toggle = view.canToggle
            ? showAll
              ? t('projects.showLess')
              : t('projects.viewAll', { count: view.total })
            : null;
          if (toggle) check(await find(session, 'button', toggle, '#projects'), `"${toggle}"`);
        }
      }
    },
  },
  // One journey per kind, each with its own time limit.
  ...modalKinds().map((kind) => ({
    name: `the ${kind.name} modal opens with its content visible, closes by Escape, Close and backdrop, returns focus; its addresses open it`,
    async run(context: JourneyContext) {
      const { session, viewport } = context;
      await home(context);
      for (const way of ['Escape', 'Close', 'backdrop'] as const) {
        const opener = await get(session, 'button', kind.opener);
        await click(session, opener);
        await expectDialogShown(session, kind.title);
        if (way === 'Escape') {
          // It opens on what acts on it, not on the language switch in its header.
          await waitFor(
            session,
            'focus on a control of the dialog, not its language switch',
            () => {
              const focused = document.activeElement;
              return focused?.closest('dialog[open]') !== null && focused?.localName !== 'summary';
            },
          );
          await context.session.screenshot(context.shot(`${kind.name}-modal`));
          const open = await session.evaluate(
            () => document.querySelector('dialog[open]') !== null,
          );
          check(open, 'the dialog is still open after its screenshot');
          await session.press('Escape');
        } else if (way === 'Close') {
          // A paper's footer has a Close beside the corner's, and a project's on a phone: the
          // last one shown is the footer's (a project's is hidden from the small width up).
          // The word is looked up here: the function runs in the page, where there is no t().
          const close = await session.evaluate((word) => {
            const named = [...document.querySelectorAll('dialog[open] button')].filter(
              (b) =>
                (b.getAttribute('aria-label') ?? b.textContent?.trim()) === word &&
                b.getClientRects().length > 0,
            );
            named.at(-1)?.setAttribute('data-journey', 'close');
            return named.length > 0 ? '[data-journey="close"]' : null;
          }, t('dialog.close'));
          check(close, 'the dialog has a Close button');
          await click(session, close, false);
        } else {
          // Only a dialog narrower or shorter than the viewport has a backdrop to click.
          const corner = await session.evaluate(() => {
            const box = document.querySelector('dialog[open]')?.getBoundingClientRect();
            return box && box.left > 8 && box.top > 8 ? { x: 4, y: 4 } : null;
          });
          if (!corner) {
            check(viewport.name === 'phone', 'a desktop dialog leaves a backdrop');
            await session.press('Escape');
          } else await session.clickAt(corner.x, corner.y);
        }
        await dialogClosed(session);
        await waitFor(
          session,
          `focus to return to "${kind.opener}" after ${way}`,
          (opener) => document.activeElement === document.querySelector(opener),
          opener,
        );
      }
      // A shared address: the item's own page shows it; the older hash opens its modal.
      await openPage(session, `${context.baseURL}/${kind.page}`);
      await waitFor(
        session,
        `the page ${kind.page} to be headed "${kind.title}"`,
        (title) => document.querySelector('h1')?.textContent?.trim() === title,
        kind.title,
      );
      await openPage(session, `${context.baseURL}/${kind.hash}`);
      await expectDialogShown(session, kind.title);
      await session.press('Escape');
      await dialogClosed(session);
    },
  })),
  {
    name: 'Cite: opens, switches style, copies with and without a clipboard, by keyboard too; the page copies',
    when: () => publications.length > 0,
    async run(context: JourneyContext) {
      const { session } = context;
      const paper = publications[0]!;
      const citation = formatCitations(publications)[String(paper.id)]!;
      await home(context);
      const root = await citeControl(session, paper.title);
      check(root, `the card of "${paper.title}" has a Cite control`);
      await click(session, `${root} summary`);
      const first = await shownCitation(session, root);
      check(first.style === 'bibtex', `BibTeX is shown first (shown: ${first.style})`);
      check(first.text === citation.bibtex, "the BibTeX shown is the paper's");

      // Switch by a style's label, as a pointer does.
      const ieee = await session.evaluate(
        (root, name) => {
          const label = [...document.querySelectorAll(`${root} label`)].find(
            (l) => l.textContent?.trim() === name,
          );
          label?.setAttribute('data-journey', 'ieee');
          return label ? '[data-journey="ieee"]' : null;
        },
        root,
        t('research.cite.style.ieee'),
      );
      check(ieee, 'an IEEE style to choose');
      await click(session, ieee);
      await waitFor(
        session,
        'IEEE to be shown',
        (root) =>
          [...document.querySelectorAll(`${root} [data-cite-text="ieee"]`)].some(
            (el) => el.getClientRects().length > 0,
          ),
        root,
      );
      check(
        (await shownCitation(session, root)).text === citation.ieee,
        "the IEEE shown is the paper's",
      );

      const copy = await get(session, 'button', t('research.cite.copyLabel'), root);
      await replaceClipboard(session, 'works');
      await click(session, copy);
      const done = await waitFor(
        session,
        'the copy to be confirmed',
        (root) => document.querySelector(`${root} [role="status"]`)?.textContent?.trim() || null,
        root,
      );
      check(done === t('research.cite.copied'), `the status says it was copied (says "${done}")`);
      const state = await copyState(session, root);
      check(state.copied.join() === citation.ieee, 'the IEEE citation was copied');

      for (const kind of ['refuses', 'missing'] as const) {
        await replaceClipboard(session, kind);
        await click(session, copy);
        await waitFor(
          session,
          `the citation in a field when the clipboard ${kind}`,
          (root) =>
            document.querySelector(`${root} [data-cite-manual]:not([hidden]) textarea`) !== null &&
            document.activeElement ===
              document.querySelector(`${root} [data-cite-manual] textarea`),
          root,
        );
        const manual = await copyState(session, root);
        check(manual.field === citation.ieee, `the field holds the IEEE citation (${kind})`);
        check(manual.fieldFocused, `the field has focus, its text selected to copy (${kind})`);
      }

      // Keyboard alone: from the summary, close and open, move to the styles, choose, copy.
      await home(context);
      const keys = await citeControl(session, paper.title);
      check(keys, 'the Cite control again');
      await session.evaluate(
        (root) => document.querySelector<HTMLElement>(`${root} summary`)?.focus(),
        keys,
      );
      await session.press('Enter');
      await waitFor(
        session,
        'the panel to open by Enter',
        (root) => document.querySelector(`${root} input[value="bibtex"]`) !== null,
        keys,
      );
      await session.press('Tab');
      await waitFor(
        session,
        'Tab to reach the chosen style',
        (root) =>
          document.activeElement === document.querySelector(`${root} input[value="bibtex"]`),
        keys,
      );
      await session.press('ArrowRight');
      await waitFor(
        session,
        'the arrow to choose APA',
        (root) => document.querySelector<HTMLInputElement>(`${root} input[value="apa"]`)?.checked,
        keys,
      );
      check((await shownCitation(session, keys)).text === citation.apa, 'APA is shown');
      await replaceClipboard(session, 'works');
      await session.press('Tab');
      await waitFor(
        session,
        'Tab to reach Copy',
        (root) => document.activeElement === document.querySelector(`${root} [data-cite-copy]`),
        keys,
      );
      await session.press('Enter');
      await waitFor(
        session,
        'Enter to copy',
        (root) => Boolean(document.querySelector(`${root} [role="status"]`)?.textContent),
        keys,
      );
      check((await copyState(session, keys)).copied.join() === citation.apa, 'APA was copied');

      // The paper's own page: no app, its one script copies.
      await session.goto(`${context.baseURL}/${itemPath('paper', itemSlug(paper))}`);
      const page = await waitUntil("the page's Cite control", () => citeControl(session, null));
      await click(session, `${page} summary`);
      await replaceClipboard(session, 'works');
      await click(session, await get(session, 'button', t('research.cite.copyLabel'), page));
      await waitFor(
        session,
        'the page to copy',
        (root) => Boolean(document.querySelector(`${root} [role="status"]`)?.textContent),
        page,
      );
      check(
        (await copyState(session, page)).copied.join() === citation.bibtex,
        'the page copied BibTeX',
      );
      await expectNoProblems(session);
    },
  },
  {
    // WebKit has no idle callbacks, and the draft once came back only at the page's first idle
    // moment, a second after the form was React's: a visitor who reloaded and typed at once typed
    // into an empty form, and the draft was lost under it.
    name: 'a draft typed before a reload is in the form the moment it is ready; typing adds to it',
    async run(context) {
      const { session } = context;
      await home(context);
      const label = t('contact.form.message.label');
      const draft = `Draft of ${session.engine} ${context.viewport.name}`;
      await click(session, await contactField(session, label));
      await session.type(draft);
      await session.reload();
      const selector = await contactField(session, label);
      // Its Send button is enabled in the commit that hands the form to React.
      const ready = await waitFor(
        session,
        'the form to be ready',
        (selector) => {
          const field = document.querySelector<HTMLTextAreaElement>(selector);
          const send = field?.form?.querySelector<HTMLButtonElement>('button[type="submit"]');
          return field && send && !send.disabled ? { value: field.value } : null;
        },
        selector,
      );
      check(ready.value === draft, `the field was ready holding "${ready.value}"`);
      await click(session, selector);
      await session.type(' P.S.');
      const value = await session.evaluate(
        (selector) => document.querySelector<HTMLTextAreaElement>(selector)?.value,
        selector,
      );
      check(value === `${draft} P.S.`, `the message reads "${value}"`);
      // Leave no draft for the next journey.
      await session.evaluate(() => sessionStorage.clear());
    },
  },
  {
    name: 'a send with empty fields names each in the page’s words; a message sent lands in the outbox, its success text in view',
    async run(context) {
      const { session } = context;
      await home(context);
      // A visitor who has sent nothing lately: the mail SDK refuses a second send within seconds,
      // and a journey run again (REPEAT) is the same visitor.
      await session.evaluate(() => localStorage.clear());
      const name = `Journey ${session.engine} ${context.viewport.name} ${Date.now().toString(36)}`;
      const field = (label: string) => contactField(session, label);
      const submit = await session.evaluate(() => {
        const button = document.querySelector('#contact form button[type="submit"]');
        button?.setAttribute('data-journey', 'submit');
        return button ? '[data-journey="submit"]' : null;
      });
      check(submit, 'a submit button');
      // Sent empty: the browser refuses, and each field says why in the page's words, its bubble
      // too (the engine's own words would be in the browser's language).
      await click(session, await field(t('contact.form.name.label')));
      await waitFor(
        session,
        'the form to unlock',
        (selector) => document.querySelector<HTMLButtonElement>(selector)?.disabled === false,
        submit,
      );
      await click(session, submit);
      const missing = [
        t('contact.problem.name.missing'),
        t('contact.problem.email.missing'),
        t('contact.problem.message.missing'),
      ];
      await waitFor(
        session,
        'each empty field named below itself',
        (said) => {
          const form = document.querySelector('#contact form');
          const shown = [...(form?.querySelectorAll('[aria-invalid="true"]') ?? [])].map(
            (control) => [
              document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent,
              (control as HTMLInputElement).validationMessage,
            ],
          );
          return (
            shown.length === said.length &&
            shown.every(([text, bubble], at) => text === said[at] && bubble === said[at])
          );
        },
        missing,
      );
      for (const [label, text] of [
        [t('contact.form.name.label'), name],
        [t('contact.form.email.label'), 'journey@example.com'],
        [t('contact.form.message.label'), 'Hello from the cross-browser journey.'],
      ]) {
        await click(session, await field(label));
        await session.type(text);
      }
      await click(session, submit);
      await waitFor(
        session,
        'the success message',
        (success) =>
          [...document.querySelectorAll('#contact [role="status"]')].some(
            (s) => s.textContent?.trim() === success,
          ),
        STATUS_MESSAGES.success,
      );
      // The page scrolls it into view, smoothly.
      await waitFor(
        session,
        'the success message to come into view',
        (success) => {
          const status = [...document.querySelectorAll('#contact [role="status"]')].find(
            (s) => s.textContent?.trim() === success,
          );
          const box = status?.getBoundingClientRect();
          return box ? box.top >= 0 && box.bottom <= innerHeight : false;
        },
        STATUS_MESSAGES.success,
      );
      await waitUntil('the message in the outbox', async () => {
        const files = await readdir(context.outboxDir).catch(() => [] as string[]);
        for (const file of files.filter((f) => f.endsWith('.json'))) {
          const record = JSON.parse(await readFile(path.join(context.outboxDir, file), 'utf8')) as {
            template_params?: Record<string, string>;
          };
          if (record.template_params?.from_name === name) return true;
        }
        return false;
      });
    },
  },
  {
    name: "another language: the bar's switch leads there and back; its words and a project speak it",
    when: () => OTHER_LANGUAGES.length > 0,
    async run(context) {
      const { session } = context;
      const tag = OTHER_LANGUAGES[0]!;
      const words = await wordsIn(tag);
      const switchTo = async (language: string) => {
        await click(session, 'header details:has(a[hreflang]) > summary', false);
        await click(session, `header a[hreflang="${language}"]`, false);
        await waitFor(
          session,
          `the page in "${language}"`,
          // During the navigation there is a moment with no document element.
          (language) => document.documentElement?.lang === language,
          language,
        );
        await waitHydrated(session);
      };
      await home(context);
      await switchTo(tag);
      await get(session, 'button', plain(words, 'theme.toggle'), 'header');
      const translated = (await contentIn(tag)).projects[0];
      if (translated) {
        const opener = plain(words, 'projects.card.infoAbout').replace('{title}', translated.title);
        await click(session, await get(session, 'button', opener));
        await expectDialogShown(session, translated.title);
        await session.screenshot(context.shot(`language-${tag}`));
        await session.press('Escape');
        await dialogClosed(session);
      }
      await switchTo(languages.default);
    },
  },
  {
    name: "search: / opens it, a word only one paper's abstract holds finds that paper's page",
    when: () => paperWord() !== undefined,
    async run(context) {
      const { session } = context;
      const { paper, word } = paperWord()!;
      await home(context);
      await session.type('/');
      await waitFor(
        session,
        'the search field to be focused in its dialog',
        () => document.activeElement?.closest('dialog[open]') !== null,
      );
      await session.type(word);
      const href = `/${itemPath('paper', itemSlug(paper))}`;
      await waitFor(
        session,
        `one result, leading to ${href}`,
        (href) => {
          const links = [...document.querySelectorAll('dialog[open] a[href]')].filter(
            (link) => !link.closest('details'),
          );
          return links.length === 1 && links[0]?.getAttribute('href') === href;
        },
        href,
      );
      await session.screenshot(context.shot('search'));
      await session.press('Escape');
      await dialogClosed(session);
    },
  },
  {
    name: 'particles pause while the hero is off screen and resume when it returns; the pause button stops them and the typed line, across a reload',
    async run(context) {
      const { session } = context;
      await openPage(session, `${context.baseURL}/?motion=running`);
      const motion = await session.evaluate(
        () => !matchMedia('(prefers-reduced-motion: reduce)').matches,
      );
      check(motion, 'the engine does not ask for reduced motion');
      // A scroll is one of the visitor's moves that start the particles.
      await session.evaluate(() => window.dispatchEvent(new Event('scroll')));
      await waitUntil('the particles to start', () => particles(session, 'started'));
      check(await particles(session, 'moves'), 'the particles move while the hero is shown');
      // To the foot of the page: on a short page, Contact scrolled to the bar's edge would leave
      // the hero's last strip behind the bar, in view.
      await session.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await waitUntil('the canvas to hold still with the hero off screen', () =>
        particles(session, 'still'),
      );
      await session.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await waitUntil('the particles to move again', () => particles(session, 'moves'));

      // Pause (WCAG 2.2.2): the particles and the typed line stop, and stay stopped on a reload.
      const pressed = async () =>
        session.evaluate(
          (selector) => document.querySelector(selector)?.getAttribute('aria-pressed'),
          await get(session, 'button', t('hero.pauseMotion'), '#hero'),
        );
      const typedShown = () =>
        session.evaluate(() => {
          const typed = document.querySelector<HTMLElement>('[data-testid="typed-headline"]');
          return typed !== null && typed.getClientRects().length > 0;
        });
      await clickByRole(session, 'button', t('hero.pauseMotion'), '#hero');
      await waitUntil('the pause to be pressed', async () => (await pressed()) === 'true');
      await waitUntil('the particles to stop', () => particles(session, 'still'));
      check(!(await typedShown()), 'the typed line is hidden while paused');
      await session.reload();
      await waitHydrated(session);
      check((await pressed()) === 'true', 'the pause is still pressed after a reload');
      await session.evaluate(() => window.dispatchEvent(new Event('scroll')));
      check(await particles(session, 'still'), 'the particles stay still after a reload');
      check(!(await typedShown()), 'the typed line stays hidden after a reload');
      await clickByRole(session, 'button', t('hero.pauseMotion'), '#hero');
      await waitUntil('the pause to be released', async () => (await pressed()) === 'false');
      await waitUntil('the particles to move once more', () => particles(session, 'moves'));
      check(await typedShown(), 'the typed line is back');
    },
  },
];

export async function runJourney(journey: Journey, context: JourneyContext): Promise<void> {
  await journey.run(context);
  await expectNoProblems(context.session);
  // The browser was there all along: a driver that has lost its session can answer every command
  // at once, uselessly, and a journey would pass without having run. A loaded page echoes a word
  // it has never seen.
  const word = `journey-${Math.random().toString(36).slice(2)}`;
  const echo = await context.session.evaluate((word) => `${word} ${document.readyState}`, word);
  check(echo === `${word} complete`, `a loaded page answers (it said: ${String(echo)})`);
}
