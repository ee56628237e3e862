import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  entryLoader,
  LOAD_FALLBACK_MS,
  loadEntryAfterPaint,
  NO_PAINT_FRAMES,
  RETRY_EVENTS,
} from './entry-loader';
import { SCRIPTS_FAILED_CLASS } from '../src/lib/islands';

const SRC = '/assets/index-a.js';
const MANIFEST = '/manifest.webmanifest';

/** Runs the loader's script in a fake page; `import()` becomes a recorded call. */
function runLoader(
  supportedEntryTypes: string[] | undefined,
  // Where the page is once loaded: at its top, or scrolled to a place on it (`/#contact`).
  place: { scrollY: number; hash: string } = { scrollY: 0, hash: '' },
) {
  // The paint entries the page has recorded so far (performance.getEntriesByType('paint')).
  const paints: { name: string }[] = [];
  const script = /<script[^>]*>([\s\S]*)<\/script>/.exec(entryLoader(SRC, MANIFEST))?.[1] ?? '';
  const imported: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  // Whether the entry arrives when imported (the network may be down).
  let arrives = true;
  const notices = [{ hidden: true }, { hidden: true }];
  // The classes on <html>.
  const rootClasses = new Set<string>();
  const head: { rel?: string; href?: string }[] = [];
  let observer: { callback: () => void; options: unknown; disconnected: boolean } | undefined;
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(callback: (list: unknown, o: FakeObserver) => void) {
      observer = { callback: () => callback([], this), options: undefined, disconnected: false };
    }
    observe(options: unknown) {
      if (observer) observer.options = options;
    }
    disconnect() {
      if (observer) observer.disconnected = true;
    }
  }
  // What the page's inline script kept: the last button pressed before the app started.
  const page: { __earlyClick?: unknown } = { __earlyClick: 'a press' };
  const context = vm.createContext({
    window: page,
    PerformanceObserver: FakeObserver,
    performance: { getEntriesByType: (type: string) => (type === 'paint' ? paints : []) },
    scrollY: place.scrollY,
    location: { hash: place.hash },
    __import: (url: string) => {
      imported.push(url);
      return arrives ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch'));
    },
    setTimeout: (fn: () => void, ms = 0) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
    document: {
      querySelectorAll: (selector: string) =>
        selector === '[data-unloaded-notice]' ? notices : [],
      querySelector: (selector: string) =>
        selector === 'link[rel=manifest]'
          ? (head.find((el) => el.rel === 'manifest') ?? null)
          : null,
      createElement: () => ({}),
      documentElement: {
        classList: {
          add: (name: string) => rootClasses.add(name),
          remove: (name: string) => rootClasses.delete(name),
        },
      },
      head: { append: (element: { rel?: string; href?: string }) => head.push(element) },
    },
  });
  vm.runInContext(script.replaceAll('import(', '__import('), context);
  /** Runs the timers due within `ms` (all of them unless said); the others stay set. */
  const flushTimers = (ms = Infinity) => {
    const due = timers.filter((timer) => timer.ms <= ms);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms > ms));
    due.forEach((timer) => timer.fn());
  };
  /** Draws the next frame: runs the callbacks asked for before it. */
  const drawFrame = () => frames.splice(0).forEach((fn) => fn());
  return {
    imported,
    notices,
    rootClasses,
    kept: () => page.__earlyClick,
    setArrives: (value: boolean) => (arrives = value),
    head,
    timers,
    frames,
    paints,
    listeners,
    observer: () => observer,
    flushTimers,
    drawFrame,
  };
}

describe('entryLoader', () => {
  it('says where the page has a notice that its entry did not arrive, and tries again on the network’s return or the next tap or key', async () => {
    const page = runLoader(['largest-contentful-paint']);
    page.setArrives(false);
    page.observer()!.callback();
    page.flushTimers(0);
    expect(page.imported).toEqual([SRC]);
    await vi.waitFor(() => expect(page.notices.every((notice) => !notice.hidden)).toBe(true));
    // The page is shown as without JavaScript, and stays so once the entry has come.
    expect([...page.rootClasses]).toEqual([SCRIPTS_FAILED_CLASS]);
    // A press kept while the entry failed did nothing: it is not made once the page starts.
    expect(page.kept()).toBeUndefined();
    expect([...page.listeners.keys()]).toEqual(expect.arrayContaining([...RETRY_EVENTS]));
    page.setArrives(true);
    page.listeners.get('online')!();
    page.flushTimers(0);
    expect(page.imported).toEqual([SRC, SRC]);
    await Promise.resolve();
    expect([...page.rootClasses]).toEqual([SCRIPTS_FAILED_CLASS]);
  });

  it('imports the entry only after the largest contentful paint is reported', () => {
    const page = runLoader(['paint', 'largest-contentful-paint']);
    expect(page.observer()?.options).toEqual({ type: 'largest-contentful-paint', buffered: true });
    page.flushTimers();
    expect(page.imported).toEqual([]);
    expect(page.head).toEqual([]);

    page.observer()?.callback();
    expect(page.observer()?.disconnected).toBe(true);
    page.flushTimers();
    expect(page.imported).toEqual([SRC]);
  });

  it('links the web manifest once, at the same moment as the import', () => {
    const page = runLoader(['largest-contentful-paint']);
    page.observer()?.callback();
    page.flushTimers();
    page.listeners.get('load')?.();
    page.flushTimers();
    page.flushTimers();
    expect(page.imported).toEqual([SRC, SRC]);
    expect(page.head).toEqual([{ rel: 'manifest', href: MANIFEST }]);
  });

  it('falls back to the first paint, then to the next frame', () => {
    expect(runLoader(['paint']).observer()?.options).toEqual({ type: 'paint', buffered: true });

    const old = runLoader(undefined);
    expect(old.observer()).toBeUndefined();
    old.frames.forEach((fn) => fn());
    old.flushTimers();
    expect(old.imported).toEqual([SRC]);
  });

  it('still imports the entry a few seconds after load when no paint is reported', () => {
    const page = runLoader(['largest-contentful-paint']);
    page.listeners.get('load')?.();
    expect(page.timers.map((timer) => timer.ms)).toEqual([LOAD_FALLBACK_MS]);
    page.flushTimers();
    page.flushTimers();
    expect(page.imported).toEqual([SRC]);
  });

  it('imports it within frames of load on a page loaded scrolled to a place, with no paint', () => {
    // Firefox reports no paint for a page loaded scrolled to a place on it.
    const page = runLoader(['largest-contentful-paint'], { scrollY: 4000, hash: '#contact' });
    page.listeners.get('load')?.();
    for (let frame = 1; frame < NO_PAINT_FRAMES; frame += 1) page.drawFrame();
    page.flushTimers(0);
    expect(page.imported).toEqual([]);
    page.drawFrame();
    page.flushTimers(0);
    expect(page.imported).toEqual([SRC]);
  });

  it('at the top of the page, leaves it to the paint report or the fallback', () => {
    // Where a frame can come before the paint it shows is recorded (Chromium): no race with it.
    const page = runLoader(['largest-contentful-paint']);
    page.listeners.get('load')?.();
    for (let frame = 0; frame < NO_PAINT_FRAMES * 2; frame += 1) page.drawFrame();
    page.flushTimers(0);
    expect(page.imported).toEqual([]);
    expect(page.timers.map((timer) => timer.ms)).toEqual([LOAD_FALLBACK_MS]);
  });

  it('stops counting frames once a paint is recorded, and imports on its report', () => {
    const page = runLoader(['largest-contentful-paint'], { scrollY: 4000, hash: '#contact' });
    page.listeners.get('load')?.();
    page.drawFrame();
    page.paints.push({ name: 'first-contentful-paint' });
    for (let frame = 0; frame < NO_PAINT_FRAMES * 2; frame += 1) page.drawFrame();
    page.flushTimers(0);
    expect(page.frames).toEqual([]);
    expect(page.imported).toEqual([]);
    page.observer()?.callback();
    page.flushTimers(0);
    expect(page.imported).toEqual([SRC]);
  });
});

describe('loadEntryAfterPaint', () => {
  it("swaps Vite's entry script and modulepreloads for the loader", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '  <link rel="modulepreload" crossorigin href="/assets/vendor-b.js"></head>';
    expect(loadEntryAfterPaint(html, MANIFEST)).toBe(`<head>${entryLoader(SRC, MANIFEST)}</head>`);
  });

  it('fails the build when the page has no entry script', () => {
    expect(() => loadEntryAfterPaint('<head></head>', MANIFEST)).toThrow(/no entry/);
  });
});
