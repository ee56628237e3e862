import { describe, expect, it } from 'vitest';
import { readRange } from './byte-range.ts';

const SIZE = 1000;

describe('readRange', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=0-0', { kind: 'partial', start: 0, end: 0 }],
    ['bytes=-50', { kind: 'partial', start: 950, end: 999 }],
    ['bytes=990-', { kind: 'partial', start: 990, end: 999 }],
    ['bytes=990-5000', { kind: 'partial', start: 990, end: 999 }],
    ['bytes = 1-2 ', { kind: 'partial', start: 1, end: 2 }],
    ['bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['bytes=5-18446744073709551617', { kind: 'partial', start: 5, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=18446744073709551617-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=2000-3000,4000-', { kind: 'unsatisfiable' }],
    ['bytes=100-5', { kind: 'whole' }],
    ['bytes=abc', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=0-1,5-3', { kind: 'whole' }],
    ['bytes=0-1,2000-', { kind: 'partial', start: 0, end: 1 }],
  ])('reads %j as %j', (header, answer) => {
    expect(readRange(header, SIZE)).toEqual(answer);
  });

  it('finds no satisfiable range in an empty file', () => {
    expect(readRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(readRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
