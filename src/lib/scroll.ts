import { NAV_HEIGHT_PX, SMOOTH_SCROLL_MS } from '../config/site';

export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

let frame = 0;

/** Frames in a row the target must hold still before a scroll is done; and the most it waits. */
const STILL_FRAMES = 2;
const MAX_SETTLE_FRAMES = 30;

/**
 * Scrolls the window to where `target()` says, over `durationMs`, instantly when motion is reduced.
 * The target is read again on every frame, and after the last until it holds still: sections are
 * laid out only as they come near the viewport (`content-visibility: auto` in styles/base.css), so
 * the place a section lands can move while the page scrolls towards it, and just after. Once
 * landed, only a moving target scrolls the page again: a visitor scrolling on is not pulled back.
 * A navigation on the way (a link to another part of the page, an address typed, Back) takes over:
 * the scroll stops where it is and resolves `false`; it resolves `true` once it has landed. It
 * stops on the navigation's `popstate`, which comes before the browser scrolls to the new place:
 * its `hashchange` comes a task later, and Chromium can run a frame in between, in which this
 * scroll, seeing its target moved by a section laid out on the way, pulled the page back.
 */
export function scrollToY(target: () => number, durationMs = SMOOTH_SCROLL_MS): Promise<boolean> {
  cancelAnimationFrame(frame);
  const startY = window.scrollY;
  return new Promise((done) => {
    let stopped = false;
    const navigations = ['popstate', 'hashchange'] as const;
    const stopListening = () => {
      for (const type of navigations) window.removeEventListener(type, superseded);
    };
    function superseded() {
      stopped = true;
      stopListening();
      cancelAnimationFrame(frame);
      done(false);
    }
    for (const type of navigations) window.addEventListener(type, superseded);
    const resolve = () => {
      stopListening();
      done(true);
    };
    let aimed = Number.NaN;
    const aim = (y: number) => {
      window.scrollTo(0, y);
      aimed = y;
    };
    let still = 0;
    let frames = 0;
    const settle = () => {
      if (stopped) return;
      const y = target();
      if (Math.abs(y - aimed) >= 1) {
        aim(y);
        still = 0;
      } else still += 1;
      frames += 1;
      if (still >= STILL_FRAMES || frames >= MAX_SETTLE_FRAMES) resolve();
      else frame = requestAnimationFrame(settle);
    };
    if (prefersReducedMotion() || durationMs <= 0) {
      aim(target());
      frame = requestAnimationFrame(settle);
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      if (stopped) return;
      const t = Math.min(1, (now - start) / durationMs);
      aim(startY + (target() - startY) * easeInOutCubic(t));
      frame = requestAnimationFrame(t < 1 ? step : settle);
    };
    frame = requestAnimationFrame(step);
  });
}

/** Where a section lands: its top just below the fixed bar (the hero at the very top). */
export function sectionTargetY(element: HTMLElement): number {
  const top = element.getBoundingClientRect().top + window.scrollY;
  return Math.max(0, Math.round(top - NAV_HEIGHT_PX));
}

/**
 * Where the page scrolls to bring `element` into view by the least distance (as `block:
 * 'nearest'` does): clear of the fixed bar (the root's `scroll-padding-top`) and of the element's
 * own scroll margins; where it is now if it is in view already.
 */
export function nearestTargetY(element: HTMLElement): number {
  const box = element.getBoundingClientRect();
  const own = getComputedStyle(element);
  const above =
    (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) +
    (parseFloat(own.scrollMarginTop) || 0);
  const below = window.innerHeight - (parseFloat(own.scrollMarginBottom) || 0);
  let by = 0;
  if (box.top < above) by = box.top - above;
  else if (box.bottom > below) by = Math.min(box.bottom - below, box.top - above);
  return Math.max(0, Math.round(window.scrollY + by));
}

/**
 * Smoothly scrolls to the section with this id, or to a place in one (a search result's heading),
 * moves focus to that section and records the address. A place the page keeps hidden (a card a
 * collapsed list holds back) cannot be scrolled to: its section is the place then.
 */
export function scrollToSection(id: string): void {
  const named = document.getElementById(id);
  if (!named) return;
  const section = named.closest<HTMLElement>('section[id]') ?? named;
  const element = named.getClientRects().length > 0 ? named : section;
  history.replaceState(
    history.state,
    '',
    element.id === 'hero' ? location.pathname + location.search : `#${element.id}`,
  );
  void scrollToY(() => sectionTargetY(element)).then((landed) => {
    // Keyboard and screen-reader users continue from the section they chose, unless they have
    // gone elsewhere since.
    if (landed) section.focus({ preventScroll: true });
  });
}
