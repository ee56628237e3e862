import { useEffect, useRef, useState } from 'react';
import { TYPE_PAUSE_MS, TYPE_SPEED_MS } from '../config/site';
import { holdingFirst, nextTyping, typedText, type TypingState } from '../lib/typing';

const TIMING = { typeMs: TYPE_SPEED_MS, deleteMs: TYPE_SPEED_MS, holdMs: TYPE_PAUSE_MS };

/**
 * Types each word in turn, holds it, deletes it, forever. It starts on the first word, whole,
 * as the prerendered page shows it, so hydration changes nothing on screen. Turned off (reduced
 * motion, the visitor's pause) it shows the first word whole again; out of view (`inView` false)
 * it stops where it is, since each letter costs the page a frame of style and layout that no one
 * sees, and types on from there when it is back (a step it was waiting out starts again whole).
 */
export function useTypedText(words: readonly string[], enabled: boolean, inView = true): string {
  const [state, setState] = useState<TypingState>(() => holdingFirst(words));
  // Where the typing is, and of which words: new words start again from their first, whole.
  const shown = useRef({ words, state });

  useEffect(() => {
    if (!enabled || !inView || words.length === 0) return;
    let current = shown.current.words === words ? shown.current.state : holdingFirst(words);
    let timer = 0;
    const tick = () => {
      const { next, delayMs } = nextTyping(current, words, TIMING);
      timer = window.setTimeout(() => {
        current = next;
        shown.current = { words, state: next };
        setState(next);
        tick();
      }, delayMs);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [words, enabled, inView]);

  useEffect(() => {
    if (!enabled) return;
    return () => {
      shown.current = { words, state: holdingFirst(words) };
      setState(shown.current.state);
    };
  }, [words, enabled]);

  return typedText(state, words);
}
