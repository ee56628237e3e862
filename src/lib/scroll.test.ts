import { describe, expect, it } from 'vitest';
import { easeInOutCubic } from './scroll';

describe('easeInOutCubic', () => {
  it('starts at 0, passes the middle at half, ends at 1, never going backwards', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBeCloseTo(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    let previous = 0;
    for (let t = 0; t <= 1; t += 0.05) {
      const value = easeInOutCubic(t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});
