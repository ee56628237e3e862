import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdDuringInput, INPUT_HOLD_LIMIT_MS } from './hold-during-input';

const fire = (type: string) => window.dispatchEvent(new Event(type));

describe('holdDuringInput', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('holds from a press until the frame after the one that paints its result', () => {
    const hold = vi.fn();
    const release = vi.fn();
    const stop = holdDuringInput(hold, release);
    fire('pointerdown');
    expect(hold).toHaveBeenCalledTimes(1);
    fire('click');
    vi.advanceTimersToNextFrame();
    expect(release).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(release).toHaveBeenCalledTimes(1);
    stop();
  });

  it('holds once for keys typed in a row, and lets go once the last is up', () => {
    const hold = vi.fn();
    const release = vi.fn();
    const stop = holdDuringInput(hold, release);
    fire('keydown');
    fire('keyup');
    fire('keydown');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(release).not.toHaveBeenCalled();
    fire('keyup');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(hold).toHaveBeenCalledTimes(1);
    expect(release).toHaveBeenCalledTimes(1);
    stop();
  });

  it('lets go of a press that never ends, and on stop', () => {
    const hold = vi.fn();
    const release = vi.fn();
    const stop = holdDuringInput(hold, release);
    fire('pointerdown');
    vi.advanceTimersByTime(INPUT_HOLD_LIMIT_MS);
    expect(release).toHaveBeenCalledTimes(1);
    fire('keydown');
    stop();
    expect(release).toHaveBeenCalledTimes(2);
    fire('keydown');
    expect(hold).toHaveBeenCalledTimes(2);
  });
});
