/**
 * Whether every finite animation on the page (the bar sliding in, reveals, a theme's colour
 * transition) has finished, or, given `around` (a selector), every one on that element or an
 * element around it: run in the page and polled. Polled rather than awaited through each
 * animation's `finished` promise, which settles only in a rendering update: a page that has
 * stopped changing may not get another one, and the wait would never end.
 */
export const animationsSettled = (around?: string): boolean => {
  const element = around ? document.querySelector(around) : null;
  return document.getAnimations().every((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return (
      animation.effect?.getTiming().iterations === Infinity ||
      animation.playState === 'finished' ||
      animation.playState === 'idle' ||
      (element !== null && !(target instanceof Element && target.contains(element)))
    );
  });
};
