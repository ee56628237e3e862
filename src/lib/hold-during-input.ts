/** Events that start a visitor's input, and the ones that say its handlers have run. */
const START_EVENTS = ['pointerdown', 'keydown'] as const;
const END_EVENTS = ['click', 'keyup', 'pointercancel'] as const;

/** Released this long after an input started even if nothing ended it (a long press, a drag). */
export const INPUT_HOLD_LIMIT_MS = 1000;

/**
 * Holds a continuous animation still from the moment the visitor presses or types until the frame
 * after the one that paints the answer: on a slow phone one frame of the particles takes longer
 * than the menu's whole answer, and a frame drawn between the input and its result delays the
 * result by that much. `hold` and `release` are called in pairs. Returns a function that stops
 * watching (and releases a hold in progress).
 */
export function holdDuringInput(
  hold: () => void,
  release: () => void,
  target: Window = window,
): () => void {
  let held = false;
  let frame = 0;
  let timer = 0;
  const cancelPending = () => {
    target.cancelAnimationFrame(frame);
    target.clearTimeout(timer);
  };
  const end = () => {
    cancelPending();
    if (!held) return;
    held = false;
    release();
  };
  const onStart = () => {
    cancelPending();
    if (!held) {
      held = true;
      hold();
    }
    timer = target.setTimeout(end, INPUT_HOLD_LIMIT_MS);
  };
  // The first frame paints the input's result; the animation comes back in the one after.
  const onEnd = () => {
    if (!held) return;
    target.cancelAnimationFrame(frame);
    frame = target.requestAnimationFrame(() => {
      frame = target.requestAnimationFrame(end);
    });
  };
  const options = { capture: true, passive: true } as const;
  for (const type of START_EVENTS) target.addEventListener(type, onStart, options);
  for (const type of END_EVENTS) target.addEventListener(type, onEnd, options);
  return () => {
    for (const type of START_EVENTS) target.removeEventListener(type, onStart, options);
    for (const type of END_EVENTS) target.removeEventListener(type, onEnd, options);
    end();
  };
}
