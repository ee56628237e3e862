import { describe, expect, it } from 'vitest';
import { saysNothing } from './says-nothing';

describe('saysNothing', () => {
  it.each([
    '',
    '   ',
    '\n\t',
    '\u200b',
    '\u200d\u200c',
    '\u200f \u200e',
    '\u00ad',
    '\ufeff',
    '\u3164',
    '\u2800\u115f',
  ])('counts %j as empty', (value) => expect(saysNothing(value)).toBe(true));

  it.each(['a', ' Ada ', '\u200bx', '·', '😀', 'אבי'])('counts %j as written', (value) =>
    expect(saysNothing(value)).toBe(false),
  );
});
