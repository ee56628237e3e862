import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../check-content';
import { SAMPLE_CONTENT_DIR } from '../content-dir';
import { hasSampleStats } from './figures-to-stats';
import { CONTENT_FORMAT, MIGRATIONS } from './formats';

describe('the content formats', () => {
  it('upgrade one format at a time, from the first to the template’s', () => {
    expect(MIGRATIONS.map(({ from, to }) => [from, to])).toEqual(
      Array.from({ length: CONTENT_FORMAT - 1 }, (_, i) => [i + 1, i + 2]),
    );
  });

  it('know the sample’s stats.ts, which a merge brings into content of an earlier format', () => {
    expect(hasSampleStats(path.join(ROOT, SAMPLE_CONTENT_DIR))).toBe(true);
  });

  it('the sample and the template’s own content sets say they are of the template’s format', () => {
    const tests = path.join(ROOT, 'tests');
    const sets = readdirSync(tests)
      .filter((name) => name.startsWith('content-'))
      .map((name) => path.join(tests, name, 'content'))
      .filter((dir) => existsSync(dir));
    for (const dir of [path.join(ROOT, SAMPLE_CONTENT_DIR), ...sets]) {
      const file = path.join(dir, 'format.json');
      expect({ dir, ...JSON.parse(readFileSync(file, 'utf8')) }).toEqual({
        dir,
        format: CONTENT_FORMAT,
      });
    }
  });
});
