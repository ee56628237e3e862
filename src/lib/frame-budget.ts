/** The display's usual refresh rate: frame rates below it are whole fractions of it. */
const REFRESH_HZ = 60;

/**
 * The frame rate at which a drawing that takes `drawMs` of the main thread a frame keeps to `share`
 * of it: `limit` where the device draws quickly, fewer frames (never under `floor`) where
 * every frame at the full rate would leave the visitor's taps waiting behind it. Below the refresh
 * rate it is a whole fraction of it (30, 20, 15…), one over, so that a frame a moment early is not
 * skipped: the engine draws only once 1000 / rate ms have passed since its last frame, so 59
 * would draw at 30 on a 60 Hz screen.
 */
export function affordableFps(drawMs: number, limit: number, floor: number, share: number): number {
  if (!(drawMs > 0)) return limit;
  const wanted = (share * 1000) / drawMs;
  if (wanted >= REFRESH_HZ) return limit;
  const fraction = REFRESH_HZ / Math.ceil(REFRESH_HZ / wanted);
  return Math.min(limit, Math.max(floor, fraction + 1));
}

/** How much of each new frame's cost moves the average. */
const NEW_FRAME_WEIGHT = 0.2;
/** The first frames pay for compiling the drawing code: they are not counted. */
const WARM_UP_FRAMES = 3;
/**
 * No frame counts for more than this (a tenth of a second: a frame that long says the device is at
 * the floor already), so one garbage collection moves the rate for a moment only. A cap, not a
 * multiple of the average: on a coarse clock the rare whole steps are the measure.
 */
const LONGEST_FRAME_MS = 100;

/**
 * The average main-thread time of a frame, from the frames added to it. A clock the browser
 * coarsens (Firefox's, against fingerprinting) reads most frames as 0 and some as a whole step:
 * both count, so the average still comes out near the true cost.
 */
export function createFrameCost(): { add: (ms: number) => number } {
  let frames = 0;
  let average = 0;
  return {
    add(ms) {
      frames += 1;
      if (frames <= WARM_UP_FRAMES) return average;
      if (frames === WARM_UP_FRAMES + 1) average = Math.min(ms, LONGEST_FRAME_MS);
      else average += NEW_FRAME_WEIGHT * (Math.min(ms, LONGEST_FRAME_MS) - average);
      return average;
    },
  };
}

/**
 * The frames whose average decides that the drawing stops: two seconds at the slowest rate. A
 * moment of other work (the page waking as the visitor scrolls) makes a few frames costly; a device
 * that can afford the drawing never has half of so many frames costly.
 */
export const FRAMES_TO_JUDGE = 20;

/**
 * Follows each frame's time and says when the device is too slow to move the drawing at all: once
 * the last `frames` frames, on average, would at `floor` frames a second take more than `share` of
 * the main thread (each frame counted up to LONGEST_FRAME_MS). A device that slow is better shown a
 * still picture than kept too busy to answer.
 */
export function createTooSlowToMove(
  floor: number,
  share: number,
  frames = FRAMES_TO_JUDGE,
): (frameMs: number) => boolean {
  const last: number[] = [];
  let total = 0;
  return (frameMs) => {
    const counted = frameMs > 0 ? Math.min(frameMs, LONGEST_FRAME_MS) : 0;
    last.push(counted);
    total += counted;
    if (last.length > frames) total -= last.shift()!;
    return last.length === frames && ((total / frames) * floor) / 1000 > share;
  };
}

export interface TaskQueue {
  queue: (callback: () => void) => void;
  close: () => void;
}

/**
 * Runs each callback given to `queue` in a task of its own, queued then: it starts once the main
 * thread has done what was queued before it, such as rasterising a canvas drawn in this frame.
 * `close` stops the queue; callbacks not yet run are dropped.
 */
export function createTaskQueue(): TaskQueue {
  const channel = new MessageChannel();
  const waiting: Array<() => void> = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return {
    queue(callback) {
      waiting.push(callback);
      channel.port2.postMessage(null);
    },
    close() {
      waiting.length = 0;
      channel.port1.close();
    },
  };
}
