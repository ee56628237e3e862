import { REVEAL_THRESHOLD } from '../config/site';

/**
 * Animates each `.reveal` element in once, when about 10% of the viewport shows it. Only elements
 * still below the fold are hidden, and only once this runs (after hydration), so text is never
 * hidden without JavaScript, and CSS skips the movement under reduced motion. One observer serves
 * hydrated sections and static islands alike. Returns a function that stops observing.
 */
export function revealOnScroll(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const pending = [...root.querySelectorAll<HTMLElement>('.reveal')].filter(
    (element) => element.getBoundingClientRect().top >= window.innerHeight,
  );
  if (pending.length === 0) return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const element = entry.target as HTMLElement;
        element.dataset.reveal = 'done';
        observer.unobserve(element);
      }
    },
    // Measured against the viewport, so a section taller than ten screens (an expanded list on a
    // phone) still reveals once its top is a tenth of the way up.
    { threshold: 0, rootMargin: `0px 0px -${REVEAL_THRESHOLD * 100}% 0px` },
  );
  for (const element of pending) {
    element.dataset.reveal = 'pending';
    observer.observe(element);
  }
  return () => observer.disconnect();
}
