// What a journey does with a page, the same in every engine: find controls as a visitor would (by
// role and name), click them with the real pointer, and wait for conditions, never for time.
import type { Session } from './engines.ts';
import { animationsSettled } from '../settled';

export type Role = 'button' | 'link';

/** How long a condition may take; generous, as a loaded two-core machine runs the engines side by side. */
const WAIT_MS = 15_000;

export class JourneyError extends Error {}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new JourneyError(message);
}

/** Polls `fn` in the page until it returns something truthy; fails with `message` after `ms`. */
export async function waitFor<A extends unknown[], R>(
  session: Session,
  message: string,
  fn: (...args: A) => R,
  ...args: A
): Promise<NonNullable<Awaited<R>>> {
  const deadline = Date.now() + WAIT_MS;
  let last: Awaited<R> | undefined;
  for (;;) {
    last = await session.evaluate(fn, ...args);
    if (last) return last as NonNullable<Awaited<R>>;
    if (Date.now() > deadline) {
      throw new JourneyError(`timed out: ${message} (last: ${JSON.stringify(last)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls a condition outside the page (a file on disk). */
export async function waitUntil<T>(
  message: string,
  fn: () => Promise<T> | T,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await fn();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new JourneyError(`timed out: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Problems the page recorded (proxy.ts's collector): console errors, page errors, CSP. */
export async function pageProblems(session: Session): Promise<string[]> {
  return session.evaluate(
    () => (window as unknown as { __problems?: string[] }).__problems ?? ['no collector in page'],
  );
}

export async function expectNoProblems(session: Session): Promise<void> {
  const problems = await pageProblems(session);
  check(problems.length === 0, `the page reported: ${problems.join(' | ')}`);
}

/** Loads `url` and waits until React handles every part of the page it hydrates. */
export async function openPage(session: Session, url: string): Promise<void> {
  await session.goto(url);
  await waitHydrated(session);
}

export async function waitHydrated(session: Session): Promise<void> {
  // The islands no trigger has woken follow once the visitor moves through the page (a scroll).
  // A page still being parsed has no island marked yet (and, after a link, may not have run the
  // collector in its head), so it counts only once parsed.
  try {
    await waitFor(session, 'the page to hydrate', () => {
      if (document.readyState === 'loading') return false;
      window.dispatchEvent(new Event('scroll'));
      return [...document.querySelectorAll('[data-hydrated="false"]')].every((el) =>
        el.closest('[data-island]'),
      );
    });
  } catch (error) {
    // Name the parts still waiting, and whether the page's code had been asked for at all.
    // The page may be gone too: then the timeout alone is the message.
    const state = await session
      .evaluate(() => {
        const entry = document.querySelector('[data-entry]')?.getAttribute('data-entry');
        return {
          readyState: document.readyState,
          waiting: [...document.querySelectorAll('[data-hydrated="false"]')]
            .filter((el) => !el.closest('[data-island]'))
            .map((el) => el.getAttribute('data-root') ?? (el.id || el.tagName)),
          entryAskedFor:
            entry === null || entry === undefined
              ? 'no entry'
              : performance.getEntriesByType('resource').some((e) => e.name.endsWith(entry)),
        };
      })
      .catch((reading: unknown) => `(the page could not be read: ${String(reading)})`);
    throw new JourneyError(`${(error as Error).message}; ${JSON.stringify(state)}`);
  }
}

/**
 * Finds the one shown element with this role and accessible name (inside `within`, a CSS
 * selector) and tags it, returning a selector for it; null when there is none.
 */
export async function find(
  session: Session,
  role: Role,
  name: string,
  within = 'body',
): Promise<string | null> {
  return session.evaluate(
    (role, name, within) => {
      const selector = role === 'button' ? 'button, [role="button"]' : 'a[href]';
      const nameOf = (el: Element) => {
        const label = el.getAttribute('aria-label');
        if (label) return label.trim();
        const by = el.getAttribute('aria-labelledby');
        const text = by
          ? by
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : el.textContent;
        return (text ?? '').replace(/\s+/g, ' ').trim();
      };
      const shown = (el: Element) =>
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== 'hidden' &&
        // A closed <details>' content keeps its boxes in Firefox, unseen.
        el.checkVisibility();
      const matches = [...document.querySelectorAll(within)].flatMap((scope) =>
        [...scope.querySelectorAll(selector)].filter((el) => shown(el) && nameOf(el) === name),
      );
      if (matches.length !== 1) return null;
      const tag = `x${Math.random().toString(36).slice(2)}`;
      matches[0].setAttribute('data-journey', tag);
      return `[data-journey="${tag}"]`;
    },
    role,
    name,
    within,
  );
}

export async function get(
  session: Session,
  role: Role,
  name: string,
  within = 'body',
): Promise<string> {
  const found = await find(session, role, name, within);
  if (!found) {
    const names = await session.evaluate(
      (within) =>
        [...document.querySelectorAll(within)].flatMap((scope) =>
          [...scope.querySelectorAll('button, a[href]')]
            .filter((el) => el.getClientRects().length > 0)
            .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim()),
        ),
      within,
    );
    check(found, `one shown ${role} named "${name}" in ${within} (there: ${names.join(', ')})`);
  }
  return found;
}

/**
 * Where a click on `selector` lands after scrolling it into view, if it lands on it: the centre,
 * when the element there is it or inside it (not covered, not off screen); null otherwise.
 */
export async function hitPoint(
  session: Session,
  selector: string,
  scroll = true,
): Promise<{ x: number; y: number } | null> {
  return session.evaluate(
    (selector, scroll) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      if (scroll) el.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return null;
      const hit = document.elementFromPoint(x, y);
      return hit && (hit === el || el.contains(hit)) ? { x, y } : null;
    },
    selector,
    scroll,
  );
}

/**
 * Whether nothing is about to move the element, two frames after it was scrolled into view: its
 * section's reveal has run (the observer reports in a frame; WebKit drew none between two polls,
 * and a list still waiting 20 px low slid up under the press), and no animation or transition
 * runs on it or around it.
 */
async function nothingMoves(session: Session, selector: string): Promise<boolean> {
  const revealed = await session.evaluate(
    (selector) =>
      new Promise<boolean>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const el = document.querySelector(selector);
            done(el !== null && !el.closest('[data-reveal="pending"]'));
          }),
        ),
      ),
    selector,
  );
  return revealed && (await session.evaluate(animationsSettled, selector));
}

/** What the page saw of one click (see {@link click}). */
interface ClickSeen {
  /** Where the press landed, and where the element was at that moment. */
  down?: string;
  /** Where the release landed, and the page's scroll position then (to set beside the press's). */
  up?: string;
  /** What moved the page from just before the press to the click: scrolls, and who asked. */
  moves: string[];
  /** Whether the click reached the element (or something inside it). */
  hit?: boolean;
  target?: string;
}

/**
 * The driver's click on the element's centre, once it is in view, uncovered and still (not
 * sliding in) over two polls; fails if it never is. The click must reach the element: one that
 * lands elsewhere fails at once, saying where the element was when the button went down, so a
 * page that moved under the pointer tells itself apart from a pointer that went astray.
 */
export async function click(session: Session, selector: string, scroll = true): Promise<void> {
  let last = '';
  await waitUntil(`${selector} to be clickable (in view, uncovered, still)`, async () => {
    const point = await hitPoint(session, selector, scroll);
    // Scrolled into view, the centre is the same even while the page shifts: compare the scroll too.
    const key = JSON.stringify([point, await session.evaluate(() => scrollY)]);
    const still = point !== null && key === last && (await nothingMoves(session, selector));
    last = key;
    return still ? point : null;
  });
  await session.evaluate((selector) => {
    const seen: ClickSeen = { moves: [] };
    (window as unknown as { __click?: ClickSeen }).__click = seen;
    // The page's own calls that scroll, recorded until the click, then put back.
    const calls: [object, string][] = [
      [window, 'scrollTo'],
      [window, 'scrollBy'],
      [Element.prototype, 'scrollIntoView'],
    ];
    const originals = calls.map(([owner, name]) => {
      const original = (owner as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        seen.moves.push(`${name}(${JSON.stringify(args)})`);
        return original.apply(this, args);
      };
      return original;
    });
    const putBack = () =>
      calls.forEach(([owner, name], index) => {
        (owner as Record<string, unknown>)[name] = originals[index];
      });
    const onScroll = () => seen.moves.push(`scrolled to ${Math.round(scrollY)}`);
    addEventListener('scroll', onScroll, { passive: true });
    const describe = (event: Event) => {
      const target = event.target as Element | null;
      const name = (target?.getAttribute?.('aria-label') ?? target?.textContent ?? '')
        .trim()
        .slice(0, 30);
      const id = target?.id ? `#${target.id}` : '';
      return `${target?.localName ?? '?'}${id} "${name}"`;
    };
    const scrolled = () => `scroll ${Math.round(scrollX)},${Math.round(scrollY)}`;
    const where = () => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box
        ? `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}`
        : 'gone';
    };
    // Where each section of the page stands, to name the one that moved the element.
    const sections = () =>
      [...document.querySelectorAll('.page-section')]
        .map((s) => `${s.id || '?'} ${Math.round(s.getBoundingClientRect().top)}`)
        .join(', ');
    let sectionsAtPress = '';
    addEventListener(
      'pointerdown',
      (event) => {
        sectionsAtPress = sections();
        seen.down = `pressed at ${Math.round(event.clientX)},${Math.round(event.clientY)} on ${describe(event)} while the element was at ${where()}, ${scrolled()}`;
      },
      { capture: true, once: true },
    );
    addEventListener(
      'pointerup',
      (event) => {
        const now = sections();
        const moved =
          now === sectionsAtPress
            ? 'no section moved'
            : `sections from ${sectionsAtPress} to ${now}`;
        seen.up = `released at ${Math.round(event.clientX)},${Math.round(event.clientY)} on ${describe(event)} while the element was at ${where()}, ${scrolled()}, ${moved}`;
      },
      { capture: true, once: true },
    );
    addEventListener(
      'click',
      (event) => {
        seen.hit = !!document.querySelector(selector)?.contains(event.target as Node);
        seen.target = describe(event);
        removeEventListener('scroll', onScroll);
        putBack();
      },
      { capture: true, once: true },
    );
  }, selector);
  // The driver's own click, which finds the element's centre again as it clicks.
  await session.clickElement(selector);
  // A click that loads another page leaves nothing to check here.
  const seen = await waitFor(session, `the click on ${selector} to arrive`, () => {
    const seen = (window as unknown as { __click?: ClickSeen }).__click;
    return !seen ? 'another page' : seen.hit === undefined ? null : seen;
  });
  if (typeof seen === 'string') return;
  // What the page reported meanwhile (a part of it rendered again, say) may be why.
  const problems = seen.hit ? [] : await pageProblems(session);
  check(
    seen.hit,
    `the click meant for ${selector} reached ${seen.target} (${seen.down ?? 'no press seen'}; ${seen.up ?? 'no release seen'}; moves: ${seen.moves.join(', ') || 'none'}; the page reported: ${problems.join(' | ') || 'nothing'})`,
  );
}

export async function clickByRole(
  session: Session,
  role: Role,
  name: string,
  within = 'body',
): Promise<void> {
  await click(session, await get(session, role, name, within));
}

/** Waits for two animation frames, so a style change has been laid out and painted. */
export function nextFrames(session: Session): Promise<unknown> {
  return session.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
