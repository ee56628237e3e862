import { NAV_HEIGHT_PX } from '../config/site';

/** Each section's height as last accounted for: by the code that changed it, or by the watcher. */
const known = new WeakMap<Element, number>();

/**
 * Records that `section` now stands at `height`, a change nothing in view is to be kept still for
 * (src/lib/lay-out-sections.ts lays out the sections above a target just before scrolling there).
 */
export function accountFor(
  section: Element,
  height = section.getBoundingClientRect().height,
): void {
  known.set(section, height);
}

/** Set while {@link anchorScroll} runs. */
let keepStill = () => {};

/**
 * Keeps what is in view still now, for a change of height just made in this task, rather than in
 * the next frame: code that runs before then (a smooth scroll re-aiming) reads the page as it
 * will be painted. Does nothing unless {@link anchorScroll} runs.
 */
export function keepViewStill(): void {
  keepStill();
}

const inDocumentOrder = (a: Element, b: Element) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * Keeps what is in view still when a section that ends above it changes height, in every browser:
 * the page scrolls by as much, after the layout and before the paint. The page's sections are
 * drawn only once they come near (`content-visibility: auto`, styles/base.css) and until then
 * stand at a guessed height; after a jump deep into the page, the one ending at the bar is drawn
 * in the next frame, and what the visitor jumped to would be pushed a screen or more down. The
 * browsers' own scroll anchoring does not do this reliably: WebKit has none, and Firefox's let the
 * view be pushed whenever the section jumped to had not been drawn yet either. So the page turns
 * it off and does it here, the same everywhere; without JavaScript the browser's own stays.
 * Returns a function that stops it.
 */
export function anchorScroll(root: ParentNode = document): () => void {
  const html = document.documentElement;
  html.style.overflowAnchor = 'none';
  // The page's top-level sections: the hero and those drawn when near.
  const sections = [...root.querySelectorAll<HTMLElement>('main section:not(section section)')];
  // Their heights now, before any of them is drawn: a section drawn before the watcher's first
  // report would otherwise be taken at its drawn height, and its growth go unseen.
  for (const section of sections) if (!known.has(section)) accountFor(section);
  // The scroll position as of the last report or scroll. Where the page's end has since moved up
  // past it (a section shrank while the visitor was at the foot), the browser has pulled the
  // scroll position up with it, and so already made up for that much.
  let lastScrollY = window.scrollY;
  const onScroll = () => (lastScrollY = window.scrollY);
  window.addEventListener('scroll', onScroll, { passive: true });
  const pulledUp = () => {
    const end = html.scrollHeight - html.clientHeight;
    return lastScrollY > end ? window.scrollY - lastScrollY : 0;
  };
  // Makes up for the sections in `changed` (in document order) whose height differs from the one
  // accounted for.
  const makeUp = (changed: Element[]) => {
    const made = pulledUp();
    // A section's top has moved by the growth of each changed section above it: where it was is
    // where it is less that growth.
    let above = 0;
    let shift = 0;
    for (const section of changed) {
      const box = section.getBoundingClientRect();
      const before = known.get(section);
      known.set(section, box.height);
      if (before === undefined) continue;
      const grown = box.height - before;
      const footBefore = box.top + made - above + before;
      // A pixel's leeway: a section a link has just landed below ends at the bar's foot, give or
      // take the fraction left over from rounding the scroll position. One that runs on into the
      // view grows below what is in view, its own content: that stays where it is.
      if (footBefore <= NAV_HEIGHT_PX + 1) shift += grown;
      above += grown;
    }
    if (shift !== 0 && shift !== made) window.scrollBy(0, shift - made);
    lastScrollY = window.scrollY;
  };
  const watcher = new ResizeObserver((entries) =>
    makeUp(entries.map((entry) => entry.target).sort(inDocumentOrder)),
  );
  for (const section of sections) watcher.observe(section);
  keepStill = () => makeUp(sections);
  return () => {
    keepStill = () => {};
    html.style.removeProperty('overflow-anchor');
    watcher.disconnect();
    window.removeEventListener('scroll', onScroll);
  };
}
