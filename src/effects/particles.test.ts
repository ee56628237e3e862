import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTICLE_FPS_LIMIT, PARTICLE_MIN_FPS } from '../config/site';
import { keepToFrameBudget, particleColor, particleOptions } from './particles';

describe('the particles', () => {
  afterEach(() => {
    document.documentElement.style.removeProperty('--brand-from');
    vi.restoreAllMocks();
  });

  it('take the brand colour the stylesheet gives the page when they start', () => {
    document.documentElement.style.setProperty('--brand-from', '#0a7f3f');
    const color = particleColor();
    expect(color).toBe('#0a7f3f');
    const options = particleOptions(color);
    expect(options.particles?.color).toEqual({ value: color });
    expect(options.particles?.links).toMatchObject({ color });
  });

  it('draw fewer frames a second where each frame takes long, and all of them where it does not', () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    let frameMs = 1;
    const drawn: unknown[] = [];
    const container = {
      fpsLimit: PARTICLE_FPS_LIMIT,
      canvas: {
        render: {
          drawParticles(delta: unknown) {
            drawn.push(delta);
            now += frameMs;
          },
        },
      },
    };
    // The engine's own container, of which only these two parts are used.
    keepToFrameBudget(container as unknown as Parameters<typeof keepToFrameBudget>[0]);
    const frames = (count: number) => {
      for (let i = 0; i < count; i += 1) container.canvas.render.drawParticles({ value: 16 });
    };
    frames(20);
    expect(drawn).toHaveLength(20);
    expect(container.fpsLimit).toBe(PARTICLE_FPS_LIMIT);
    // A phone where a frame takes 60 ms: the floor.
    frameMs = 60;
    frames(40);
    expect(container.fpsLimit).toBe(PARTICLE_MIN_FPS);
    // The page gets quick again (another tab closed): the full rate comes back.
    frameMs = 1;
    frames(40);
    expect(container.fpsLimit).toBe(PARTICLE_FPS_LIMIT);
  });
});
