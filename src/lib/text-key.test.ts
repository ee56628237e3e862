import { describe, expect, it } from 'vitest';
import { textKey } from './text-key';

describe('textKey', () => {
  it('gives a text the same short key every time, and texts that differ by a letter their own', () => {
    const texts = [
      'Sketch of the Engine',
      'Sketch of the engine',
      'Sketch of the Engine.',
      '',
      'é',
    ];
    const keys = texts.map(textKey);
    expect(textKey('Sketch of the Engine')).toBe(keys[0]);
    expect(new Set(keys).size).toBe(texts.length);
    for (const key of keys) expect(key).toMatch(/^[0-9a-z]{1,7}$/);
  });

  it('is FNV-1a of 32 bits (over UTF-16 code units): its published value for "a"', () => {
    // FNV-1a("a") = 0xe40c292c.
    expect(textKey('a')).toBe((0xe40c292c).toString(36));
  });
});
