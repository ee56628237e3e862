import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOTION_PAUSED_ATTRIBUTE, MOTION_PAUSED_STORAGE_KEY } from '../config/site';
import { isMotionPaused, setMotionPaused, subscribeMotionPaused } from './motion-pause';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(MOTION_PAUSED_ATTRIBUTE);
  localStorage.clear();
});

describe('the stop of the animations', () => {
  it('moves until the visitor stops it, and keeps the choice', () => {
    expect(isMotionPaused()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = subscribeMotionPaused(listener);
    setMotionPaused(true);
    expect(document.documentElement.hasAttribute(MOTION_PAUSED_ATTRIBUTE)).toBe(true);
    expect(isMotionPaused()).toBe(true);
    expect(localStorage.getItem(MOTION_PAUSED_STORAGE_KEY)).toBe('true');
    setMotionPaused(false);
    expect(isMotionPaused()).toBe(false);
    expect(localStorage.getItem(MOTION_PAUSED_STORAGE_KEY)).toBe('false');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setMotionPaused(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops the animations on this page though storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => setMotionPaused(true)).not.toThrow();
    expect(isMotionPaused()).toBe(true);
  });

  it('tells subscribers when Back or Forward brings the page back', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeMotionPaused(listener);
    window.dispatchEvent(new Event('pageshow'));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new Event('pageshow'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
