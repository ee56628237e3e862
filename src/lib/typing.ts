// The typed headline as a pure state machine: one step at a time, the caller owns the clock.

export interface TypingState {
  /** Index of the role being typed. */
  index: number;
  /** How many characters of it are shown. */
  length: number;
  phase: 'typing' | 'holding' | 'deleting';
}

export const INITIAL_TYPING: TypingState = { index: 0, length: 0, phase: 'typing' };

/** The first word shown whole and held: what the prerendered page shows, so typing starts seamlessly. */
export function holdingFirst(words: readonly string[]): TypingState {
  return { index: 0, length: words[0]?.length ?? 0, phase: 'holding' };
}

export interface TypingTiming {
  typeMs: number;
  deleteMs: number;
  holdMs: number;
}

/** The next state, and how long to show the current one before moving to it. */
export function nextTyping(
  state: TypingState,
  words: readonly string[],
  timing: TypingTiming,
): { next: TypingState; delayMs: number } {
  const word = words[state.index] ?? '';
  switch (state.phase) {
    case 'typing':
      if (state.length < word.length) {
        return { next: { ...state, length: state.length + 1 }, delayMs: timing.typeMs };
      }
      return { next: { ...state, phase: 'holding' }, delayMs: 0 };
    case 'holding':
      return { next: { ...state, phase: 'deleting' }, delayMs: timing.holdMs };
    case 'deleting':
      if (state.length > 0) {
        return { next: { ...state, length: state.length - 1 }, delayMs: timing.deleteMs };
      }
      return {
        next: { index: (state.index + 1) % Math.max(1, words.length), length: 0, phase: 'typing' },
        delayMs: timing.typeMs,
      };
  }
}

export function typedText(state: TypingState, words: readonly string[]): string {
  return (words[state.index] ?? '').slice(0, state.length);
}
