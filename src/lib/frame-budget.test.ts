import { describe, expect, it } from 'vitest';
import { affordableFps, averageFrameCost } from './frame-budget';

describe('affordableFps', () => {
  it('keeps the limit where a frame is drawn quickly', () => {
    expect(affordableFps(0.5, 120, 10, 0.25)).toBe(120);
    expect(affordableFps(2, 120, 10, 0.25)).toBe(120);
  });

  it('draws fewer frames where each takes long, so the drawing keeps to its share', () => {
    // 20 ms a frame at a quarter of the main thread: 12 frames a second, 240 ms of each second.
    expect(affordableFps(20, 120, 10, 0.25)).toBe(12);
    expect(affordableFps(20, 120, 10, 0.25) * 20).toBeLessThanOrEqual(250);
  });

  it('never goes under the floor, however slow the device', () => {
    expect(affordableFps(500, 120, 10, 0.25)).toBe(10);
  });

  it('keeps the limit before anything is measured', () => {
    expect(affordableFps(0, 120, 10, 0.25)).toBe(120);
    expect(affordableFps(Number.NaN, 120, 10, 0.25)).toBe(120);
  });
});

describe('averageFrameCost', () => {
  it('starts at the first frame and follows later ones without jumping to one slow frame', () => {
    const first = averageFrameCost(0, 4);
    expect(first).toBe(4);
    const afterSlow = averageFrameCost(first, 40);
    expect(afterSlow).toBeGreaterThan(4);
    expect(afterSlow).toBeLessThan(40 / 2);
    let average = afterSlow;
    for (let i = 0; i < 50; i += 1) average = averageFrameCost(average, 4);
    expect(average).toBeCloseTo(4, 1);
  });
});
