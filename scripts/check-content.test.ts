import { describe, expect, it } from 'vitest';
import { contentProblems, existsInProject } from './check-content';

describe('check-content', () => {
  it('finds files in the project and nothing outside it', () => {
    expect(existsInProject('package.json')).toBe(true);
    expect(existsInProject('public/no-such-file.pdf')).toBe(false);
    expect(existsInProject('src/content')).toBe(false);
    expect(existsInProject('../package.json')).toBe(false);
  });

  it('finds no problems in the shipped content', () => {
    expect(contentProblems()).toEqual([]);
  });
});
