import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { reportSampleWarnings } from './sample-warnings';

describe('reportSampleWarnings', () => {
  it('prints each line and repeats them in the deploy run’s summary', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'summary-'));
    const summary = path.join(dir, 'summary.md');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const lines = ['content/profile.ts › profile.tagline: "<b>" is the sample\'s', 'second'];
    try {
      reportSampleWarnings(lines, { GITHUB_STEP_SUMMARY: summary });
      expect(warn.mock.calls.map(([line]) => line)).toEqual(
        lines.map((line) => `sample content: ${line}`),
      );
      const written = readFileSync(summary, 'utf8');
      expect(written).toContain("### Still the sample's (2)");
      expect(written).toContain('- content/profile.ts › profile.tagline: "&lt;b&gt;"');
      expect(written).toContain('- second');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
