import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PARTICLE_FPS_LIMIT,
  PARTICLE_MAIN_THREAD_SHARE,
  PARTICLE_MIN_FPS,
  PARTICLE_STILL_SHARE,
} from '../config/site';
import { affordableFps } from '../lib/frame-budget';
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

  /**
   * The engine's own container, of which only these two parts are used, with a clock that the
   * drawing script moves by `scriptMs` and the canvas's rasterising after it by `rasterMs`.
   */
  function timedParticles() {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const timing = { scriptMs: 1, rasterMs: 0 };
    const drawn: unknown[] = [];
    const container = {
      fpsLimit: PARTICLE_FPS_LIMIT,
      canvas: {
        render: {
          drawParticles(delta: unknown) {
            drawn.push(delta);
            now += timing.scriptMs;
          },
        },
      },
    };
    const holdStill = vi.fn();
    // The browser rasterises the canvas after the frame's script, before the next task starts.
    const tasks = {
      queue: (callback: () => void) => {
        now += timing.rasterMs;
        callback();
      },
      close: vi.fn(),
    };
    const stop = keepToFrameBudget(
      container as unknown as Parameters<typeof keepToFrameBudget>[0],
      holdStill,
      tasks,
    );
    const frames = (count: number) => {
      for (let i = 0; i < count; i += 1) container.canvas.render.drawParticles({ value: 16 });
    };
    return { container, drawn, frames, holdStill, stop, tasks, timing };
  }

  it('draw fewer frames a second where each frame takes long, and all of them where it does not', () => {
    const { container, drawn, frames, holdStill, timing } = timedParticles();
    frames(20);
    expect(drawn).toHaveLength(20);
    expect(container.fpsLimit).toBe(PARTICLE_FPS_LIMIT);
    // A phone where a frame takes 40 ms: the floor.
    timing.scriptMs = 40;
    frames(40);
    expect(container.fpsLimit).toBe(PARTICLE_MIN_FPS);
    // The page gets quick again (another tab closed): the full rate comes back.
    timing.scriptMs = 1;
    frames(40);
    expect(container.fpsLimit).toBe(PARTICLE_FPS_LIMIT);
    expect(holdStill).not.toHaveBeenCalled();
  });

  it('count the canvas’s rasterising after the script as part of a frame', () => {
    const { container, frames, timing } = timedParticles();
    timing.scriptMs = 2;
    frames(40);
    const scriptAlone = container.fpsLimit;
    timing.rasterMs = 8;
    frames(40);
    expect(container.fpsLimit).toBeLessThan(scriptAlone);
    expect(container.fpsLimit).toBe(
      affordableFps(10, PARTICLE_FPS_LIMIT, PARTICLE_MIN_FPS, PARTICLE_MAIN_THREAD_SHARE),
    );
  });

  it('hold still, for good, where even their slowest rate would keep the phone too busy', () => {
    const { frames, holdStill, stop, tasks, timing } = timedParticles();
    // Each frame takes the share's worth at the slowest rate, and a little more.
    timing.scriptMs = 5;
    timing.rasterMs = (PARTICLE_STILL_SHARE * 1000) / PARTICLE_MIN_FPS;
    frames(3);
    // Not from a few costly frames, which a page still loading can cause on any device.
    expect(holdStill).not.toHaveBeenCalled();
    frames(40);
    expect(holdStill).toHaveBeenCalledTimes(1);
    timing.scriptMs = 1;
    timing.rasterMs = 0;
    frames(40);
    expect(holdStill).toHaveBeenCalledTimes(1);
    stop();
    expect(tasks.close).toHaveBeenCalled();
  });
});
