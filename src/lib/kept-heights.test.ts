import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  KEPT_HEIGHTS_KEY,
  keepSectionHeights,
  keptHeightsScript,
  measureSections,
  type KeptHeights,
} from './kept-heights';

/** Sections `id: drawn height` with 80 px of padding above and below, as the page's have. */
function sections(heights: Record<string, number>): void {
  document.body.innerHTML = Object.keys(heights)
    .map((id) => `<section class="page-section" id="${id}" style="padding: 80px 0"></section>`)
    .join('');
  for (const section of document.querySelectorAll<HTMLElement>('.page-section')) {
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue({
      height: heights[section.id]!,
    } as DOMRect);
  }
}

/** What is kept for the page at `page` (this one unless said). */
const kept = (page = location.pathname) =>
  JSON.parse(sessionStorage.getItem(KEPT_HEIGHTS_KEY + page) ?? 'null') as KeptHeights | null;

let stop = () => {};

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('measureSections', () => {
  it('measures each section less its padding, at this window width', () => {
    sections({ about: 1160.5, skills: 3323.25 });
    expect(measureSections()).toEqual({
      width: innerWidth,
      heights: { about: 1000.5, skills: 3163.25 },
    });
  });
});

describe('keepSectionHeights', () => {
  it('keeps the heights for the tab when the page is left', () => {
    sections({ about: 1500 });
    stop = keepSectionHeights();
    expect(kept()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()?.heights).toEqual({ about: 1340 });
  });

  it('keeps them when the page is hidden too (a phone may drop a hidden tab), not when shown', () => {
    sections({ about: 1500 });
    stop = keepSectionHeights();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(kept()).toBeNull();
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(kept()?.heights).toEqual({ about: 1340 });
  });

  it("keeps them under the address the page was loaded at, not an open item's shown meanwhile", () => {
    sections({ about: 1500 });
    const loaded = location.pathname;
    stop = keepSectionHeights();
    history.pushState(null, '', '/projects/some-project/');
    window.dispatchEvent(new Event('pagehide'));
    history.replaceState(null, '', loaded);
    expect(kept(loaded)?.heights).toEqual({ about: 1340 });
    expect(kept('/projects/some-project/')).toBeNull();
  });

  it("keeps each address's apart, and a page without sections wipes none", () => {
    sections({ about: 1500 });
    stop = keepSectionHeights();
    window.dispatchEvent(new Event('pagehide'));
    stop();
    document.body.replaceChildren();
    stop = keepSectionHeights();
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()?.heights).toEqual({ about: 1340 });
    expect(sessionStorage).toHaveLength(1);
  });

  it('leaves the page working when storage throws', () => {
    sections({ about: 1500 });
    stop = keepSectionHeights();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
  });

  it('stops keeping them once stopped', () => {
    sections({ about: 1500 });
    keepSectionHeights()();
    window.dispatchEvent(new Event('pagehide'));
    expect(kept()).toBeNull();
  });
});

describe('the inline script', () => {
  /** What the script adds as the page's stylesheet, run as the page runs it (jsdom has none). */
  function run(stored: string | null, page = location.pathname): string[] {
    if (stored !== null) sessionStorage.setItem(KEPT_HEIGHTS_KEY + page, stored);
    const added: string[] = [];
    vi.stubGlobal(
      'CSSStyleSheet',
      class {
        replaceSync(text: string) {
          added.push(text);
        }
      },
    );
    Object.defineProperty(document, 'adoptedStyleSheets', {
      value: [],
      writable: true,
      configurable: true,
    });
    new Function(keptHeightsScript())();
    return added;
  }

  const here = (heights: Record<string, unknown>, width = innerWidth) =>
    JSON.stringify({ width, heights });

  it('gives each section its kept height as its stand-in', () => {
    expect(run(here({ about: 1340, skills: 3163.25 }))).toEqual([
      '#about{contain-intrinsic-size:auto 1340px}#skills{contain-intrinsic-size:auto 3163.25px}',
    ]);
    expect(document.adoptedStyleSheets).toHaveLength(1);
  });

  it('gives none for another page, another window width, or nothing kept', () => {
    expect(run(here({ about: 1340 }), '/de/')).toEqual([]);
    sessionStorage.clear();
    expect(run(here({ about: 1340 }, innerWidth + 1))).toEqual([]);
    sessionStorage.clear();
    expect(run(null)).toEqual([]);
  });

  describe('on a first landing at the top, from another site or none', () => {
    /** Makes the page one loaded as `type`, from `referrer`, at `hash`. */
    function arrive(type: NavigationTimingType, referrer = '', hash = '') {
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
        { type } as PerformanceNavigationTiming,
      ]);
      vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
      history.replaceState(null, '', location.pathname + hash);
    }
    afterEach(() => history.replaceState(null, '', location.pathname));

    it("neither opens the tab's storage nor gives a stand-in", () => {
      sessionStorage.setItem(KEPT_HEIGHTS_KEY + location.pathname, here({ about: 1340 }));
      const read = vi.spyOn(Storage.prototype, 'getItem');
      arrive('navigate', 'https://elsewhere.example/');
      expect(run(null)).toEqual([]);
      arrive('navigate');
      expect(run(null)).toEqual([]);
      expect(read).not.toHaveBeenCalled();
    });

    it('gives them on a reload, a step back, a link within the site, or to a place on the page', () => {
      const stored = here({ about: 1340 });
      const rule = ['#about{contain-intrinsic-size:auto 1340px}'];
      for (const [type, referrer, hash] of [
        ['reload', '', ''],
        ['back_forward', 'https://elsewhere.example/', ''],
        ['navigate', location.origin + '/projects/x/', ''],
        ['navigate', '', '#contact'],
      ] as const) {
        arrive(type, referrer, hash);
        expect(run(stored)).toEqual(rule);
      }
    });
  });

  it('makes no other rule of values tampered with, and survives what does not parse', () => {
    const [css] = run(here({ 'a}body{display:none': '1px}html{color:red' }));
    expect(css).toBe('#a\\}body\\{display\\:none{contain-intrinsic-size:auto NaNpx}');
    expect(() => run('{not json')).not.toThrow();
    expect(() => run(JSON.stringify({ width: innerWidth }))).not.toThrow();
  });
});
