import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is in the viewport: true until an IntersectionObserver says otherwise, and
 * always where the browser has none, so what depends on it runs as it did without it.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setInView(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
