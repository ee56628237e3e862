import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../check-content';
import { SAMPLE_CONTENT_DIR } from '../content-dir';
import { hasSampleStats } from './figures-to-stats';
import { CONTENT_FORMAT, contentFormat, MIGRATIONS } from './formats';

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

  it('take an owner’s copy of the sample, with their own name in it, as of the template’s format', () => {
    // npm run new-content, then a first edit: the sample's rows of figures are theirs to keep.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'new-owner-'));
    try {
      cpSync(path.join(ROOT, SAMPLE_CONTENT_DIR), dir, { recursive: true });
      const reading = contentFormat(dir, { profile: { name: 'Someone Else' } });
      expect(reading).toEqual({ format: CONTENT_FORMAT, declared: CONTENT_FORMAT });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
