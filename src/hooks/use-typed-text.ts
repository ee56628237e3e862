import { useEffect, useState } from 'react';
import { TYPE_PAUSE_MS, TYPE_SPEED_MS } from '../config/site';
import { holdingFirst, nextTyping, typedText, type TypingState } from '../lib/typing';

const TIMING = { typeMs: TYPE_SPEED_MS, deleteMs: TYPE_SPEED_MS, holdMs: TYPE_PAUSE_MS };

/**
 * Types each word in turn, holds it, deletes it, forever. It starts on the first word, whole,
 * as the prerendered page shows it, so hydration changes nothing on screen.
 */
export function useTypedText(words: readonly string[], enabled: boolean): string {
  const [state, setState] = useState<TypingState>(() => holdingFirst(words));

  useEffect(() => {
    if (!enabled || words.length === 0) return;
    let current = holdingFirst(words);
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
      setState(holdingFirst(words));
    };
  }, [words, enabled]);

  return typedText(state, words);
}
