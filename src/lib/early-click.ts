import { dormantIsland, ISLAND_ATTRIBUTE } from './islands';

/**
 * A click on a prerendered button before its island is React's would do nothing: React is not
 * listening there yet. The inline script in index.html keeps the last such button in
 * `__earlyClick` until the loader starts; from then on the loader watches for them itself. Once the
 * part of the page holding the button is hydrated (`data-hydrated="true"`), the click is made
 * again. Static islands never hydrate and hold no buttons, so a click there is dropped; a click in
 * an island already handed to React is React's to replay.
 */
interface EarlyClickWindow {
  __earlyClick?: unknown;
  __appStarted?: boolean;
  /** The inline script's click listener, which has nothing left to do once the loader starts. */
  __earlyClickWatch?: EventListener;
}

/**
 * Clicks `button` again once the part of the page holding it says it is hydrated. `woke` is the
 * waking of its island: when that fails (its code did not arrive), the click is dropped, not kept
 * for a later waking, which would press it long after, unasked (and a toggle pressed again since
 * would be undone).
 */
export function replayWhenHydrated(
  button: HTMLButtonElement,
  woke: Promise<unknown> = new Promise(() => {}),
): void {
  const inner = button.closest('[data-hydrated]');
  if (!inner || button.closest('[data-island]')) return;
  // The island's root is never React's to replace; the parts inside it are, where React draws them
  // anew (their HTML changed under it, by a page translator): then the one button that names the
  // same thing (its id, what it controls, a data- mark) is clicked. One that names nothing is dropped,
  // as a press before React was: a guess could press another (the bar gains a button as it wakes).
  const part = button.closest(`[${ISLAND_ATTRIBUTE}]`) ?? inner;
  const named = [...button.attributes]
    .map((attribute) => attribute.name)
    .find((name) => ['id', 'aria-controls', 'name'].includes(name) || name.startsWith('data-'));
  const standIn = () => {
    if (!named) return undefined;
    const value = button.getAttribute(named);
    const same = [...part.querySelectorAll('button')].filter(
      (b) => b.getAttribute(named) === value,
    );
    return same.length === 1 ? same[0] : undefined;
  };

  // A button that opens a popover by itself (the phone menu) did its job as it was pressed: it is
  // pressed again only if the popover is still open as the island wakes (React then shows it), not
  // if the visitor has closed it since (a tap elsewhere, Escape, or a second press).
  const popover = button.getAttribute('popovertarget');
  const opened = popover ? document.getElementById(popover) : null;
  // As it is now: closed again already, or not yet open (this press is on its way to open it).
  let stillOpen = opened && 'popover' in opened ? opened.matches(':popover-open') : true;
  const onToggle = (event: Event) => {
    stillOpen = (event as ToggleEvent).newState === 'open';
  };
  opened?.addEventListener('toggle', onToggle);
  const click = () => {
    opened?.removeEventListener('toggle', onToggle);
    const target = button.isConnected ? button : standIn();
    if (target && !target.disabled && stillOpen) target.click();
  };
  if (part.getAttribute('data-hydrated') === 'true') {
    click();
    return;
  }
  const observer = new MutationObserver(() => {
    if (part.getAttribute('data-hydrated') !== 'true') return;
    observer.disconnect();
    click();
  });
  observer.observe(part, { attributes: true, attributeFilter: ['data-hydrated'] });
  void woke.then((hydrated) => {
    if (hydrated !== false) return;
    observer.disconnect();
    opened?.removeEventListener('toggle', onToggle);
  });
}

/** Replays the button the inline script kept, waking its island (`wake`), and takes over from it. */
export function replayEarlyClick(wake: (island: HTMLElement) => unknown = () => {}): void {
  const w = window as Window & EarlyClickWindow;
  w.__appStarted = true;
  if (w.__earlyClickWatch) window.removeEventListener('click', w.__earlyClickWatch, true);
  w.__earlyClickWatch = undefined;
  const button = w.__earlyClick;
  w.__earlyClick = undefined;
  if (!(button instanceof HTMLButtonElement) || !button.isConnected) return;
  const island = dormantIsland(button);
  replayWhenHydrated(button, island ? Promise.resolve(wake(island)) : undefined);
}

/**
 * From the loader's start: a click on a button in an island not yet handed to React wakes the
 * island (`wake`) and is made again once it is hydrated. Returns a function that stops watching.
 */
export function replayClicksOnDormantIslands(wake: (island: HTMLElement) => unknown): () => void {
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const island = button && dormantIsland(button);
    if (!button || !island) return;
    replayWhenHydrated(button, Promise.resolve(wake(island)));
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
