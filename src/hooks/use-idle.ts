import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';

/** False until the browser is first idle after hydration (a second at most on browsers without idle callbacks). */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
