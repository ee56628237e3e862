import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import { replayClicksOnDormantIslands } from './early-click';
import {
  dormantIsland,
  handedToReact,
  WAKING_EVENTS,
  wakeIslands,
  type IslandWaker,
} from './islands';

const FakeObserver = FakeIntersectionObserver;

function page(): Record<string, HTMLElement> {
  document.body.innerHTML = `
    <div id="root">
      <div data-root="bar" data-hydrate="idle" data-hydrated="false"><header><button>Menu</button><p hidden data-unloaded-notice>Could not load</p></header></div>
      <div data-root="top" data-hydrate="visible" data-hydrated="false"><section id="top">Top</section></div>
      <div data-island="about"><section>About</section></div>
      <div data-root="work" data-hydrate="near" data-hydrated="false"><section id="work"><button>More</button><input /></section></div>
      <div data-root="end" data-hydrate="near" data-hydrated="false"><footer>End</footer></div>
    </div>`;
  const named = (name: string) => document.querySelector<HTMLElement>(`[data-root="${name}"]`)!;
  return { bar: named('bar'), top: named('top'), work: named('work'), end: named('end') };
}

/** A hydrate that records its calls and finishes when the test says. */
function controlledHydrate() {
  const calls: string[] = [];
  const finish = new Map<string, () => void>();
  const fail = new Map<string, () => void>();
  const hydrate = vi.fn((island: HTMLElement, handed: () => void) => {
    const name = island.getAttribute('data-root') ?? '';
    calls.push(name);
    return new Promise<void>((resolve, reject) => {
      finish.set(name, () => {
        handed();
        resolve();
      });
      fail.set(name, () => reject(new Error('offline')));
    });
  });
  return { calls, finish, fail, hydrate };
}

/** Idle moments that come only when the test gives one. */
function controlledIdle() {
  const waiting: (() => void)[] = [];
  return {
    idle: (callback: () => void) => {
      waiting.push(callback);
      return () => waiting.splice(waiting.indexOf(callback) >>> 0, 1);
    },
    give: () => waiting.shift()?.(),
    pending: () => waiting.length,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let waker: IslandWaker | undefined;
beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  waker?.stop();
  waker = undefined;
  document.body.innerHTML = '';
});

describe('wakeIslands', () => {
  it('wakes nothing before its trigger, and marks an island hydrated once React is done', async () => {
    const islands = page();
    const { calls, finish, hydrate } = controlledHydrate();
    const { idle } = controlledIdle();
    waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle });
    expect(calls).toEqual([]);

    FakeObserver.show(islands.top.firstElementChild!);
    expect(calls).toEqual(['top']);
    expect(islands.top).toHaveAttribute('data-hydrated', 'false');
    finish.get('top')!();
    await settle();
    expect(islands.top).toHaveAttribute('data-hydrated', 'true');
  });

  it('watches visible islands at the viewport and near ones a screen ahead', () => {
    const islands = page();
    waker = wakeIslands(document, {
      restAfterMs: 60_000,
      hydrate: controlledHydrate().hydrate,
      idle: controlledIdle().idle,
    });
    const marginOf = (element: Element) =>
      FakeObserver.all.find((o) => o.observed.has(element))?.options.rootMargin;
    expect(marginOf(islands.top.firstElementChild!)).toBe('0px');
    expect(marginOf(islands.work.firstElementChild!)).toBe('100% 0px 100% 0px');
    expect(marginOf(islands.bar.firstElementChild!)).toBeUndefined();
  });

  it.each(['pointerdown', 'focusin', 'keydown', 'input'])(
    'wakes an island at once on %s inside it, once',
    (type) => {
      const islands = page();
      const { calls, hydrate } = controlledHydrate();
      waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle: controlledIdle().idle });
      const input = islands.work.querySelector('input')!;
      input.dispatchEvent(new Event(type, { bubbles: true }));
      input.dispatchEvent(new Event(type, { bubbles: true }));
      FakeObserver.show(islands.work.firstElementChild!);
      expect(calls).toEqual(['work']);
    },
  );

  it('wakes idle islands at the first idle moments, the rest only once the visitor moves', async () => {
    const islands = page();
    const { calls, finish, hydrate } = controlledHydrate();
    const idle = controlledIdle();
    waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle: idle.idle });
    FakeObserver.show(islands.work.firstElementChild!);

    idle.give();
    expect(calls).toEqual(['work', 'bar']);
    finish.get('bar')!();
    await settle();
    idle.give();
    // Nothing else until the visitor moves through the page.
    expect(calls).toEqual(['work', 'bar']);
    expect(idle.pending()).toBe(0);

    window.dispatchEvent(new Event('wheel'));
    idle.give();
    expect(calls).toEqual(['work', 'bar', 'top']);
    finish.get('top')!();
    await settle();
    idle.give();
    // "work" was woken by its trigger already.
    expect(calls).toEqual(['work', 'bar', 'top', 'end']);
    finish.get('end')!();
    await settle();
    idle.give();
    expect(calls).toHaveLength(4);
  });

  it('leaves a moving island, though in view, to the rest, or to a touch inside it', async () => {
    document.body.innerHTML = `
      <div data-root="bar" data-hydrate="moving" data-hydrated="false"><button>Menu</button></div>
      <div data-root="lead" data-hydrate="moving" data-hydrated="false"><section>Lead</section></div>
      <div data-root="work" data-hydrate="near" data-hydrated="false"><section>Work</section></div>`;
    const bar = document.querySelector<HTMLElement>('[data-root="bar"]')!;
    const lead = document.querySelector<HTMLElement>('[data-root="lead"]')!;
    const { calls, finish, hydrate } = controlledHydrate();
    const idle = controlledIdle();
    waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle: idle.idle });
    // No observer watches it and no idle moment wakes it: only the rest does.
    expect(FakeObserver.all.some((o) => o.observed.has(lead.firstElementChild!))).toBe(false);
    idle.give();
    expect(calls).toEqual([]);

    bar.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(calls).toEqual(['bar']);
    finish.get('bar')!();
    await settle();

    window.dispatchEvent(new Event('scroll'));
    idle.give();
    expect(calls).toEqual(['bar', 'lead']);
  });

  it('asks for the code of every island left when the rest is due, one island a task, hydrating one by one', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page();
    const { calls, hydrate } = controlledHydrate();
    const idle = controlledIdle();
    // Each island's code, and how many timers were still to run when it was asked for.
    const asked: [string | null, number][] = [];
    const preload = (island: HTMLElement) => {
      asked.push([island.getAttribute('data-root'), vi.getTimerCount()]);
    };
    waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, preload, idle: idle.idle });
    vi.advanceTimersByTime(0);
    expect(asked.map(([name]) => name)).toEqual(['bar']);
    window.dispatchEvent(new Event('scroll'));
    // Not in the scroll's own task, and not all in one: a task (a timer) each, in page order.
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(0);
    expect(asked.slice(1)).toEqual([
      ['top', 2],
      ['work', 1],
      ['end', 0],
    ]);
    idle.give();
    expect(calls).toEqual(['bar']);
  });

  it('asks for no code of an island woken before its turn: it asked itself', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const islands = page();
    const preload = vi.fn((island: HTMLElement) => island.getAttribute('data-root'));
    waker = wakeIslands(document, {
      restAfterMs: 60_000,
      hydrate: controlledHydrate().hydrate,
      preload,
      idle: controlledIdle().idle,
    });
    window.dispatchEvent(new Event('scroll'));
    void waker.wake(islands.work);
    vi.runAllTimers();
    expect(preload.mock.results.map((r) => r.value)).toEqual(['bar', 'top', 'end']);
  });

  it('asks for no more code once stopped', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page();
    const preload = vi.fn();
    const idle = controlledIdle();
    waker = wakeIslands(document, {
      restAfterMs: 60_000,
      hydrate: controlledHydrate().hydrate,
      preload,
      idle: idle.idle,
    });
    window.dispatchEvent(new Event('scroll'));
    waker.stop();
    vi.runAllTimers();
    expect(preload).not.toHaveBeenCalled();
  });

  it('wakes the rest by itself once restAfterMs has passed with no move', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    page();
    const { calls, finish, hydrate } = controlledHydrate();
    const idle = controlledIdle();
    waker = wakeIslands(document, { restAfterMs: 5000, hydrate, idle: idle.idle });
    idle.give();
    finish.get('bar')!();
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
    idle.give();
    expect(calls).toEqual(['bar']);
    vi.advanceTimersByTime(4999);
    expect(idle.pending()).toBe(0);
    vi.advanceTimersByTime(1);
    idle.give();
    expect(calls).toEqual(['bar', 'top']);
  });

  it('on an address with a fragment, wakes the island holding its target first, and does not wait for a move', async () => {
    history.replaceState(null, '', '#work');
    try {
      const islands = page();
      const { calls, finish, hydrate } = controlledHydrate();
      const idle = controlledIdle();
      waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle: idle.idle });
      expect(calls).toEqual(['work']);
      idle.give();
      finish.get('bar')!();
      await settle();
      idle.give();
      expect(calls).toEqual(['work', 'bar', 'top']);
      expect(islands.work).toHaveAttribute('data-hydrated', 'false');
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('on an old item address no element holds, wakes the rest without waiting for a move', () => {
    history.replaceState(null, '', '#project-3');
    try {
      page();
      const { calls, hydrate } = controlledHydrate();
      const idle = controlledIdle();
      waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle: idle.idle });
      expect(calls).toEqual([]);
      idle.give();
      expect(calls).toEqual(['bar']);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  /** The page with the bar's first try to load failed (it wakes at the first idle moment). */
  async function barFailedOnce() {
    const islands = page();
    const { calls, fail, finish, hydrate } = controlledHydrate();
    const idle = controlledIdle();
    waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle: idle.idle });
    idle.give();
    fail.get('bar')!();
    await settle();
    return { islands, calls, fail, finish, idle, waker };
  }

  it('leaves an island whose code failed as HTML, tries again on the next trigger, not at idle', async () => {
    const { islands, calls, finish, idle } = await barFailedOnce();
    expect(islands.bar).toHaveAttribute('data-hydrated', 'false');
    expect(islands.bar.querySelector('[data-unloaded-notice]')).not.toHaveAttribute('hidden');
    expect(dormantIsland(islands.bar.querySelector('button')!)).toBe(islands.bar);

    window.dispatchEvent(new Event('scroll'));
    idle.give();
    expect(calls).toEqual(['bar', 'top']);
    islands.bar.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(calls).toEqual(['bar', 'top', 'bar']);
    finish.get('bar')!();
    await settle();
    expect(islands.bar).toHaveAttribute('data-hydrated', 'true');
  });

  it('tries once more at once when the visitor asked during a try that then fails', async () => {
    const { islands, calls, fail, finish, waker } = await barFailedOnce();
    // A second try the page started itself (the island came into view), still on its way...
    void waker.wake(islands.bar);
    expect(calls).toEqual(['bar', 'bar']);
    fail.get('bar')!();
    await settle();
    // ...fails, and nothing more is tried until the visitor asks.
    expect(calls).toEqual(['bar', 'bar']);

    void waker.wake(islands.bar);
    // The visitor taps while this third try is on its way: the tap joins it, and when it fails
    // (it set out while the network was down), one more try follows at once.
    islands.bar.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(calls).toEqual(['bar', 'bar', 'bar']);
    fail.get('bar')!();
    await settle();
    expect(calls).toEqual(['bar', 'bar', 'bar', 'bar']);
    finish.get('bar')!();
    await settle();
    expect(islands.bar).toHaveAttribute('data-hydrated', 'true');
  });

  it('says whether the island woke: false once a try has failed and none follows', async () => {
    const { islands, fail, finish, waker } = await barFailedOnce();
    const second = waker.wake(islands.bar);
    fail.get('bar')!();
    await expect(second).resolves.toBe(false);
    const third = waker.wake(islands.bar);
    finish.get('bar')!();
    await expect(third).resolves.toBe(true);
  });

  it('queues the islands whose code failed again once the network is back', async () => {
    const { islands, calls, finish, idle } = await barFailedOnce();
    idle.give();
    expect(calls).toEqual(['bar']);
    window.dispatchEvent(new Event('online'));
    idle.give();
    expect(calls).toEqual(['bar', 'bar']);
    finish.get('bar')!();
    await settle();
    expect(islands.bar).toHaveAttribute('data-hydrated', 'true');
  });

  it('stops listening for input once every island is hydrated, and says so; not while one is missing', async () => {
    const islands = page();
    const { calls, fail, finish, hydrate } = controlledHydrate();
    const onAllAwake = vi.fn();
    waker = wakeIslands(document, {
      restAfterMs: 60_000,
      hydrate,
      idle: controlledIdle().idle,
      onAllAwake,
    });
    for (const name of ['bar', 'top', 'work']) void waker.wake(islands[name]!);
    void waker.wake(islands.end).catch(() => {});
    for (const name of ['bar', 'top', 'work']) finish.get(name)!();
    fail.get('end')!();
    await settle();
    expect(onAllAwake).not.toHaveBeenCalled();
    // The footer's code failed: a tap there still asks for it.
    islands.end.firstElementChild!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(calls.filter((name) => name === 'end')).toHaveLength(2);

    const removed = vi.spyOn(document, 'removeEventListener');
    finish.get('end')!();
    await settle();
    expect(onAllAwake).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual([...WAKING_EVENTS].sort());
    removed.mockRestore();
  });

  it('stops listening and observing when stopped', () => {
    const islands = page();
    const { calls, hydrate } = controlledHydrate();
    const idle = controlledIdle();
    waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle: idle.idle });
    waker.stop();
    islands.work.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    idle.give();
    expect(calls).toEqual([]);
    expect(FakeObserver.all.every((o) => o.observed.size === 0)).toBe(true);
  });
});

describe('a click before an island is React’s', () => {
  it('wakes the island and is made again once it is hydrated; React replays the later ones', async () => {
    const islands = page();
    const { finish, hydrate } = controlledHydrate();
    waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle: controlledIdle().idle });
    const stopReplay = replayClicksOnDormantIslands(waker.wake);
    const button = islands.work.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);

    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(handedToReact(button)).toBe(false);
    finish.get('work')!();
    await settle();
    expect(handedToReact(button)).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(2);

    button.click();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(3);
    stopReplay();
  });

  it('is dropped when its island’s code fails to arrive: a later waking does not press it', async () => {
    const islands = page();
    const { fail, finish, hydrate } = controlledHydrate();
    waker = wakeIslands(document, { restAfterMs: 60_000, hydrate, idle: controlledIdle().idle });
    const stopReplay = replayClicksOnDormantIslands(waker.wake);
    const button = islands.work.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);

    button.click(); // the network is down: nothing comes of it
    fail.get('work')!();
    await settle();
    button.click(); // the visitor presses again, and this time the code comes
    finish.get('work')!();
    await settle();
    // Their two presses, and the second made again for React: not the first as well.
    expect(clicks).toHaveBeenCalledTimes(3);
    stopReplay();
  });
});
