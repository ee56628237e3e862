import { NAV_HEIGHT_PX } from '../config/site';
import { pushedHere } from './address-history';
import { holdDuringInput } from './hold-during-input';
import { whenIdle } from './idle';
import { onceMoving } from './once-moving';

/** Sections known to stand at their own height: laid out once, by the browser or by this module. */
const laidOutOnce = new WeakSet<Element>();

/**
 * What the last scroll by a section's change of height fell short of, and where it left the page.
 * Chromium scrolls in whole CSS pixels and a section's height need not be whole, so each such
 * scroll may leave up to half a pixel over; the next one makes up for it while the page is still
 * where the last one left it, so that sections laid out one after another do not move the place
 * by a pixel or more. Any other scroll (the visitor's) clears it.
 */
let owed = { left: 0, at: NaN };
let owedWatched = false;

function owe(left: number): void {
  owed = { left, at: window.scrollY };
  if (owedWatched) return;
  owedWatched = true;
  window.addEventListener(
    'scroll',
    () => {
      if (window.scrollY !== owed.at) owed = { left: 0, at: NaN };
    },
    { passive: true },
  );
}

/**
 * Lays `section` out now rather than when it nears the viewport. If it ends above what is in view
 * (at or above the fixed bar), its change of height would move what is in view below it (a section
 * reached by a link, whose top is where the one above ends); the page scrolls by that much in the
 * same task, before anything is painted, with the browser's own scroll anchoring held off meanwhile
 * so the change is not made up for twice (WebKit has no scroll anchoring; Chromium and Firefox do).
 * A section that runs on into the view is left where it is: what is in view is its own content,
 * which stays put as the section grows below it. That happens for a moment after a jump into a
 * section the browser had not drawn yet (the jump lays it out, the next frame draws it), and
 * scrolling by its growth then threw the visitor a screen or more past what they had jumped to.
 */
function layOut(section: HTMLElement): void {
  laidOutOnce.add(section);
  const html = document.documentElement;
  const before = section.getBoundingClientRect();
  const scrolled = window.scrollY;
  html.style.overflowAnchor = 'none';
  section.style.contentVisibility = 'visible';
  const grown = section.getBoundingClientRect().height - before.height;
  // What the browser has already made up: at the foot of the page, a section that shrinks pulls
  // the scroll position up with the page's end, and scrolling by all of it again would move the
  // view by as much the other way.
  const shift = grown - (window.scrollY - scrolled);
  // A pixel's leeway: a section a link has just landed below ends at the bar's foot, give or take
  // the fraction left over from rounding the scroll position.
  if (before.bottom <= NAV_HEIGHT_PX + 1 && shift !== 0) {
    const from = window.scrollY;
    const wanted = shift + (scrolled === owed.at ? owed.left : 0);
    window.scrollBy(0, wanted);
    const left = wanted - (window.scrollY - from);
    // Under a pixel is rounding; more, the page's top or foot, which no scrolling gets past.
    owe(Math.abs(left) < 1 ? left : 0);
  }
  html.style.removeProperty('overflow-anchor');
}

/** Keeps `section` laid out for two frames: the first draws it, the second has recorded its height. */
function keepForTwoFrames(section: HTMLElement, then: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      section.style.removeProperty('content-visibility');
      then();
    });
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * Lays out every section from the top down to the one holding `target`, before the page is
 * scrolled there: their real heights are then known, so the target stays where it lands instead
 * of moving as the sections above it are laid out later (as they would be while a modal holds the
 * page still, where the browser does not make up for them).
 */
export function layOutThrough(target: Element): void {
  for (const section of document.querySelectorAll<HTMLElement>('.page-section')) {
    const before = section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (!before && !section.contains(target)) return;
    laidOutOnce.add(section);
    section.style.contentVisibility = 'visible';
    keepForTwoFrames(section, () => {});
  }
}

/**
 * A jump far down that the page does not make itself (Find in page, Tab into a field, a screen
 * reader moving to a heading) lands by the stand-in heights of the sections it passed over. The
 * browser draws the one just above the place a frame later, and as it grows it pushes the place
 * down, unless scroll anchoring makes up for it: WebKit has none (styles/base.css lays every
 * section out there), and straight after load Chromium's missed more often than not and
 * Firefox's now and then, by over 2,000 px on a phone. So on a scroll of more than a screen at
 * once, the sections above the view are taken from the nearest up, and each that ends within a
 * screen above it (the ones the browser is about to draw) and has not been laid out yet is laid
 * out in the scroll's own frame, before anything is drawn, the page scrolling by its change of
 * height ({@link layOut}). Returns a function that stops it.
 */
export function layOutOnJumps(root: ParentNode = document): () => void {
  const sections = [...root.querySelectorAll<HTMLElement>('.page-section')];
  // The browser's own drawing of a section (where it says so) counts as laid out.
  const onState = (event: Event) => {
    if (!(event as ContentVisibilityAutoStateChangeEvent).skipped) {
      laidOutOnce.add(event.target as Element);
    }
  };
  for (const section of sections) {
    section.addEventListener('contentvisibilityautostatechange', onState);
  }
  // From the top, not from where the page is now: this starts after the first paint, and a jump
  // made just before (its scroll event not yet sent) must still count as one.
  let last = 0;
  const onScroll = () => {
    if (Math.abs(window.scrollY - last) > window.innerHeight && !modalShown()) {
      const inView = sections.findIndex(
        (section) => section.getBoundingClientRect().bottom > NAV_HEIGHT_PX + 1,
      );
      // A copy, turned to go from the nearest up: laying a section out moves the ones above it
      // (the page scrolls by its change of height), so where each ends is known only once those
      // below it stand at their own height, and one that a section below it brings within a
      // screen by shrinking is laid out here too.
      const above = sections.slice(0, inView === -1 ? sections.length : inView).reverse();
      for (const section of above) {
        // Further up, the browser leaves it undrawn: the idle pass makes up for it in its turn.
        if (section.getBoundingClientRect().bottom < -window.innerHeight) break;
        // Shown in full by the style sheet, a section stands at its own height already.
        if (
          laidOutOnce.has(section) ||
          /^(visible|hidden)$/.test(getComputedStyle(section).contentVisibility)
        ) {
          continue;
        }
        layOut(section);
        keepForTwoFrames(section, () => {});
      }
    }
    last = window.scrollY;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    for (const section of sections) {
      section.removeEventListener('contentvisibilityautostatechange', onState);
    }
  };
}

/** A key the field or control under it keeps for itself (End moves a field's caret). */
function keptByTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(input|textarea|select)$/.test(target.localName))
  );
}

/**
 * Lays out every section when the visitor presses End (or Ctrl+End) on the page, before the
 * browser scrolls: at their guessed heights the page's end is not where its foot is, and End would
 * land in the middle, the page still growing below. Returns a function that stops it.
 */
export function layOutBeforeEnd(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'End' || event.defaultPrevented || keptByTarget(event.target)) return;
    if (document.querySelector('dialog[open]')) return;
    const sections = document.querySelectorAll<HTMLElement>('.page-section');
    const last = sections[sections.length - 1];
    if (last) layOutThrough(last);
  };
  window.addEventListener('keydown', onKey);
  return () => window.removeEventListener('keydown', onKey);
}

/**
 * Not while a modal is open or its address is current: stepping back restores the scroll position
 * the browser saved before, which a section grown meanwhile would have made wrong.
 */
function modalShown(): boolean {
  return pushedHere() || document.querySelector('dialog[open]') !== null;
}

/**
 * Sections off screen are skipped at first (`content-visibility: auto`, styles/base.css) and
 * stand in at a guessed height. Once the page is idle, this lays each of them out, one section per
 * idle moment, and keeps it so for two frames, so that each keeps its real height from then on
 * (the "auto" in `contain-intrinsic-size`): scroll positions, the scrollbar and anything that
 * measures the page are then right, without one long layout of the whole page while it starts.
 * A section whose content changes later is laid out again. Returns a function that stops it.
 */
export function layOutSectionsWhenIdle(root: ParentNode = document): () => void {
  const sections = [...root.querySelectorAll<HTMLElement>('.page-section')];
  const pending = [...sections];
  let running = false;
  let cancel = () => {};
  // Nor while a press or a key is being answered: the particles stand still then, and the idle
  // moments that opens would otherwise put a section's layout between the input and its answer.
  let answering = false;
  const stopWatchingInput = holdDuringInput(
    () => (answering = true),
    () => (answering = false),
  );
  const next = () => {
    if (answering || modalShown()) {
      cancel = whenIdle(next);
      return;
    }
    const section = pending.shift();
    if (!section) {
      running = false;
      return;
    }
    layOut(section);
    cancel = keepForTwoFrames(section, () => {
      cancel = whenIdle(next);
    });
  };
  const run = () => {
    if (running) return;
    running = true;
    cancel = whenIdle(next);
  };
  // A section whose content changes after its turn (a form's note once its code has loaded) may
  // be off screen by then, still standing at the height it had: it takes another turn. One in view
  // is laid out by the browser anyway, and keeps the height it has when it leaves: a headline
  // typing itself or a form's counter there would otherwise cost a layout at every change.
  // One that changed in view takes its turn once it has left: the observer reports a departure a
  // little after the browser stops drawing a section, and a change in between must not be lost.
  const inView = new Set<Element>();
  const changedInView = new Set<HTMLElement>();
  // A changed section goes to the front: its height is known to be wrong, while the first pass's
  // sections ahead of it may each wait out an idle timeout on a busy phone.
  const queue = (section: HTMLElement) => {
    const at = pending.indexOf(section);
    if (at !== -1) pending.splice(at, 1);
    pending.unshift(section);
  };
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const section = entry.target as HTMLElement;
      if (entry.isIntersecting) {
        inView.add(section);
      } else {
        inView.delete(section);
        if (changedInView.delete(section)) queue(section);
      }
    }
    if (pending.length > 0) run();
  });
  // Attributes count too (a form's fields and note as its code takes them over, `hidden` turned
  // off), except this pass's own `style` on the section.
  const changes = (section: HTMLElement, record: MutationRecord) =>
    section.contains(record.target) &&
    !(record.target === section && record.attributeName === 'style');
  const changed = new MutationObserver((records) => {
    for (const section of sections) {
      if (!records.some((record) => changes(section, record))) continue;
      if (inView.has(section)) changedInView.add(section);
      else queue(section);
    }
    if (pending.length > 0) run();
  });
  // A change of the whole page's measure (the window resized or zoomed, a phone turned, the root's
  // font size) changes the height of every section, those off screen too, with nothing changing
  // inside any: each takes another turn, from the top. The pass's own style on <html> changes
  // neither, and starts none.
  const html = document.documentElement;
  const pageMeasure = () => `${html.clientWidth} ${getComputedStyle(html).fontSize}`;
  let measure = pageMeasure();
  const checkPage = () => {
    const now = pageMeasure();
    if (now === measure) return;
    measure = now;
    for (const section of [...sections].reverse()) queue(section);
    run();
  };
  window.addEventListener('resize', checkPage);
  const rootChanged = new MutationObserver(checkPage);
  rootChanged.observe(html, {
    attributes: true,
    attributeFilter: ['style', 'class', 'lang', 'dir'],
  });
  for (const section of sections) {
    seen.observe(section);
    changed.observe(section, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  }
  run();
  return () => {
    stopWatchingInput();
    window.removeEventListener('resize', checkPage);
    rootChanged.disconnect();
    seen.disconnect();
    changed.disconnect();
    cancel();
  };
}

/**
 * {@link layOutSectionsWhenIdle}, but only once the visitor starts moving through the page, or
 * `delayMs` after the call (src/lib/once-moving.ts): the first seconds of a visit carry no layout
 * the visitor did not ask for. Returns a function that stops it.
 */
export function layOutSectionsOnceMoving(delayMs: number, root: ParentNode = document): () => void {
  let stop = () => {};
  const cancel = onceMoving(delayMs, () => {
    stop = layOutSectionsWhenIdle(root);
  });
  return () => {
    cancel();
    stop();
  };
}
