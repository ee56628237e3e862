import { useSyncExternalStore } from 'react';
import { isMotionPaused, setMotionPaused, subscribeMotionPaused } from '../lib/motion-pause';

/** Whether the visitor has stopped the animations (on <html>), and a toggle that keeps it. */
export function useMotionPaused(): { paused: boolean; toggle: () => void } {
  const paused = useSyncExternalStore(subscribeMotionPaused, isMotionPaused, () => false);
  return { paused, toggle: () => setMotionPaused(!isMotionPaused()) };
}
