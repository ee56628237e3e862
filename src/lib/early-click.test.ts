import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyClick } from './early-click';

type TestWindow = Window & { __earlyClick?: unknown; __appStarted?: boolean };

function page(html: string) {
  document.body.innerHTML = html;
  const button = document.querySelector('button');
  if (!button) throw new Error('no button');
  const clicks = vi.fn();
  button.addEventListener('click', clicks);
  (window as TestWindow).__earlyClick = button;
  return { button, clicks, part: document.querySelector('[data-hydrated]') };
}

/** Lets MutationObserver callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as TestWindow).__earlyClick;
  delete (window as TestWindow).__appStarted;
});

describe('replayEarlyClick', () => {
  it("stops the inline script's listener: from the start it has nothing left to keep", () => {
    const { button } = page('<section data-hydrated="true"><button>View All</button></section>');
    const w = window as TestWindow & { __earlyClickWatch?: EventListener };
    // As index.html's inline script sets it up.
    w.__earlyClickWatch = (event) => {
      const pressed = event.target instanceof Element && event.target.closest('button');
      if (pressed && !w.__appStarted) w.__earlyClick = pressed;
    };
    addEventListener('click', w.__earlyClickWatch, true);
    replayEarlyClick();
    expect(w.__earlyClickWatch).toBeUndefined();
    // Were it still listening, a click now (the flag aside) would be kept for a replay.
    delete w.__appStarted;
    button.click();
    expect(w.__earlyClick).toBeUndefined();
  });

  it('clicks the button again once its part of the page is hydrated, and only then', async () => {
    const { clicks, part } = page(
      '<section data-hydrated="false"><button>View All</button></section>',
    );
    replayEarlyClick();
    expect((window as TestWindow).__appStarted).toBe(true);
    await settle();
    expect(clicks).not.toHaveBeenCalled();

    part?.setAttribute('data-hydrated', 'true');
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
    part?.setAttribute('data-hydrated', 'false');
    part?.setAttribute('data-hydrated', 'true');
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('clicks at once when the part is already hydrated', () => {
    const { clicks } = page('<header data-hydrated="true"><button>Menu</button></header>');
    replayEarlyClick();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('drops a click on a button that is gone, disabled or inside a static island', async () => {
    const gone = page('<section data-hydrated="false"><button>Gone</button></section>');
    gone.button.remove();
    replayEarlyClick();
    gone.part?.setAttribute('data-hydrated', 'true');
    await settle();
    expect(gone.clicks).not.toHaveBeenCalled();

    const disabled = page('<section data-hydrated="true"><button disabled>Send</button></section>');
    replayEarlyClick();
    expect(disabled.clicks).not.toHaveBeenCalled();

    const island = page(
      '<div data-island="about"><section data-hydrated="false"><button>x</button></section></div>',
    );
    replayEarlyClick();
    island.part?.setAttribute('data-hydrated', 'true');
    await settle();
    expect(island.clicks).not.toHaveBeenCalled();
  });

  it('does nothing when no button was clicked early', () => {
    expect(() => replayEarlyClick()).not.toThrow();
    expect((window as TestWindow).__appStarted).toBe(true);
  });
});

describe('a part React drew anew (its HTML changed under it, as by a page translator)', () => {
  /** The bar: before it wakes its search is a link; drawn anew, a button before the others. */
  const bar = (awake: boolean) =>
    `${awake ? '<button data-search>Search</button>' : '<a href="/search/">Search</a>'}
     <button data-theme-toggle>Theme</button><button aria-controls="menu">Menu</button>
     <button>Plain</button>`;
  const pressEarly = async (label: string) => {
    document.body.innerHTML = `<div data-root="bar"><header data-hydrated="false">${bar(false)}</header></div>`;
    const root = document.querySelector<HTMLElement>('[data-root]')!;
    const pressed = [...root.querySelectorAll('button')].find((b) => b.textContent === label)!;
    (window as TestWindow).__earlyClick = pressed;
    replayEarlyClick();
    root.innerHTML = `<header data-hydrated="true">${bar(true)}</header>`;
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as Element).textContent!));
    root.setAttribute('data-hydrated', 'true');
    await settle();
    return clicked;
  };

  it('presses the button in its place that names the same thing, not the one at its position', async () => {
    expect(await pressEarly('Menu')).toEqual(['Menu']);
    expect(await pressEarly('Theme')).toEqual(['Theme']);
  });

  it('drops a press on a button that names nothing, rather than guess', async () => {
    expect(await pressEarly('Plain')).toEqual([]);
  });
});
