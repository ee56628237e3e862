import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './calibration';

describe('cpuSlowdownFor', () => {
  it("gives the slowdown of Lighthouse's CPU-throttling calculator at its anchors", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it('slows a fast machine more than a slow one, in straight lines between the anchors', () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(2700)).toBeCloseTo(9.01, 2);
    expect(cpuSlowdownFor(1000)).toBeLessThan(cpuSlowdownFor(1400));
  });

  it('does not slow a machine already slower than the phone it stands for', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
  });

  it('refuses what is not an index', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/Not a benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/Not a benchmark index/);
  });
});
