import { REVEAL_THRESHOLD } from '../config/site';

/**
 * Animates each `.reveal` element in once, when about 10% of the viewport shows it. Only elements
 * still below the fold are hidden, and only once this runs (after hydration), so text is never
 * hidden without JavaScript, and CSS skips the movement under reduced motion. One observer serves
 * hydrated sections and static islands alike. Returns a function that stops observing.
 *
 * Where each element is comes from the observer's first report, not from getBoundingClientRect:
 * reading a box here would force a layout of the whole page while the app starts.
 */
export function revealOnScroll(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const elements = root.querySelectorAll<HTMLElement>('.reveal');
  if (elements.length === 0) return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (entry.isIntersecting) {
          if (element.dataset.reveal === 'pending') element.dataset.reveal = 'done';
          observer.unobserve(element);
        } else if (element.dataset.reveal !== 'pending') {
          // First report: hide it only if it is still below the fold; leave the rest alone.
          if (entry.boundingClientRect.top >= window.innerHeight)
            element.dataset.reveal = 'pending';
          else observer.unobserve(element);
        }
      }
    },
    // Measured against the viewport, so a section taller than ten screens (an expanded list on a
    // phone) still reveals once its top is a tenth of the way up.
    { threshold: 0, rootMargin: `0px 0px -${REVEAL_THRESHOLD * 100}% 0px` },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}
