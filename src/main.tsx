// The client's entry: small, and free of React. The page arrives prerendered; this wakes each
// island (an interactive part with a React root of its own) by its own trigger, so React and each
// island's code load only when wanted (src/lib/islands.ts), and starts the decorative effects once
// the visitor moves through the page (or a few seconds have passed) and the browser is idle. The
// dev server serves #root empty and renders the whole app instead.
import { PARTICLES_HOST_ID, UNASKED_WORK_DELAY_MS } from './config/site';
import { hydrateIsland, preloadIsland } from './islands';
import { replayClicksOnDormantIslands, replayEarlyClick } from './lib/early-click';
import { whenIdle } from './lib/idle';
import { keepSectionHeights } from './lib/kept-heights';
import { ISLAND_ATTRIBUTE, wakeIslands } from './lib/islands';
import { layOutBeforeEnd, layOutOnJumps, layOutSectionsOnceMoving } from './lib/lay-out-sections';
import { onceMoving } from './lib/once-moving';
import { revealOnScroll } from './lib/reveal';
import './styles/index.css';

/**
 * Starts the decorative effects once the island holding the particles' host is hydrated (a canvas
 * added before would not match the HTML React hydrates); not at all if its code could not load.
 */
async function startEffectsAfter(
  wake: (island: HTMLElement) => Promise<boolean>,
  parent: HTMLElement,
): Promise<void> {
  const island = document
    .getElementById(PARTICLES_HOST_ID)
    ?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  if (island && !(await wake(island))) return;
  const { startEffects } = await import('./start-effects');
  startEffects(parent);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The build prerenders the page into #root and loads this module only after the first paint
// (scripts/build.ts).
if (root.firstElementChild) {
  let stopReplaying = () => {};
  const islands = wakeIslands(root, {
    hydrate: hydrateIsland,
    preload: preloadIsland,
    restAfterMs: UNASKED_WORK_DELAY_MS,
    // Every button is React's from then on: no click needs making again.
    onAllAwake: () => stopReplaying(),
  });
  stopReplaying = replayClicksOnDormantIslands(islands.wake);
  replayEarlyClick(islands.wake);
  revealOnScroll();
  layOutSectionsOnceMoving(UNASKED_WORK_DELAY_MS);
  layOutBeforeEnd();
  layOutOnJumps();
  keepSectionHeights();
  // Decoration is work the visitor did not ask for: it starts with the rest of the page. Its code
  // refused (the network gone, a blocker), the page stays as it is, with no error of its own.
  onceMoving(UNASKED_WORK_DELAY_MS, () =>
    whenIdle(() => void startEffectsAfter(islands.wake, root).catch(() => {})),
  );
} else if (import.meta.env.DEV) {
  void import('./dev-app').then(({ renderApp }) => renderApp(root));
}
