import { useEffect } from 'react';
import { useReducedMotion } from '../hooks/use-media-query';
import { wantsCustomCursor } from '../lib/device';
import { Cursor } from './cursor';

/** Decorative, client-only effects; each stays off where it should not run. */
export function Effects() {
  const reduced = useReducedMotion();
  // Effects only ever render on the client, after hydration, so reading window here is safe.
  const cursor = !reduced && wantsCustomCursor(window);

  useEffect(() => {
    if (reduced) return;
    const host = document.getElementById('particles');
    if (!host) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./particles').then(async ({ startParticles }) => {
      const dispose = await startParticles(host);
      if (cancelled) dispose();
      else stop = dispose;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [reduced]);

  return cursor ? <Cursor /> : null;
}
