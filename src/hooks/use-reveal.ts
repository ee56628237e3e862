import { useEffect, useRef } from 'react';
import { REVEAL_THRESHOLD } from '../config/site';

/**
 * Animates an element in once, when about 10% of it is visible. Only elements still below the
 * fold are hidden, and only after hydration, so text is never hidden without JavaScript, and
 * CSS skips the movement under reduced motion.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        element.dataset.reveal = 'done';
        observer.disconnect();
      },
      // "About 10% visible", measured against the viewport, so a section taller than ten screens
      // (an expanded list on a phone) still reveals once its top is a tenth of the way up.
      { threshold: 0, rootMargin: `0px 0px -${REVEAL_THRESHOLD * 100}% 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return ref;
}
