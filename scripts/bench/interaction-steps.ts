// The interactions `npm run bench:interactions` measures and `profile-interactions.ts` traces: how
// each brings its control into view on a settled page, the visitor's input, and its result.
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { categories, projects } from '../../src/content';
import { projectFilters } from '../../src/lib/projects.ts';
import { t } from '../../src/words/index.ts';

export interface Interaction {
  name: string;
  /** The device: its viewport, and on a phone a touch screen (so no mouse, and no custom cursor). */
  device: BrowserContextOptions;
  /** Brings the control into view and waits until the part of the page it belongs to has started. */
  prepare: (page: Page) => Promise<void>;
  /** The visitor's input. */
  act: (page: Page) => Promise<void>;
  /** True in the page once the result is in the DOM. */
  result: () => boolean;
}

/**
 * Waits until the part of the page named by `selector` is hydrated, then until every island has
 * woken and the browser is idle: the visitor's input meets the page settled, as it met the page
 * when one root hydrated it all (islands still waking would add their work to the input's).
 */
const hydrated = async (page: Page, selector: string) => {
  await page.locator(`${selector}[data-hydrated="true"]`).waitFor({ state: 'attached' });
  // The islands no trigger woke follow once the visitor moves through the page (a scroll).
  await page.waitForFunction(
    () => {
      window.dispatchEvent(new Event('scroll'));
      return document.querySelector('[data-root][data-hydrated="false"]') === null;
    },
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
};

/**
 * Puts the pointer on `control` and lets the page settle: a visitor's mouse reaches a button before
 * they press it, and the hover's frame is drawn by then. Playwright's click() moves and presses in
 * one go, right after its own checks in the page, so that frame and those checks were counted as
 * the press's input delay. On a phone (the menu) there is no hover: that press is tapAt().
 */
const pointAt = async (page: Page, control: Locator) => {
  await control.scrollIntoViewIfNeeded();
  await control.hover();
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5000 })));
};

/**
 * A finger's tap on `control`. Playwright's own tap() also puts listeners of its own in the page,
 * to check what the tap lands on; those ran inside the input's task and were counted as the
 * page's time.
 */
const tapAt = async (page: Page, control: Locator) => {
  const box = await control.boundingBox();
  if (!box) throw new Error('The control to press is not on the page.');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
};

/** A press and release where the pointer is. */
const press = async (page: Page) => {
  await page.mouse.down();
  await page.mouse.up();
};

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };

const featured = projects.find((project) => project.featured) ?? projects[0];
// A filter other than the one shown at first, when the content has one.
const filter =
  projectFilters(categories.projects, projects).at(1) ??
  projectFilters(categories.projects, projects)[0];

const filterButton = (page: Page) =>
  page
    .getByRole('group', { name: t('projects.filters') })
    .getByRole('button', { name: filter, exact: true });
const infoButton = (page: Page) =>
  page.getByRole('button', { name: t('projects.card.infoAbout', { title: featured!.title }) });

export const INTERACTIONS: Interaction[] = [
  {
    name: 'open the menu on a phone',
    // A phone has a touch screen: no hover, and no custom cursor (wantsCustomCursor), whose
    // transitions a mouse on a narrow desktop window adds to the press.
    device: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    prepare: (page) => hydrated(page, 'header'),
    act: (page) => tapAt(page, page.getByRole('button', { name: t('navbar.openMenu') })),
    result: () =>
      document.querySelector('header button[aria-controls][aria-expanded="true"]') !== null,
  },
  {
    name: `choose the project filter "${filter}"`,
    device: DESKTOP,
    async prepare(page) {
      await page.locator('#projects').scrollIntoViewIfNeeded();
      await hydrated(page, '#projects');
      await pointAt(page, filterButton(page));
    },
    act: press,
    result: () =>
      document.querySelector('#projects button[aria-pressed="true"]') !==
      document.querySelector('#projects [role="group"] button'),
  },
  {
    name: 'open a project modal',
    device: DESKTOP,
    async prepare(page) {
      await page.locator('#projects').scrollIntoViewIfNeeded();
      await hydrated(page, '#projects');
      await pointAt(page, infoButton(page));
    },
    act: press,
    result: () => document.querySelector('dialog[open]') !== null,
  },
  {
    name: 'type in the contact form',
    device: DESKTOP,
    async prepare(page) {
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await hydrated(page, '#contact');
      await page.getByLabel(t('contact.form.name.label')).focus();
    },
    // One key: each key is an interaction of its own, and the first after focus is the slowest.
    act: (page) => page.keyboard.type('A'),
    result: () => (document.activeElement as HTMLInputElement | null)?.value === 'A',
  },
];
// The filter changes nothing when the content has a single one; measuring it would measure nothing.
// A page with no projects has neither the filter nor a project's window to open.
if (!featured) INTERACTIONS.splice(1, 2);
else if (projectFilters(categories.projects, projects).length < 2) INTERACTIONS.splice(1, 1);

/** Records inputs and Event Timing entries from the start, before the page's own scripts. */
export function recordInputs() {
  const w = window as unknown as { __inputAt: number[]; __durations: number[] };
  w.__inputAt = [];
  w.__durations = [];
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => w.__inputAt.push(event.timeStamp), { capture: true });
  }
  new PerformanceObserver((list) => {
    // interactionId is newer than this TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & {
      interactionId?: number;
    })[]) {
      if (entry.interactionId) w.__durations.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // Frames of 50 ms or more, as [start, end of rendering]: resultPaintedAt() reads them.
  const frames: [number, number][] = [];
  (window as unknown as { __longFrames: typeof frames }).__longFrames = frames;
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        frames.push([entry.startTime, entry.startTime + entry.duration]);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
}

/**
 * In the page, once the result is painted (watchForResult): when the frame that painted it is done
 * rendering. A long frame's Long Animation Frame entry says so exactly; a short one ended before the
 * next frame started, which is taken then. The start of the next frame alone would also count work
 * the page queued after the paint (a modal becomes modal then).
 */
export function resultPaintedAt(): number {
  const w = window as unknown as {
    __longFrames: [number, number][];
    __resultFrameAt: number;
    __resultAt: number;
  };
  const frame = w.__longFrames.find(
    ([start, end]) => start <= w.__resultFrameAt && w.__resultFrameAt <= end,
  );
  return frame ? Math.min(frame[1], w.__resultAt) : w.__resultAt;
}

/**
 * Starts watching for the result in the page: on every frame, before it is drawn, the check runs;
 * the first frame that finds the result paints it. Its time and the start of the frame after are
 * recorded (resultPaintedAt() makes one time of them). The check is sent as source (tsx names
 * functions with a helper the page lacks; a no-op stands in for it).
 */
export function watchForResult(page: Page, result: () => boolean): Promise<unknown> {
  return page.evaluate(`(() => {
    const __name = (f) => f;
    const done = ${result.toString()};
    window.__resultAt = 0;
    const frame = () => {
      if (!done()) requestAnimationFrame(frame);
      else {
        window.__resultFrameAt = performance.now();
        requestAnimationFrame(() => (window.__resultAt = performance.now()));
      }
    };
    requestAnimationFrame(frame);
  })()`);
}
