import { describe, expect, it } from 'vitest';
import { itemHash, parseItemHash } from './hash-item';

describe('item hashes', () => {
  it('formats and parses an item address', () => {
    expect(itemHash('project', 3)).toBe('#project-3');
    expect(parseItemHash('#project-3', 'project')).toBe(3);
    expect(parseItemHash('#paper-12', 'paper')).toBe(12);
  });

  it('ignores other sections, other prefixes and malformed ids', () => {
    for (const hash of [
      '',
      '#',
      '#projects',
      '#paper-1',
      '#project-',
      '#project-1x',
      '#project--1',
    ]) {
      expect(parseItemHash(hash, 'project')).toBeNull();
    }
  });
});
