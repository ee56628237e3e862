import { useEffect, useState } from 'react';
import { TYPE_PAUSE_MS, TYPE_SPEED_MS } from '../config/site';
import { INITIAL_TYPING, nextTyping, typedText, type TypingState } from '../lib/typing';

const TIMING = { typeMs: TYPE_SPEED_MS, deleteMs: TYPE_SPEED_MS, holdMs: TYPE_PAUSE_MS };

/** Types each word in turn, holds it, deletes it, forever. `null` while not typing. */
export function useTypedText(words: readonly string[], enabled: boolean): string | null {
  const [state, setState] = useState<TypingState | null>(null);

  useEffect(() => {
    if (!enabled || words.length === 0) return;
    let current = INITIAL_TYPING;
    let timer = 0;
    const tick = () => {
      const { next, delayMs } = nextTyping(current, words, TIMING);
      timer = window.setTimeout(() => {
        current = next;
        setState(next);
        tick();
      }, delayMs);
    };
    tick();
    return () => {
      window.clearTimeout(timer);
      setState(null);
    };
  }, [words, enabled]);

  return enabled && state ? typedText(state, words) : null;
}
