import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterStepBack,
  currentAddress,
  onOverlay,
  pushAddress,
  pushOverlay,
  pushedHere,
  replaceAddress,
  stepBack,
  subscribeToAddress,
} from './address-history';

const landed = () =>
  new Promise((done) => window.addEventListener('popstate', done, { once: true }));

beforeEach(() => window.history.replaceState(null, '', '/?q=1#projects'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('address history', () => {
  it('tells subscribers of its own pushes and replacements, keeping the query', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToAddress(listener);
    pushAddress('/projects/a/');
    expect(currentAddress()).toBe('/projects/a/');
    expect(window.location.search).toBe('?q=1');
    expect(pushedHere()).toBe(true);
    replaceAddress('/');
    expect(currentAddress()).toBe('/');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    pushAddress('/projects/b/');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not push the address it is already at, and knows entries it did not push', () => {
    const length = window.history.length;
    pushAddress('/#projects');
    expect(window.history.length).toBe(length);
    expect(pushedHere()).toBe(false);
  });

  it('reads as empty while a step back is on its way, and pushes only once it has landed', async () => {
    pushAddress('/projects/a/');
    const ran = vi.fn();
    const arrival = landed();
    stepBack();
    stepBack();
    expect(currentAddress()).toBe('');
    afterStepBack(ran);
    pushAddress('/research/b/');
    expect(window.location.pathname).toBe('/projects/a/');
    expect(ran).not.toHaveBeenCalled();

    await arrival;
    expect(ran).toHaveBeenCalledTimes(1);
    expect(currentAddress()).toBe('/research/b/');
    // The step back landed where it started, and the push came after it.
    window.history.back();
    await landed();
    expect(currentAddress()).toBe('/#projects');
  });

  it("pushes an overlay's entry at the same address, which a step back leaves", async () => {
    const before = window.location.href;
    pushOverlay('search');
    expect(window.location.href).toBe(before);
    expect(onOverlay('search')).toBe(true);
    expect(onOverlay('menu')).toBe(false);
    stepBack();
    await landed();
    expect(onOverlay('search')).toBe(false);
    expect(window.location.href).toBe(before);
  });

  it("pushes no overlay's entry called off before the step back it waited for landed", async () => {
    pushAddress('/projects/a/');
    stepBack();
    const callOff = pushOverlay('search');
    callOff();
    await landed();
    expect(onOverlay('search')).toBe(false);
    expect(window.history.state).toBeNull();
  });

  it('runs follow-ups at once when no step back is on its way', () => {
    const ran = vi.fn();
    afterStepBack(ran);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('leaves the entry it pushes from, and the new one, without a scroll position to restore', () => {
    const modes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(window.history, 'scrollRestoration');
    Object.defineProperty(window.history, 'scrollRestoration', {
      configurable: true,
      set: (mode: string) => modes.push(`${window.location.pathname}: ${mode}`),
      get: () => 'auto',
    });
    try {
      pushAddress('/projects/c/');
      // The new entry takes the mode of the one it was pushed from (the item's page, on a reload,
      // opens at its top), and nothing sets it back.
      expect(modes).toEqual(['/: manual']);
    } finally {
      if (descriptor) Object.defineProperty(window.history, 'scrollRestoration', descriptor);
      else delete (window.history as { scrollRestoration?: unknown }).scrollRestoration;
    }
  });
});
