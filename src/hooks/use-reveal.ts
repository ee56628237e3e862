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
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return ref;
}
