import { describe, expect, it } from 'vitest';
import { contentProblems, existsInPublic } from './check-content';

describe('check-content', () => {
  it('finds files in public/ and nothing outside it', () => {
    expect(existsInPublic('/resume.pdf')).toBe(true);
    expect(existsInPublic('/no-such-file.pdf')).toBe(false);
    expect(existsInPublic('/images')).toBe(false);
    expect(existsInPublic('/../package.json')).toBe(false);
  });

  it('finds no problems in the shipped content', () => {
    expect(contentProblems()).toEqual([]);
  });
});
