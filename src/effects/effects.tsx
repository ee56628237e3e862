import { useEffect } from 'react';
import { useReducedMotion } from '../hooks/use-media-query';
import { wantsCustomCursor } from '../lib/device';
import { PARTICLES_HOST_ID, PARTICLES_IDLE_START_MS } from '../config/site';
import { isMotionPaused, subscribeMotionPaused } from '../lib/motion-pause';
import { Cursor } from './cursor';

const START_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** Decorative, client-only effects; each stays off where it should not run. */
export function Effects() {
  const reduced = useReducedMotion();
  // Effects only ever render on the client, after hydration, so reading window here is safe.
  const cursor = !reduced && wantsCustomCursor(window);

  useEffect(() => {
    if (reduced) return;
    const host = document.getElementById(PARTICLES_HOST_ID);
    if (!(host instanceof HTMLCanvasElement)) return;
    let stop: (() => void) | undefined;
    let stopWaiting: (() => void) | undefined;
    let cancelled = false;
    const load = () => {
      import('./particles')
        .then(async ({ startParticles }) => {
          const dispose = await startParticles(host);
          if (cancelled) dispose();
          else stop = dispose;
        })
        // Decoration: a download stopped (a blocker, the network) leaves a page without it.
        .catch(() => undefined);
    };
    const start = () => {
      removeTriggers();
      if (!isMotionPaused()) return load();
      // Stopped by the visitor (src/lib/motion-pause.ts): neither the particles nor their code
      // until the visitor starts them again.
      stopWaiting = subscribeMotionPaused(() => {
        if (isMotionPaused()) return;
        stopWaiting?.();
        load();
      });
    };
    const timer = window.setTimeout(start, PARTICLES_IDLE_START_MS);
    const removeTriggers = () => {
      window.clearTimeout(timer);
      for (const type of START_EVENTS) window.removeEventListener(type, start);
    };
    for (const type of START_EVENTS) window.addEventListener(type, start, { passive: true });
    return () => {
      cancelled = true;
      removeTriggers();
      stopWaiting?.();
      stop?.();
    };
  }, [reduced]);

  return cursor ? <Cursor /> : null;
}
