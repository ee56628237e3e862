import { whenIdle } from './idle';
import { onceMoving } from './once-moving';

/**
 * When an island (an interactive part of the prerendered page, with a React root of its own)
 * wakes: `visible` once it is in the viewport, `near` once it is within a screen of it, `idle`
 * once the browser is first idle, `moving` with the rest (below) and by nothing of its own. Any
 * island wakes at once when the visitor touches, focuses or types into it. Once the visitor starts
 * moving through the page (or some seconds have passed), the ones not woken yet follow one per
 * idle moment, top to bottom, so a visitor who jumps to a section finds it ready. Each island
 * module exports its own `hydrate`.
 */
export type HydrateWhen = 'visible' | 'near' | 'idle' | 'moving';

/** The attribute naming an island's root element, and the one giving its wake-up. */
export const ISLAND_ATTRIBUTE = 'data-root';
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
/**
 * Marks a prerendered notice inside an island, hidden, that says what to do when the island's code
 * cannot arrive (the network is down); the loader shows it then, and React drops it once it holds
 * the island.
 */
export const UNLOADED_NOTICE_ATTRIBUTE = 'data-unloaded-notice';
/**
 * On <html> once the app's entry could not arrive, on an island once its code could not: the page
 * (or the island) is then shown as without JavaScript, its `noscript:` variants and reveals
 * applying (src/styles/variants.css, base.css), so that what only a script could open stays in
 * reach. It stays when the code comes after all: what the visitor had before them stays there.
 */
export const SCRIPTS_FAILED_CLASS = 'scripts-failed';

/** useId prefix of an island's root: each root counts its ids alone, on the server as on the client. */
export function islandIdPrefix(name: string): string {
  return `${name}-`;
}

/** The pause between two islands waking where the browser has no idle callbacks. */
const ISLAND_GAP_FALLBACK_MS = 100;

/** Events that wake the island they happen in, before anything else. */
export const WAKING_EVENTS = ['pointerdown', 'focusin', 'keydown', 'input'] as const;

const MARGINS: Record<Exclude<HydrateWhen, 'idle' | 'moving'>, string> = {
  visible: '0px',
  near: '100% 0px 100% 0px',
};

type State = 'waiting' | 'waking' | 'handed';
const states = new WeakMap<Element, State>();

/** True once the island holding `element` is React's (hydration begun): React replays its clicks. */
export function handedToReact(element: Element): boolean {
  const island = element.closest(`[${ISLAND_ATTRIBUTE}]`);
  return island !== null && states.get(island) === 'handed';
}

/** The island holding `element`, if it has not yet been handed to React. */
export function dormantIsland(element: Element): HTMLElement | null {
  const island = element.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  return island && states.get(island) !== 'handed' ? island : null;
}

export interface IslandWaker {
  /**
   * Wakes `island` now, if it is not awake already. Resolves once it is hydrated (true), or once
   * its code has failed to arrive and no other try is on its way (false).
   */
  wake(island: HTMLElement): Promise<boolean>;
  /** Removes every listener and observer. */
  stop(): void;
}

export interface WakeOptions {
  /** Fetches an island's code and hands its root to React; `handed` is called just before. */
  hydrate(island: HTMLElement, handed: () => void): Promise<void>;
  /**
   * Fetches an island's code without hydrating it: once the rest is due, every island left has its
   * code asked for straight away, one island a task, and only the hydrating waits for idle
   * moments, one by one.
   */
  preload?(island: HTMLElement): void;
  /** Waits for the browser to be idle (injectable for tests). */
  idle?: (callback: () => void) => () => void;
  /**
   * The islands no trigger has woken follow once the visitor moves through the page, or this long
   * after the start (src/lib/once-moving.ts).
   */
  restAfterMs: number;
  /**
   * Called once every island is hydrated. By then nothing is left to wake: the listeners that woke
   * islands are gone, so a visitor's later taps and keys run no code of theirs.
   */
  onAllAwake?: () => void;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function whenOf(island: HTMLElement): HydrateWhen {
  const when = island.getAttribute(HYDRATE_ATTRIBUTE);
  return when === 'visible' || when === 'near' || when === 'moving' ? when : 'idle';
}

/**
 * Wakes each island under `root` (`[data-root]`) by its own trigger, and marks it
 * `data-hydrated="true"` once React has hydrated it. Nothing hydrates the whole page at once: each
 * island is its own root, with its own chunk, woken on its own.
 */
export function wakeIslands(root: ParentNode, options: WakeOptions): IslandWaker {
  // Between two islands, where there are no idle callbacks (Safari), a short pause lets input in.
  const idle =
    options.idle ?? ((callback: () => void) => whenIdle(callback, 3000, ISLAND_GAP_FALLBACK_MS));
  const islands = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  const woken = new Map<HTMLElement, Promise<boolean>>();
  // Islands whose code failed to arrive wait for the visitor rather than for the next idle moment.
  const failed = new Set<HTMLElement>();
  // Islands the visitor asked for while a try was still on its way: if that try fails, one more
  // follows at once (the network may be back; the tap must not be spent on a try already lost).
  const askedAgain = new Set<HTMLElement>();
  const cleanups: (() => void)[] = [];
  const stopListening: (() => void)[] = [];
  const everyIslandAwake = () => {
    if (islands.some((island) => island.getAttribute('data-hydrated') !== 'true')) return;
    for (const stop of stopListening.splice(0)) stop();
    options.onAllAwake?.();
  };

  const wake = (island: HTMLElement, byVisitor = false): Promise<boolean> => {
    const running = woken.get(island);
    if (running) {
      if (byVisitor && failed.has(island)) askedAgain.add(island);
      return running;
    }
    askedAgain.delete(island);
    states.set(island, 'waking');
    const done = options
      .hydrate(island, () => states.set(island, 'handed'))
      .then(() => {
        island.setAttribute('data-hydrated', 'true');
        everyIslandAwake();
        return true;
      })
      .catch((): Promise<boolean> | false => {
        // Its code did not arrive (the network is down): the HTML stays, says so where it has a
        // notice for it, and the next trigger tries again.
        for (const notice of island.querySelectorAll<HTMLElement>(
          `[${UNLOADED_NOTICE_ATTRIBUTE}]`,
        )) {
          notice.hidden = false;
        }
        island.classList.add(SCRIPTS_FAILED_CLASS);
        states.set(island, 'waiting');
        woken.delete(island);
        failed.add(island);
        // What waited for this try waits for that one.
        return askedAgain.delete(island) ? wake(island) : false;
      });
    woken.set(island, done);
    return done;
  };

  for (const island of islands) states.set(island, 'waiting');

  const onEvent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const island = target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    if (island && islands.includes(island)) void wake(island, true);
  };
  for (const type of WAKING_EVENTS) {
    document.addEventListener(type, onEvent, { capture: true, passive: true });
    stopListening.push(() => document.removeEventListener(type, onEvent, { capture: true }));
  }
  cleanups.push(() => {
    for (const stop of stopListening.splice(0)) stop();
  });

  // An island's root element lays out as its content (display: contents), so its first box is watched.
  for (const when of ['visible', 'near'] as const) {
    const watched = islands.filter((island) => whenOf(island) === when);
    if (watched.length === 0 || typeof IntersectionObserver !== 'function') continue;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const island = entry.target.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
          observer.unobserve(entry.target);
          if (island) void wake(island);
        }
      },
      { rootMargin: MARGINS[when] },
    );
    for (const island of watched) {
      const box = island.firstElementChild;
      if (box) observer.observe(box);
    }
    cleanups.push(() => observer.disconnect());
  }

  // The rest, one per idle moment: `idle` islands from the first, the others once the visitor
  // moves through the page (or restAfterMs has passed), top to bottom.
  const order = [
    ...islands.filter((island) => whenOf(island) === 'idle'),
    ...islands.filter((island) => whenOf(island) !== 'idle'),
  ];
  const preloaded = new Set<HTMLElement>();
  let resting = true;
  let running = false;
  let stopped = false;
  let cancelIdle = () => {};
  const eligible = (island: HTMLElement) =>
    !woken.has(island) && !failed.has(island) && (!resting || whenOf(island) === 'idle');
  const next = () => {
    const island = stopped ? undefined : order.find(eligible);
    if (!island) {
      running = false;
      return;
    }
    void wake(island).then(() => {
      cancelIdle = idle(next);
    });
  };
  // Asking for an island's code is main-thread work too (the module loader's requests and link
  // elements, some 20 ms an island on a slow phone): all in one task, it was a long one (410 ms at
  // the calibrated slowdown, for the sample's islands), which a tap met right after a scroll.
  const preloading = new Set<number>();
  const preload = (island: HTMLElement) => {
    const ask = options.preload;
    if (!ask) return;
    const timer = window.setTimeout(() => {
      preloading.delete(timer);
      // Woken meanwhile (a tap, the viewport), it has asked for its code itself.
      if (!woken.has(island)) ask(island);
    }, 0);
    preloading.add(timer);
  };
  const run = () => {
    if (stopped) return;
    for (const island of order.filter((candidate) => eligible(candidate))) {
      if (!preloaded.has(island)) preload(island);
      preloaded.add(island);
    }
    if (running) return;
    running = true;
    cancelIdle = idle(next);
  };
  // A link to a place on the page (an old "#project-3" too) asks for the page now: the island
  // holding its target first, then the rest.
  const hash = location.hash.slice(1);
  if (hash) {
    resting = false;
    const target = document.getElementById(safeDecode(hash));
    const holder = target?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
    if (holder && islands.includes(holder)) void wake(holder);
  }
  run();
  const cancelRest = onceMoving(options.restAfterMs, () => {
    resting = false;
    run();
  });
  // The network is back: the islands whose code failed to arrive join the queue again, rather
  // than wait for a tap that would be spent on waking them.
  const retry = () => {
    failed.clear();
    run();
  };
  window.addEventListener('online', retry);
  cleanups.push(() => {
    stopped = true;
    cancelIdle();
    cancelRest();
    for (const timer of preloading) window.clearTimeout(timer);
    window.removeEventListener('online', retry);
  });

  return {
    wake: (island) => wake(island),
    stop: () => {
      for (const cleanup of cleanups) cleanup();
    },
  };
}
