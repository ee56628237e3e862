import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  layOutBeforeEnd,
  layOutOnJumps,
  layOutSectionsOnceMoving,
  layOutSectionsWhenIdle,
  layOutThrough,
} from './lay-out-sections';
import { FakeIntersectionObserver } from '../test/fake-intersection-observer';
import { NAV_HEIGHT_PX } from '../config/site';

const idle: (() => void)[] = [];
const frames: FrameRequestCallback[] = [];
/** Passes a test started and left running: stopped after it, so none hears the next one's input. */
const passes: (() => void)[] = [];

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML =
    '<section class="page-section" id="a"></section><section class="page-section" id="b"></section>';
});

afterEach(() => {
  for (const stop of passes.splice(0)) stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  idle.length = 0;
  frames.length = 0;
  FakeIntersectionObserver.all.length = 0;
  document.body.replaceChildren();
});

const laidOut = () =>
  [...document.querySelectorAll<HTMLElement>('.page-section')]
    .filter((section) => section.style.contentVisibility === 'visible')
    .map((section) => section.id);

/** Runs `count` turns of the pass (an idle moment, then two frames): the sections laid out, in order. */
function turnsTaken(count: number): string[] {
  const order: string[] = [];
  for (let turn = 0; turn < count; turn += 1) {
    idle.shift()?.();
    order.push(...laidOut());
    frames.shift()?.(0);
    frames.shift()?.(16);
  }
  return order;
}

/** Lets the first pass go through both sections, to its end. */
function finishFirstPass(): void {
  turnsTaken(2);
  idle.shift()?.();
}

describe('layOutSectionsWhenIdle', () => {
  it('lays out one section at a time, each for two frames, only when the page is idle', () => {
    passes.push(layOutSectionsWhenIdle());
    expect(laidOut()).toEqual([]);

    idle.shift()?.();
    expect(laidOut()).toEqual(['a']);
    frames.shift()?.(0);
    expect(laidOut()).toEqual(['a']);
    frames.shift()?.(16);
    expect(laidOut()).toEqual([]);
    expect(idle).toHaveLength(1);

    idle.shift()?.();
    expect(laidOut()).toEqual(['b']);
    frames.shift()?.(32);
    frames.shift()?.(48);
    expect(laidOut()).toEqual([]);
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(idle).toHaveLength(0);
    expect(frames).toHaveLength(0);
  });
});

describe('a section whose content changes after its turn', () => {
  it('is laid out again at the next idle moment, and only it', async () => {
    const stop = layOutSectionsWhenIdle();
    finishFirstPass();
    expect(idle).toHaveLength(0);

    document.getElementById('b')!.append(document.createElement('p'));
    await Promise.resolve();
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(laidOut()).toEqual(['b']);
    frames.shift()?.(32);
    frames.shift()?.(48);
    expect(laidOut()).toEqual([]);

    stop();
    document.getElementById('a')!.append(document.createElement('p'));
    await Promise.resolve();
    idle.shift()?.();
    expect(laidOut()).toEqual([]);
  });
});

describe('a section off screen whose content changes during the first pass', () => {
  it('takes the next turn, ahead of the sections still waiting for theirs', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<section class="page-section" id="c"></section>',
    );
    passes.push(layOutSectionsWhenIdle());
    document.getElementById('c')!.append(document.createElement('p'));
    await Promise.resolve();

    expect(turnsTaken(3)).toEqual(['c', 'a', 'b']);
  });
});

describe("a change of the page's measure", () => {
  it("gives every section another turn, from the top, and the pass's own style none", async () => {
    passes.push(layOutSectionsWhenIdle());
    finishFirstPass();
    document.documentElement.style.overflowAnchor = 'none';
    document.documentElement.style.removeProperty('overflow-anchor');
    await Promise.resolve();
    expect(idle).toHaveLength(0);

    document.documentElement.style.fontSize = '200%';
    await Promise.resolve();
    expect(turnsTaken(2)).toEqual(['a', 'b']);
    document.documentElement.style.removeProperty('font-size');
  });
});

describe('a section in view whose content changes', () => {
  it('takes no turn while in view, and one once it has left (the change is not lost)', async () => {
    passes.push(layOutSectionsWhenIdle());
    finishFirstPass();
    const a = document.getElementById('a')!;
    FakeIntersectionObserver.show(a);

    for (let letter = 0; letter < 3; letter += 1) a.append(document.createTextNode('x'));
    await Promise.resolve();
    expect(idle).toHaveLength(0);

    FakeIntersectionObserver.last.report(a, false);
    idle.shift()?.();
    expect(laidOut()).toEqual(['a']);
  });
});

describe('while a press is being answered', () => {
  it('waits, and goes on once the answer has been painted', () => {
    passes.push(layOutSectionsWhenIdle());
    window.dispatchEvent(new Event('pointerdown'));
    idle.shift()?.();
    expect(laidOut()).toEqual([]);
    window.dispatchEvent(new Event('click'));
    idle.shift()?.();
    expect(laidOut()).toEqual([]);
    // The frame that paints the answer, then the one after.
    for (const time of [0, 16]) frames.shift()?.(time);
    expect(frames).toHaveLength(0);
    idle.shift()?.();
    expect(laidOut()).toEqual(['a']);
  });
});

describe('while a modal is open', () => {
  it('waits, and goes on once it has closed and its address is gone', () => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    passes.push(layOutSectionsWhenIdle());
    idle.shift()?.();
    expect(laidOut()).toEqual([]);
    expect(idle).toHaveLength(1);

    dialog.remove();
    idle.shift()?.();
    expect(laidOut()).toEqual(['a']);
  });
});

/**
 * Runs the pass's first turn on section "a", whose box `box` gives before and once it is laid out
 * (`laidOut`); returns the spy on window.scrollBy.
 */
function layOutFirst(box: (laidOut: boolean) => { top: number; height: number }) {
  const section = document.getElementById('a')!;
  vi.spyOn(section, 'getBoundingClientRect').mockImplementation(() => {
    const { top, height } = box(section.style.contentVisibility === 'visible');
    return { top, bottom: top + height, height } as DOMRect;
  });
  const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  passes.push(layOutSectionsWhenIdle());
  idle.shift()?.();
  expect(section.style.contentVisibility).toBe('visible');
  return scrollBy;
}

describe('a section above the viewport', () => {
  it('keeps what is in view still: the page scrolls by as much as the section grew', () => {
    // Standing in at 1,000 px; laid out in full, it turns out 1,350 px high.
    const scrollBy = layOutFirst((laidOut) => ({ top: -2500, height: laidOut ? 1350 : 1000 }));
    expect(scrollBy).toHaveBeenCalledWith(0, 350);
  });

  /** Sections "a" and "b" above the view, each 100.5 px taller laid out; whole-pixel scrolling. */
  function twoHalfPixelGrowths() {
    let scrollY = 5000;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(((_: number, y: number) => {
      scrollY += Math.round(y);
    }) as typeof window.scrollBy);
    for (const [id, top] of [
      ['a', -4000],
      ['b', -2000],
    ] as const) {
      const section = document.getElementById(id)!;
      vi.spyOn(section, 'getBoundingClientRect').mockImplementation(() => {
        const height = section.style.contentVisibility === 'visible' ? 1100.5 : 1000;
        return { top, bottom: top + height, height } as DOMRect;
      });
    }
    passes.push(layOutSectionsWhenIdle());
    const visitorScrolls = (by: number) => {
      scrollY += by;
      window.dispatchEvent(new Event('scroll'));
    };
    return { scrollBy, scrolled: () => scrollY - 5000, visitorScrolls };
  }

  it('makes up in the next scroll what whole-pixel scrolling left over, so the place does not drift', () => {
    const { scrollBy, scrolled } = twoHalfPixelGrowths();
    expect(turnsTaken(2)).toEqual(['a', 'b']);
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrolled()).toBe(201);
  });

  it('forgets what was left over once the visitor scrolls, even back to the same place', () => {
    const { scrollBy, visitorScrolls } = twoHalfPixelGrowths();
    expect(turnsTaken(1)).toEqual(['a']);
    visitorScrolls(300);
    visitorScrolls(-300);
    expect(turnsTaken(1)).toEqual(['b']);
    expect(scrollBy.mock.calls.map(([, y]) => y)).toEqual([100.5, 100.5]);
  });

  it('scrolls by only what the browser has not made up at the foot of the page', () => {
    // At the foot of the page, the section 502 px shorter than its stand-in: the page's end moves
    // up and the browser moves the scroll position with it, in the same layout.
    let scrollY = 11821;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    const scrollBy = layOutFirst((laidOut) => {
      if (laidOut) scrollY = 11319;
      return { top: -6000, height: laidOut ? 498 : 1000 };
    });
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('leaves the scroll position alone for a section below the viewport', () => {
    const scrollBy = layOutFirst((laidOut) => ({ top: 900, height: laidOut ? 1350 : 1000 }));
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('leaves the scroll alone when what is in view is its own content, not drawn yet', () => {
    // A jump to a card inside it, laid out for the jump but not yet drawn: standing in at 1,192 px
    // from 637 px above the viewport, it turns out 2,177 px high, all of the growth below the card.
    const scrollBy = layOutFirst((laidOut) => ({ top: -637, height: laidOut ? 2177 : 1192 }));
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('keeps the section below it still when its top is above the viewport and its foot in view', () => {
    // A link landed on the next section: this one ends at the bar's foot.
    const scrollBy = layOutFirst((laidOut) => {
      const height = laidOut ? 766 : 1000;
      return { top: NAV_HEIGHT_PX - height, height };
    });
    expect(scrollBy).toHaveBeenCalledWith(0, -234);
  });
});

describe('layOutThrough', () => {
  it('lays out the sections down to the one holding the target, for two frames', () => {
    const below = document.createElement('section');
    below.className = 'page-section';
    below.id = 'c';
    document.body.append(below);
    const target = document.createElement('h2');
    document.getElementById('b')!.append(target);
    layOutThrough(target);
    expect(laidOut()).toEqual(['a', 'b']);
    frames.splice(0).forEach((frame) => frame(0));
    frames.splice(0).forEach((frame) => frame(16));
    expect(laidOut()).toEqual([]);
  });

  it('lays out the section that is the target itself', () => {
    layOutThrough(document.getElementById('a')!);
    expect(laidOut()).toEqual(['a']);
  });
});

describe('layOutBeforeEnd', () => {
  it('lays out every section when End is pressed on the page, and not in a field', () => {
    passes.push(layOutBeforeEnd());
    const field = document.createElement('input');
    document.body.append(field);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(laidOut()).toEqual([]);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(laidOut()).toEqual(['a', 'b']);
  });
});

describe('layOutSectionsOnceMoving', () => {
  it('asks for no idle moment until the visitor moves through the page', () => {
    const stop = layOutSectionsOnceMoving(60_000);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('wheel'));
    expect(idle).toHaveLength(1);
    idle.shift()?.();
    expect(laidOut()).toEqual(['a']);
    // Once started, a later move starts nothing more.
    window.dispatchEvent(new Event('scroll'));
    expect(idle).toHaveLength(0);
    stop();
  });

  it('starts by itself after the delay when the visitor does not move', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = layOutSectionsOnceMoving(5000);
    vi.advanceTimersByTime(4999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    stop();
    vi.useRealTimers();
  });

  it('does nothing once stopped', () => {
    const stop = layOutSectionsOnceMoving(60_000);
    stop();
    window.dispatchEvent(new Event('keydown'));
    expect(idle).toHaveLength(0);
  });
});

describe('a section off screen whose attributes change', () => {
  it("takes another turn, while the pass's own style on it starts none", async () => {
    passes.push(layOutSectionsWhenIdle());
    finishFirstPass();
    await Promise.resolve();
    expect(idle).toHaveLength(0);

    document.getElementById('b')!.setAttribute('data-state', 'open');
    await Promise.resolve();
    idle.shift()?.();
    expect(laidOut()).toEqual(['b']);
  });
});

describe('layOutOnJumps', () => {
  let scrollY = 0;
  /** Section "a" stands above the view, 1,000 px high until laid out, 1,400 px after. */
  function aboveTheView() {
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    const a = document.getElementById('a')!;
    vi.spyOn(a, 'getBoundingClientRect').mockImplementation(() => {
      const height = a.style.contentVisibility === 'visible' ? 1400 : 1000;
      return { top: -height, bottom: 0, height } as DOMRect;
    });
    const b = document.getElementById('b')!;
    vi.spyOn(b, 'getBoundingClientRect').mockImplementation(
      () => ({ top: 0, bottom: 900, height: 900 }) as DOMRect,
    );
    return vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
  }
  const scrollTo = (y: number) => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  };

  it('after a jump of more than a screen, lays out the sections above it that were not yet, and keeps the place', () => {
    const scrollBy = aboveTheView();
    passes.push(layOutOnJumps());
    scrollTo(innerHeight * 3);
    expect(laidOut()).toEqual(['a']);
    expect(scrollBy).toHaveBeenCalledWith(0, 400);
    frames.splice(0).forEach((frame) => frame(0));
    frames.splice(0).forEach((frame) => frame(16));
    expect(laidOut()).toEqual([]);
    // Laid out once, it stands at its own height from then on: the next jump leaves it.
    scrollTo(innerHeight * 6);
    expect(laidOut()).toEqual([]);
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('counts a jump made just before it started, whose scroll event comes after', () => {
    const scrollBy = aboveTheView();
    scrollY = innerHeight * 3;
    passes.push(layOutOnJumps());
    window.dispatchEvent(new Event('scroll'));
    expect(laidOut()).toEqual(['a']);
    expect(scrollBy).toHaveBeenCalledWith(0, 400);
  });

  it('leaves a section further up than a screen to the idle pass, as the browser does not draw it', () => {
    const scrollBy = aboveTheView();
    const a = document.getElementById('a')!;
    vi.spyOn(a, 'getBoundingClientRect').mockImplementation(
      () => ({ top: -3000, bottom: -innerHeight - 1, height: 3000 - innerHeight - 1 }) as DOMRect,
    );
    passes.push(layOutOnJumps());
    scrollTo(innerHeight * 3);
    expect(laidOut()).toEqual([]);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('reads where each section ends once those below it are laid out, from the view up', () => {
    // "c" is in view; "b", just above it, stands in at 3,000 px and is 300 once laid out, which
    // brings "a" (1,000 px, 1,400 laid out) from over a screen above to within one.
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    document.body.insertAdjacentHTML(
      'beforeend',
      '<section class="page-section" id="c"></section>',
    );
    const [a, b, c] = ['a', 'b', 'c'].map((id) => document.getElementById(id)!);
    const shown = (section: HTMLElement) => section.style.contentVisibility === 'visible';
    const bHeight = () => (shown(b!) ? 300 : 3000);
    vi.spyOn(b!, 'getBoundingClientRect').mockImplementation(
      () => ({ top: -bHeight(), bottom: 0, height: bHeight() }) as DOMRect,
    );
    vi.spyOn(a!, 'getBoundingClientRect').mockImplementation(() => {
      const height = shown(a!) ? 1400 : 1000;
      return { top: -bHeight() - height, bottom: -bHeight(), height } as DOMRect;
    });
    vi.spyOn(c!, 'getBoundingClientRect').mockImplementation(
      () => ({ top: 0, bottom: 900, height: 900 }) as DOMRect,
    );
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    passes.push(layOutOnJumps());
    scrollTo(innerHeight * 5);
    expect(laidOut()).toEqual(['a', 'b']);
    expect(scrollBy.mock.calls).toEqual([
      [0, -2700],
      [0, 400],
    ]);
  });

  it('still lays out what is above after a jump that left every section above the view', () => {
    // First to the footer, below every section ("a" far up, "b" just above); then back up to "b".
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    let atFooter = true;
    const box = (top: number, height: number) => ({ top, bottom: top + height, height }) as DOMRect;
    const [a, b] = ['a', 'b'].map((id) => document.getElementById(id)!);
    vi.spyOn(a!, 'getBoundingClientRect').mockImplementation(() =>
      atFooter ? box(-6000, 1000) : box(-1000, 1000),
    );
    vi.spyOn(b!, 'getBoundingClientRect').mockImplementation(() =>
      atFooter ? box(-1000, 900) : box(0, 900),
    );
    passes.push(layOutOnJumps());
    scrollTo(innerHeight * 10);
    expect(laidOut()).toEqual(['b']);
    frames.splice(0).forEach((frame) => frame(0));
    frames.splice(0).forEach((frame) => frame(16));
    atFooter = false;
    scrollTo(innerHeight * 5);
    expect(laidOut()).toEqual(['a']);
  });

  it('leaves the page alone on a scroll of a screen or less, as a visitor reading moves', () => {
    const scrollBy = aboveTheView();
    passes.push(layOutOnJumps());
    for (let step = 1; step <= 4; step += 1) scrollTo(innerHeight * step);
    expect(laidOut()).toEqual([]);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('leaves a section the browser has drawn', () => {
    const scrollBy = aboveTheView();
    passes.push(layOutOnJumps());
    const drawn = Object.assign(new Event('contentvisibilityautostatechange'), { skipped: false });
    document.getElementById('a')!.dispatchEvent(drawn);
    scrollTo(innerHeight * 3);
    expect(laidOut()).toEqual([]);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('leaves the page alone while a modal is open, and once stopped', () => {
    const scrollBy = aboveTheView();
    const stop = layOutOnJumps();
    document.body.insertAdjacentHTML('beforeend', '<dialog open></dialog>');
    scrollTo(innerHeight * 3);
    expect(laidOut()).toEqual([]);
    document.querySelector('dialog')!.remove();
    stop();
    scrollTo(innerHeight * 6);
    expect(laidOut()).toEqual([]);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
