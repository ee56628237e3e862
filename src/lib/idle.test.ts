import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('waits for the idle callback where the browser has one', () => {
    const waiting: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    const callback = vi.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    waiting[0]!();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits a second where it has none, or the pause it is given, and can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const slow = vi.fn();
    const quick = vi.fn();
    const cancelled = vi.fn();
    whenIdle(slow);
    whenIdle(quick, 3000, 100);
    whenIdle(cancelled, 3000, 100)();
    vi.advanceTimersByTime(100);
    expect(quick).toHaveBeenCalledTimes(1);
    expect(slow).not.toHaveBeenCalled();
    vi.advanceTimersByTime(900);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
