import { tsParticles, type ISourceOptions } from '@tsparticles/engine';
import { loadBasic } from '@tsparticles/basic';
import { loadExternalGrabInteraction } from '@tsparticles/interaction-external-grab';
import { loadExternalPushInteraction } from '@tsparticles/interaction-external-push';
import { loadParticlesLinksInteraction } from '@tsparticles/interaction-particles-links';
import { loadInteractivityPlugin } from '@tsparticles/plugin-interactivity';
import {
  PARTICLE_COUNT,
  PARTICLE_FPS_LIMIT,
  PARTICLE_GRAB_DISTANCE_PX,
  PARTICLE_LINK_DISTANCE_PX,
  PARTICLE_MAIN_THREAD_SHARE,
  PARTICLE_MIN_FPS,
  PARTICLE_PUSH_QUANTITY,
  PARTICLE_STILL_SHARE,
  PARTICLES_RUNNING_ATTRIBUTE,
} from '../config/site';
import {
  affordableFps,
  createFrameCost,
  createTaskQueue,
  createTooSlowToMove,
  type TaskQueue,
} from '../lib/frame-budget';
import { holdDuringInput } from '../lib/hold-during-input';
import { isMotionPaused, subscribeMotionPaused } from '../lib/motion-pause';

/** The brand colour as the stylesheet has it now (src/styles/tokens.css), read when they start. */
export function particleColor(root: Element = document.documentElement): string {
  return getComputedStyle(root).getPropertyValue('--brand-from').trim();
}

// Spec section 9: 100 particles, links at 150 px, grab at 140 px on hover, push 4 on click, 120 fps.
export const particleOptions = (color: string): ISourceOptions => ({
  fullScreen: { enable: false },
  background: { color: { value: 'transparent' } },
  fpsLimit: PARTICLE_FPS_LIMIT,
  detectRetina: true,
  pauseOnBlur: true,
  // Off-screen pausing is done in startParticles, with the pause while an input is answered.
  pauseOnOutsideViewport: false,
  particles: {
    number: { value: PARTICLE_COUNT },
    color: { value: color },
    opacity: { value: 0.5 },
    size: { value: { min: 1, max: 3 } },
    move: { enable: true, speed: 1, outModes: { default: 'bounce' } },
    links: {
      enable: true,
      distance: PARTICLE_LINK_DISTANCE_PX,
      color,
      opacity: 0.3,
      width: 1,
    },
  },
  interactivity: {
    // The canvas's parent, the hero: a pointer over its text and buttons still reaches them, and
    // one anywhere else on the page (the bar, a card far below) neither moves nor adds particles.
    detectsOn: 'parent',
    events: {
      onHover: { enable: true, mode: 'grab' },
      onClick: { enable: true, mode: 'push' },
    },
    modes: {
      grab: { distance: PARTICLE_GRAB_DISTANCE_PX, links: { opacity: 0.6 } },
      push: { quantity: PARTICLE_PUSH_QUANTITY },
    },
  },
});

type Container = NonNullable<Awaited<ReturnType<typeof tsParticles.load>>>;

/**
 * Times each frame the particles draw and sets their frame rate from the average
 * (src/lib/frame-budget.ts): a slow phone draws fewer frames rather than answer every tap late,
 * and a phone too slow for even PARTICLE_MIN_FPS, over many frames, is shown them still
 * (`holdStill`). A frame's time runs from its drawing script to the task queued after it: the
 * canvas is rasterised in between, on a phone without a GPU for it (and in Lighthouse's lab)
 * several times the script's own time. Returns a function that stops timing.
 */
export function keepToFrameBudget(
  container: Container,
  holdStill: () => void,
  tasks: TaskQueue = createTaskQueue(),
): () => void {
  const render = container.canvas.render;
  const draw = render.drawParticles.bind(render);
  const cost = createFrameCost();
  const tooSlowToMove = createTooSlowToMove(PARTICLE_MIN_FPS, PARTICLE_STILL_SHARE);
  let still = false;
  render.drawParticles = (delta) => {
    const start = performance.now();
    draw(delta);
    tasks.queue(() => {
      const frameMs = performance.now() - start;
      const average = cost.add(frameMs);
      if (still) return;
      if (tooSlowToMove(frameMs)) {
        still = true;
        holdStill();
        return;
      }
      container.fpsLimit = affordableFps(
        average,
        PARTICLE_FPS_LIMIT,
        PARTICLE_MIN_FPS,
        PARTICLE_MAIN_THREAD_SHARE,
      );
    });
  };
  return () => tasks.close();
}

let loaded: Promise<void> | undefined;

async function loadFeatures(): Promise<void> {
  await loadBasic(tsParticles);
  await loadInteractivityPlugin(tsParticles);
  await Promise.all([
    loadParticlesLinksInteraction(tsParticles),
    loadExternalGrabInteraction(tsParticles),
    loadExternalPushInteraction(tsParticles),
  ]);
}

/** Starts the hero's particle background on `host`; returns a function that stops it. */
export async function startParticles(host: HTMLCanvasElement): Promise<() => void> {
  loaded ??= loadFeatures();
  await loaded;
  const container = await tsParticles.load({
    id: 'hero-particles',
    element: host,
    options: particleOptions(particleColor()),
  });
  if (!container) return () => undefined;
  host.setAttribute(PARTICLES_RUNNING_ATTRIBUTE, '');
  // They pause off screen (the canvas is watched here), while a visitor's input is answered
  // (src/lib/hold-during-input.ts), while the visitor has stopped the page's animations
  // (src/lib/motion-pause.ts), and for good on a device too slow to move them (keepToFrameBudget).
  // play() only once the last reason to pause is gone: on a running container it starts a second
  // frame loop.
  type Reason = 'off-screen' | 'input' | 'visitor' | 'cost';
  const pausedFor = new Set<Reason>();
  const pauseFor = (reason: Reason) => {
    if (pausedFor.size === 0) container.pause();
    pausedFor.add(reason);
  };
  const playAfter = (reason: Reason) => {
    if (!pausedFor.delete(reason) || pausedFor.size > 0) return;
    container.play();
  };
  const stopTiming = keepToFrameBudget(container, () => pauseFor('cost'));
  // Resizing the canvas clears it: a container that is not moving (held still for good on a slow
  // device, or stopped by the visitor) draws its picture again, where it is; off screen, once it
  // is back in view (a modal's scroll lock resizes the hero while the visitor is far below it,
  // where a frame drawn would only slow the modal).
  let cleared = false;
  const redraw = () => {
    cleared = false;
    container.draw(true);
  };
  const resize = container.canvas.windowResize.bind(container.canvas);
  container.canvas.windowResize = async () => {
    await resize();
    if (pausedFor.size === 0) return;
    if (pausedFor.has('off-screen')) cleared = true;
    else redraw();
  };
  const followVisitor = () => (isMotionPaused() ? pauseFor('visitor') : playAfter('visitor'));
  followVisitor();
  const stopFollowing = subscribeMotionPaused(followVisitor);
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return pauseFor('off-screen');
    playAfter('off-screen');
    if (cleared && pausedFor.size > 0) redraw();
  });
  observer.observe(host);
  const stopHolding = holdDuringInput(
    () => pauseFor('input'),
    () => playAfter('input'),
  );
  return () => {
    stopTiming();
    stopFollowing();
    stopHolding();
    observer.disconnect();
    container.destroy();
    host.removeAttribute(PARTICLES_RUNNING_ATTRIBUTE);
  };
}
