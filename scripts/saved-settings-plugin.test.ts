import { readFileSync } from 'node:fs';
import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  DARK_MODE_STORAGE_KEY,
  MOTION_PAUSED_ATTRIBUTE,
  MOTION_PAUSED_STORAGE_KEY,
  siteStorageKey,
} from '../src/config/site';
import { MOTION_TOGGLE_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../src/lib/saved-settings-script';
import { SAVED_SETTINGS_MARKER, withSavedSettingsScript } from './saved-settings-plugin';

const TEMPLATE = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const LIGHT = '#ffffff';
const DARK = '#000000';

/** The page index.html makes, with a bar colour and the two buttons, as a browser would run it. */
async function load(prepare: (window: JSDOM['window']) => void, rootBase = '/') {
  const errors: unknown[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => errors.push(error));
  const html = withSavedSettingsScript(TEMPLATE, rootBase)
    .replace(
      '<!--head-->',
      `<meta name="theme-color" content="${LIGHT}" data-light="${LIGHT}" data-dark="${DARK}">`,
    )
    .replace(
      '<!--app-->',
      `<button ${THEME_TOGGLE_ATTRIBUTE} aria-pressed="false">theme</button>` +
        `<button ${MOTION_TOGGLE_ATTRIBUTE} aria-pressed="false">pause</button>`,
    );
  let loaded = () => {};
  const done = new Promise<void>((resolve) => (loaded = resolve));
  const dom = new JSDOM(html, {
    url: 'http://localhost/',
    runScripts: 'dangerously',
    virtualConsole,
    beforeParse(window) {
      prepare(window);
      window.addEventListener('load', () => loaded());
    },
  });
  await done;
  const { document } = dom.window;
  const pressed = (attribute: string) =>
    document.querySelector(`[${attribute}]`)?.getAttribute('aria-pressed');
  return {
    window: dom.window,
    errors,
    state: () => ({
      dark: document.documentElement.classList.contains('dark'),
      paused: document.documentElement.hasAttribute(MOTION_PAUSED_ATTRIBUTE),
      bar: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      themePressed: pressed(THEME_TOGGLE_ATTRIBUTE),
      pausePressed: pressed(MOTION_TOGGLE_ATTRIBUTE),
    }),
  };
}

const saved =
  (dark: boolean, paused: boolean, rootBase = '/') =>
  (window: JSDOM['window']) => {
    window.localStorage.setItem(siteStorageKey(rootBase, DARK_MODE_STORAGE_KEY), String(dark));
    window.localStorage.setItem(
      siteStorageKey(rootBase, MOTION_PAUSED_STORAGE_KEY),
      String(paused),
    );
  };

describe("the head's saved-settings script", () => {
  it('puts the saved theme and stop on the page, and the buttons say they are pressed', async () => {
    const page = await load(saved(true, true));
    expect(page.state()).toEqual({
      dark: true,
      paused: true,
      bar: DARK,
      themePressed: 'true',
      pausePressed: 'true',
    });
    expect(page.errors).toEqual([]);
  });

  it.each([
    ['a first visit', () => {}],
    [
      "a value it did not save ('yes')",
      (window: JSDOM['window']) => {
        window.localStorage.setItem(DARK_MODE_STORAGE_KEY, 'yes');
        window.localStorage.setItem(MOTION_PAUSED_STORAGE_KEY, 'yes');
      },
    ],
  ])('leaves %s light, moving and unpressed', async (_, prepare) => {
    const page = await load(prepare);
    expect(page.state()).toEqual({
      dark: false,
      paused: false,
      bar: LIGHT,
      themePressed: 'false',
      pausePressed: 'false',
    });
  });

  it('follows choices made elsewhere when Back brings the page back from the cache', async () => {
    const page = await load(saved(true, false));
    saved(false, true)(page.window);
    const back = new page.window.Event('pageshow');
    Object.defineProperty(back, 'persisted', { value: true });
    page.window.dispatchEvent(back);
    expect(page.state()).toMatchObject({
      dark: false,
      paused: true,
      bar: LIGHT,
      themePressed: 'false',
      pausePressed: 'true',
    });
  });

  it('loads the page, light and unpressed, when storage refuses to be read', async () => {
    const page = await load((window) => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('storage is off');
        },
      });
    });
    expect(page.errors).toEqual([]);
    expect(page.state()).toMatchObject({ dark: false, themePressed: 'false' });
  });

  it("under a sub-path, reads the site's own keys, not those another site on the host keeps", async () => {
    const SUB_PATH = '/portfolio/';
    const others = await load(saved(true, true), SUB_PATH);
    expect(others.state()).toMatchObject({ dark: false, paused: false });
    const own = await load(saved(true, true, SUB_PATH), SUB_PATH);
    expect(own.state()).toMatchObject({ dark: true, paused: true });
  });

  it('fails the build when the template has lost its marker', () => {
    expect(() => withSavedSettingsScript(TEMPLATE.replace(SAVED_SETTINGS_MARKER, ''), '/')).toThrow(
      SAVED_SETTINGS_MARKER,
    );
  });
});
