import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAV_HEIGHT_PX } from '../config/site';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import { layOutSectionsWhenIdle, layOutThrough } from './lay-out-sections';
import { accountFor, anchorScroll } from './scroll-anchoring';

/** The browser's resize observers, reported to by hand as the rendering step would. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.observed = [];
  }
  report(...targets: Element[]) {
    const entries = targets
      .filter((target) => this.observed.includes(target))
      .map((target) => ({ target }) as ResizeObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as ResizeObserver);
  }
}

/** Each section's box in the viewport, changed by the test as the browser would lay it out. */
const boxes = new Map<string, { top: number; height: number }>();
let stop = () => {};

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  document.body.innerHTML =
    '<main><section class="page-section" id="a"></section><section class="page-section" id="b"><section id="inner"></section></section></main>';
  for (const section of document.querySelectorAll('.page-section')) {
    vi.spyOn(section, 'getBoundingClientRect').mockImplementation(() => {
      const { top, height } = boxes.get(section.id)!;
      return { top, bottom: top + height, height } as DOMRect;
    });
  }
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  boxes.clear();
  FakeResizeObserver.all.length = 0;
  FakeIntersectionObserver.all.length = 0;
  document.body.replaceChildren();
});

const section = (id: string) => document.getElementById(id)!;

/** Starts the watcher over sections standing at these boxes; returns the spy on window.scrollBy. */
function watch(a: { top: number; height: number }, b: { top: number; height: number }) {
  boxes.set('a', a).set('b', b);
  const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  stop = anchorScroll();
  return scrollBy;
}

/** The browser lays `id` out at `height` (its top where it was) and reports every section. */
function grow(id: string, height: number): void {
  const box = boxes.get(id)!;
  const grown = height - box.height;
  box.height = height;
  if (id === 'a') boxes.get('b')!.top += grown;
  FakeResizeObserver.all[0].report(section('a'), section('b'));
}

describe('anchorScroll', () => {
  it("turns the browser's own anchoring off while it runs, and back on when stopped", () => {
    watch({ top: -1170, height: 1192 }, { top: 22, height: 1000 });
    expect(document.documentElement.style.overflowAnchor).toBe('none');
    stop();
    expect(document.documentElement.style.overflowAnchor).toBe('');
  });

  it("watches the page's top-level sections, not those inside them", () => {
    watch({ top: -1170, height: 1192 }, { top: 22, height: 1000 });
    expect(FakeResizeObserver.all[0].observed.map((section) => section.id)).toEqual(['a', 'b']);
  });

  it('keeps what was jumped to in view when the section ending above it is drawn', () => {
    // A jump to the contact form: Certificates stood in at 1,192 px, ending under the bar; drawn
    // the next frame, it is 2,427 px high, and the form would be 1,235 px lower.
    const scrollBy = watch({ top: -1170, height: 1192 }, { top: 22, height: 1000 });
    grow('a', 2427);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 1235);
  });

  it('leaves the scroll alone when what is in view is the growing section itself', () => {
    const scrollBy = watch({ top: -637, height: 1192 }, { top: 555, height: 1000 });
    grow('a', 2177);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('leaves the scroll alone for a section below what is in view', () => {
    const scrollBy = watch({ top: -2000, height: 1500 }, { top: 900, height: 1192 });
    grow('b', 690);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('makes up for every section above in one report, each judged where it ended before', () => {
    // Both end above the bar before; after, the second's top has moved down by the first's growth.
    const scrollBy = watch({ top: -3000, height: 1192 }, { top: -1808, height: 1192 });
    boxes.set('b', { top: -1808, height: 1708 });
    grow('a', 1800);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 608 + 516);
  });

  it('does not make up again for a change already made up for by whoever made it', () => {
    const scrollBy = watch({ top: -1170, height: 1192 }, { top: 22, height: 1000 });
    boxes.get('a')!.height = 2427;
    accountFor(section('a'));
    grow('a', 2427);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("makes up for the idle pass's laying out a section above in the same task, and once", () => {
    const scrollBy = watch({ top: -1170, height: 1192 }, { top: 22, height: 1000 });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const a = boxes.get('a')!;
    vi.spyOn(section('a').style, 'contentVisibility', 'set').mockImplementation(() => {
      // Laid out in full, it is 2,427 px high, and the section below it 1,235 px lower.
      a.height = 2427;
      boxes.get('b')!.top += 1235;
    });
    const pass = layOutSectionsWhenIdle();
    idle.shift()?.();
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 1235);
    // The next frame's report of the same change.
    FakeResizeObserver.all[0].report(section('a'), section('b'));
    pass();
    expect(scrollBy).toHaveBeenCalledOnce();
  });

  it('takes the sections a jump lays out first as accounted for', () => {
    const scrollBy = watch({ top: -1170, height: 1192 }, { top: 22, height: 1000 });
    boxes.get('a')!.height = 2427;
    layOutThrough(section('b'));
    grow('a', 2427);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('scrolls by only what the browser has not made up at the foot of the page', () => {
    // At the page's end, a section above shrinks by 502 px: the end moves up past the scroll
    // position, and the browser pulls the position up by as much.
    let scrollY = 11821;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    const html = document.documentElement;
    vi.spyOn(html, 'clientHeight', 'get').mockReturnValue(800);
    let scrollHeight = 12621;
    vi.spyOn(html, 'scrollHeight', 'get').mockImplementation(() => scrollHeight);
    const scrollBy = watch({ top: -6000, height: 1000 }, { top: -5000, height: 1000 });
    scrollHeight -= 502;
    scrollY -= 502;
    boxes.get('a')!.top += 502;
    boxes.get('b')!.top += 502;
    grow('a', 498);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('still makes up for a section above once the bar has been passed by a pixel', () => {
    // A section a link has just landed below ends at the bar's foot, give or take the rounding.
    const scrollBy = watch(
      { top: NAV_HEIGHT_PX + 1 - 1192, height: 1192 },
      { top: NAV_HEIGHT_PX + 1, height: 1000 },
    );
    grow('a', 1500);
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 308);
  });

  it('stops watching when stopped', () => {
    const scrollBy = watch({ top: -1170, height: 1192 }, { top: 22, height: 1000 });
    stop();
    grow('a', 2427);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
