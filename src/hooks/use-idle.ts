import { useEffect, useState } from 'react';

/** False until the browser is first idle after hydration (a second at most on browsers without idle callbacks). */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const start = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(start, 1000);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
