/**
 * Whether every finite animation on the page (the bar sliding in, reveals, a theme's colour
 * transition) has finished: run in the page and polled. Polled rather than awaited through each
 * animation's `finished` promise, which settles only in a rendering update: a page that has
 * stopped changing may not get another one, and the wait would never end.
 */
export const animationsSettled = (): boolean =>
  document
    .getAnimations()
    .every(
      (animation) =>
        animation.effect?.getTiming().iterations === Infinity ||
        animation.playState === 'finished' ||
        animation.playState === 'idle',
    );
