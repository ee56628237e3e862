import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../check-content';
import { hasSampleStats } from './figures-to-stats';
import { CONTENT_FORMAT, MIGRATIONS } from './formats';

describe('the content formats', () => {
  it('upgrade one format at a time, from the first to the template’s', () => {
    expect(MIGRATIONS.map(({ from, to }) => [from, to])).toEqual(
      Array.from({ length: CONTENT_FORMAT - 1 }, (_, i) => [i + 1, i + 2]),
    );
  });

  it('know the sample’s stats.ts, which a merge brings into content of an earlier format', () => {
    expect(hasSampleStats(CONTENT_DIR)).toBe(true);
  });

  it('the sample content says it is of the template’s format', () => {
    const file = path.join(CONTENT_DIR, 'format.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ format: CONTENT_FORMAT });
  });
});
