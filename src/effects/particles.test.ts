import { afterEach, describe, expect, it } from 'vitest';
import { particleColor, particleOptions } from './particles';

describe('the particles', () => {
  afterEach(() => document.documentElement.style.removeProperty('--brand-from'));

  it('take the brand colour the stylesheet gives the page when they start', () => {
    document.documentElement.style.setProperty('--brand-from', '#0a7f3f');
    const color = particleColor();
    expect(color).toBe('#0a7f3f');
    const options = particleOptions(color);
    expect(options.particles?.color).toEqual({ value: color });
    expect(options.particles?.links).toMatchObject({ color });
  });
});
