import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchingMedia } from '../test/setup';
import { easeInOutCubic, nearestTargetY, scrollToY } from './scroll';

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

/** Frames that run only when the test says, and a window whose scrollY is the last scrollTo. */
function fakeWindow() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  const scrolled: number[] = [0];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolled.at(-1) });
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrolled.push(y);
  }) as typeof window.scrollTo);
  return { frames, scrolled, scrollTo };
}

describe('scrollToY', () => {
  const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
  afterEach(() => {
    vi.restoreAllMocks();
    if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
  });

  it('lands where the target is at the end, though it moved while scrolling', async () => {
    const { frames, scrolled } = fakeWindow();
    const start = performance.now();
    let target = 1000;
    let done = false;
    void scrollToY(() => target, 100).then(() => {
      done = true;
    });

    frames.shift()?.(start + 50);
    // A section above the target is laid out mid-way and pushes it down.
    target = 1600;
    frames.shift()?.(start + 150);
    // And once more on the last frame, after which it settles.
    target = 1650;
    while (frames.length > 0) frames.shift()?.(start + 200);
    await Promise.resolve();

    expect(done).toBe(true);
    expect(scrolled.at(-1)).toBe(1650);
    // It waited for the target to hold still, and went no further.
    expect(scrolled.filter((y) => y === 1650)).toHaveLength(1);
  });

  it('jumps there at once, before any frame, when the visitor prefers reduced motion', () => {
    matchingMedia.add('(prefers-reduced-motion: reduce)');
    const { frames, scrolled } = fakeWindow();
    void scrollToY(() => 1000, 100);
    expect(scrolled).toEqual([0, 1000]);
    // The frames that follow only check that the target holds still.
    while (frames.length > 0) frames.shift()?.(performance.now());
    expect(scrolled).toEqual([0, 1000]);
  });

  it('once landed, leaves a visitor who scrolls on where they scrolled', async () => {
    const { frames, scrolled, scrollTo } = fakeWindow();
    const start = performance.now();
    void scrollToY(() => 1000, 100);
    frames.shift()?.(start + 150);
    expect(scrolled.at(-1)).toBe(1000);
    // The visitor scrolls on by wheel while it checks the target holds still.
    scrolled.push(1400);
    while (frames.length > 0) frames.shift()?.(start + 200);
    await Promise.resolve();

    expect(scrolled.at(-1)).toBe(1400);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('gives way to a hash navigation on the way, and never pulls the page back after it', async () => {
    const { frames, scrolled } = fakeWindow();
    const start = performance.now();
    let target = 1000;
    const result = scrollToY(() => target, 100);
    frames.shift()?.(start + 150);
    expect(scrolled.at(-1)).toBe(1000);
    // The visitor follows a link to another part of the page; the browser scrolls there, and
    // a section laid out on the way moves the old target.
    scrolled.push(5000);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    target = 1200;
    while (frames.length > 0) frames.shift()?.(start + 200);

    await expect(result).resolves.toBe(false);
    expect(scrolled.at(-1)).toBe(5000);
  });

  it('gives way at the navigation’s popstate, though a frame runs before its hashchange', async () => {
    const { frames, scrolled } = fakeWindow();
    const start = performance.now();
    let target = 1000;
    const result = scrollToY(() => target, 100);
    frames.shift()?.(start + 150);
    // An address typed while it settles: popstate, then the browser's own scroll there, then a
    // frame (a section laid out on the way moves the old target), and only then hashchange.
    window.dispatchEvent(new PopStateEvent('popstate'));
    scrolled.push(5000);
    target = 1200;
    while (frames.length > 0) frames.shift()?.(start + 200);
    window.dispatchEvent(new HashChangeEvent('hashchange'));

    await expect(result).resolves.toBe(false);
    expect(scrolled.at(-1)).toBe(5000);
  });
});

describe('nearestTargetY', () => {
  const html = document.documentElement;
  afterEach(() => {
    vi.restoreAllMocks();
    html.style.removeProperty('scroll-padding-top');
    document.body.replaceChildren();
  });

  /** An element at `top` in a 768 px viewport, `height` high, with a 16 px margin below. */
  function element(top: number, height: number): HTMLElement {
    html.style.scrollPaddingTop = '64px';
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(5000);
    const el = document.createElement('div');
    el.style.scrollMarginBottom = '16px';
    document.body.append(el);
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({
      top,
      bottom: top + height,
      height,
    } as DOMRect);
    return el;
  }

  it('stays where it is for an element in view', () => {
    expect(nearestTargetY(element(300, 100))).toBe(5000);
  });

  it('scrolls an element below the view up to its foot, its margin clear of the edge', () => {
    expect(nearestTargetY(element(700, 100))).toBe(5000 + 800 - (768 - 16));
  });

  it('brings a taller element below in by its top, clear of the bar', () => {
    expect(nearestTargetY(element(700, 2000))).toBe(5000 + 700 - 64);
  });

  it('scrolls an element under the bar down until it is clear of it', () => {
    expect(nearestTargetY(element(20, 100))).toBe(5000 + 20 - 64);
  });
});
