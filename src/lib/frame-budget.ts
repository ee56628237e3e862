/**
 * The frame rate at which a drawing that takes `drawMs` a frame keeps to `share` of the main
 * thread: `limit` where the device draws quickly, fewer frames (never under `floor`) where every
 * frame at the full rate would leave the visitor's taps waiting behind it.
 */
export function affordableFps(drawMs: number, limit: number, floor: number, share: number): number {
  if (!(drawMs > 0)) return limit;
  return Math.max(floor, Math.min(limit, Math.floor((share * 1000) / drawMs)));
}

/** How much of each new frame's cost moves the average: one slow frame (a garbage collection) does not decide. */
const NEW_FRAME_WEIGHT = 0.2;

/** The average cost of a frame after one more that took `ms` (`average` is 0 before the first). */
export function averageFrameCost(average: number, ms: number): number {
  return average === 0 ? ms : average + NEW_FRAME_WEIGHT * (ms - average);
}
