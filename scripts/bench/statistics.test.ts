import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { FIGURES, longestTaskOf, type Figures } from './figures.ts';
import { LONG_TASK_TARGET_MS, median, mobileTargets } from './statistics.ts';

/** Figures of a page that meets every target against `control`, to change one at a time. */
function passing(control: Figures): Figures {
  return { ...control, performance: 100, accessibility: 100, bestPractices: 100, seo: 100 };
}

const control = Object.fromEntries(Object.keys(FIGURES).map((key) => [key, 0])) as Figures;
const failed = (site: Figures) =>
  mobileTargets(site, { ...control, lcp: 800, tbt: 20 })
    .filter((target) => !target.pass)
    .map((target) => target.figure);

describe('mobileTargets', () => {
  it('passes a page that meets them all', () => {
    expect(failed(passing({ ...control, lcp: 800, tbt: 20 }))).toEqual([]);
  });

  it('holds LCP to 1.15 times the control and TBT to 50 ms above it', () => {
    const site = passing({ ...control, lcp: 800, tbt: 20 });
    expect(failed({ ...site, lcp: 919 })).toEqual([]);
    expect(failed({ ...site, lcp: 921 })).toEqual(['lcp']);
    expect(failed({ ...site, tbt: 71 })).toEqual(['tbt']);
  });

  it('fails a page with one task longer than the target, whatever the control', () => {
    const site = passing({ ...control, lcp: 800, tbt: 20 });
    expect(failed({ ...site, longestTask: LONG_TASK_TARGET_MS })).toEqual([]);
    expect(failed({ ...site, longestTask: LONG_TASK_TARGET_MS + 1 })).toEqual(['longestTask']);
  });
});

describe('longestTaskOf', () => {
  const lhr = (items: { duration: number }[]) =>
    ({
      audits: { 'long-tasks': { details: { type: 'table', headings: [], items } } },
    }) as unknown as Pick<Result, 'audits'>;

  it("is the longest of the run's long tasks, and 0 when there are none", () => {
    expect(longestTaskOf(lhr([{ duration: 64 }, { duration: 184 }, { duration: 129 }]))).toBe(184);
    expect(longestTaskOf(lhr([]))).toBe(0);
    expect(longestTaskOf({ audits: {} })).toBe(0);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
