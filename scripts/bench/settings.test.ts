// The interaction scripts load the benchmark's build, or another named by DIST_DIR, and say so
// when there is none.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMAND, DIST_DIR, interactionSiteDir } from './settings.ts';

let scratch = '';

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = '';
});

describe('interactionSiteDir', () => {
  it('takes the build DIST_DIR names, once it holds a page', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'bench-site-'));
    expect(() => interactionSiteDir({ DIST_DIR: scratch })).toThrow(COMMAND);
    writeFileSync(path.join(scratch, 'index.html'), '<!doctype html>');
    expect(interactionSiteDir({ DIST_DIR: scratch })).toBe(scratch);
  });

  it("is the benchmark's own build when DIST_DIR is unset", () => {
    let dir = '';
    try {
      dir = interactionSiteDir({});
    } catch (error) {
      // No benchmark build on this machine: the message names it.
      expect(String(error)).toContain(DIST_DIR);
      return;
    }
    expect(dir).toBe(DIST_DIR);
  });
});
