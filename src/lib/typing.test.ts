import { describe, expect, it } from 'vitest';
import { holdingFirst, INITIAL_TYPING, nextTyping, typedText, type TypingState } from './typing';

const WORDS = ['Ab', 'C'];
const TIMING = { typeMs: 50, deleteMs: 50, holdMs: 2000 };

function run(steps: number): Array<{ text: string; delayMs: number }> {
  let state: TypingState = INITIAL_TYPING;
  const out: Array<{ text: string; delayMs: number }> = [];
  for (let i = 0; i < steps; i += 1) {
    const { next, delayMs } = nextTyping(state, WORDS, TIMING);
    out.push({ text: typedText(state, WORDS), delayMs });
    state = next;
  }
  return out;
}

describe('typed headline state machine', () => {
  it('types a character every 50 ms, holds the whole word for 2000 ms, then deletes it', () => {
    expect(run(7)).toEqual([
      { text: '', delayMs: 50 },
      { text: 'A', delayMs: 50 },
      { text: 'Ab', delayMs: 0 },
      { text: 'Ab', delayMs: 2000 },
      { text: 'Ab', delayMs: 50 },
      { text: 'A', delayMs: 50 },
      { text: '', delayMs: 50 },
    ]);
  });

  it('moves to the next word and loops back to the first forever', () => {
    const texts = run(20).map((s) => s.text);
    expect(texts).toContain('C');
    const firstC = texts.indexOf('C');
    expect(texts.slice(firstC)).toContain('A');
  });

  it('copes with an empty list', () => {
    expect(nextTyping(INITIAL_TYPING, [], TIMING).next.phase).toBe('holding');
    expect(typedText(INITIAL_TYPING, [])).toBe('');
  });
});

describe('holdingFirst', () => {
  it('shows the first word whole, then holds it before deleting', () => {
    const start = holdingFirst(WORDS);
    expect(typedText(start, WORDS)).toBe('Ab');
    expect(nextTyping(start, WORDS, TIMING)).toEqual({
      next: { index: 0, length: 2, phase: 'deleting' },
      delayMs: 2000,
    });
  });
});
