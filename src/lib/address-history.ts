// The address as the page changes it itself: pushState and replaceState fire no event, so
// subscribers are told here. A step back (history.back()) lands later, on popstate; until then
// the address reads as empty, so what it named already counts as closed, and anything pushed
// waits, or the step back would land on the new entry instead of the one it left.

const listeners = new Set<() => void>();
const afterStep: (() => void)[] = [];
let stepping = false;
// Whether the step on its way leaves the address as it is (over an overlay's entry).
let steppingInPlace = false;
// Marks the entries this page load pushed: only those are stepped back over.
const PAGE_LOAD = `${Date.now()}-${Math.random()}`;

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToAddress(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  window.addEventListener('hashchange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
    window.removeEventListener('hashchange', listener);
  };
}

/**
 * The path and hash, or "" while a step back is on its way to another address: a step over an
 * overlay's entry, at the same address, leaves what the address names open (a modal under search).
 */
export function currentAddress(): string {
  return stepping && !steppingInPlace ? '' : window.location.pathname + window.location.hash;
}

/** True when the current entry was pushed by pushAddress() during this page load. */
export function pushedHere(): boolean {
  const state = window.history.state as { pushedBy?: string } | null;
  return state?.pushedBy === PAGE_LOAD;
}

/** Runs `run` once any step back has landed (at once when none is on its way). */
export function afterStepBack(run: () => void): void {
  if (stepping) afterStep.push(run);
  else run();
}

/**
 * Sets how the browser restores the scroll position of the current entry when history comes back
 * to it. Per entry: a pushed entry starts with the mode of the one it was pushed from.
 */
function restoreScroll(mode: ScrollRestoration): void {
  try {
    window.history.scrollRestoration = mode;
  } catch {
    // An engine without it restores as it always has.
  }
}

/**
 * A new history entry at `path`, keeping the query. The entry it leaves keeps no scroll position
 * of its own: when history comes back to it (the modal's step back, the Back button), the page
 * stays where it is. Otherwise the browser would put back the position saved as the modal opened,
 * and a visitor who had scrolled on meanwhile (a step back lands late on a busy phone) was pulled
 * back there, their click landing elsewhere. Once back, the entry restores as usual again.
 * Nor does the new entry: its address is an item's own page, which a reload (or a return after
 * the tab was discarded) loads, and the portfolio's place put that page at its footer.
 */
export function pushAddress(path: string): void {
  afterStepBack(() => {
    if (window.location.pathname + window.location.hash === path) return;
    restoreScroll('manual');
    window.history.pushState({ pushedBy: PAGE_LOAD }, '', path + window.location.search);
    notify();
  });
}

/**
 * A new history entry at the same address, for a part of the page that Back closes as it closes
 * a modal (search's dialog), named `overlay`. The entry it leaves keeps no scroll position of its
 * own, as pushAddress()'s. While a step back is on its way the push waits for it; the returned
 * function calls it off (the part closed before the step landed).
 */
export function pushOverlay(overlay: string): () => void {
  let wanted = true;
  afterStepBack(() => {
    if (!wanted) return;
    // The new entry restores as the one it is pushed from would: not an item's page (a modal's
    // entry, under search), which a reload loads at its top.
    const before = window.history.scrollRestoration;
    restoreScroll('manual');
    window.history.pushState({ pushedBy: PAGE_LOAD, overlay }, '', window.location.href);
    restoreScroll(before);
  });
  return () => {
    wanted = false;
  };
}

/** Whether the current entry is the one pushOverlay(overlay) pushed during this page load. */
export function onOverlay(overlay: string): boolean {
  const state = window.history.state as { overlay?: string } | null;
  return pushedHere() && state?.overlay === overlay;
}

// Back on an entry a push left: after the browser has restored (or not) this traversal, the entry
// restores as usual for a reload or a later visit.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    requestAnimationFrame(() => {
      if (!pushedHere()) restoreScroll('auto');
    });
  });
}

/** The current entry, now at `path`, keeping the query. */
export function replaceAddress(path: string): void {
  window.history.replaceState(window.history.state, '', path + window.location.search);
  notify();
}

/**
 * Back to the entry before this one; a second call before it lands does nothing. `onLanded` runs
 * as it lands, before subscribers hear of it, so it can still correct the address: an entry
 * before may have the same address (pushed twice by a browser quirk or another script).
 * `inPlace`: the entry before is at the same address (an overlay's step, pushOverlay()).
 */
export function stepBack(onLanded?: () => void, inPlace = false): void {
  if (stepping) return;
  stepping = true;
  steppingInPlace = inPlace;
  window.addEventListener(
    'popstate',
    () => {
      stepping = false;
      steppingInPlace = false;
      onLanded?.();
      notify();
      for (const run of afterStep.splice(0)) run();
    },
    { once: true },
  );
  window.history.back();
  notify();
}
