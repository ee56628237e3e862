import { describe, expect, it } from 'vitest';
import { minifiedScript, withSmallScripts } from './page-scripts';

const THEME = `
  try {
    // The visitor's choice, if storage lets us read it.
    if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');
  } catch (e) {}
`;
const EARLY = `
  addEventListener('click', function (event) {
    var button = event.target instanceof Element && event.target.closest('button');
    if (button && !window.__appStarted) window.__earlyClick = button;
  }, true);
`;
const page = (extra = '') =>
  `<head><script>${THEME}</script><script data-app-only>${EARLY}</script>` +
  `<script type="application/ld+json">{"name": "A  B"}</script></head>` +
  `<body><script type="module" data-entry="/a.js">import('/a.js')</script>${extra}</body>`;

describe('withSmallScripts', () => {
  it('minifies inline scripts and leaves modules and data alone', () => {
    const small = withSmallScripts(page(), true);
    expect(small.length).toBeLessThan(page().length);
    expect(small).not.toContain('The visitor');
    expect(small).toContain('<script type="application/ld+json">{"name": "A  B"}</script>');
    expect(small).toContain(`<script type="module" data-entry="/a.js">import('/a.js')</script>`);
    expect(small).toContain('<script data-app-only>');
  });

  it("drops the app's own scripts from a page that never starts it", () => {
    const small = withSmallScripts(page(), false);
    expect(small).not.toContain('__earlyClick');
    expect(small).toContain('darkMode');
  });

  it('fails the build, naming the script, when one does not parse', () => {
    expect(() => withSmallScripts('<script>if (</script>', true)).toThrow(
      /does not parse.*\n.*if \(/,
    );
  });
});

describe('minifiedScript', () => {
  it('does what the script did: globals it sets and reads keep their names', () => {
    const run = (code: string) => {
      const store = new Map([['darkMode', 'true']]);
      const classes: string[] = [];
      const scope = {
        localStorage: { getItem: (key: string) => store.get(key) ?? null },
        document: { documentElement: { classList: { add: (name: string) => classes.push(name) } } },
      };
      new Function('localStorage', 'document', code)(scope.localStorage, scope.document);
      return classes;
    };
    expect(run(minifiedScript(THEME))).toEqual(run(THEME));
    expect(run(minifiedScript(THEME))).toEqual(['dark']);
    expect(minifiedScript('var kept = 1; function named() {}')).toMatch(/kept.*named|named.*kept/);
  });
});
