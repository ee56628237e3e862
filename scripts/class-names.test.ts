import { describe, expect, it } from 'vitest';
import { shortClassNames, shortName, utilityClasses, withShortClassNames } from './class-names.ts';

const WHOLE = [
  '.dark{--bg:#000}',
  '.note-body h2{margin:0}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.md\\:grid-cols-3{}',
  '@media (min-width:48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}',
  '.dark\\:bg-black\\/40:where(.dark,.dark *){background:#0006}',
  '.group-hover\\/bar\\:underline:is(:where(.group\\/bar):hover *){text-decoration:underline}',
  '.\\[\\&_p\\]\\:mt-2 p{margin-top:.5rem}',
  '.note-body{color:red}',
  '}',
  '@keyframes spin{to{rotate:1turn}}',
].join('');

const names = shortClassNames(WHOLE);

describe('utilityClasses', () => {
  it("names the utilities layer's classes in order, not those other rules name too", () => {
    expect(utilityClasses(WHOLE)).toEqual([
      'flex',
      'md:grid-cols-3',
      'dark:bg-black/40',
      'group-hover/bar:underline',
      'group/bar',
      '[&_p]:mt-2',
    ]);
  });
});

describe('shortName', () => {
  it('gives every index its own name, a valid class selector without escapes', () => {
    const all = Array.from({ length: 100_000 }, (_, index) => shortName(index));
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((name) => !/^[A-Z][\w-]*$/.test(name))).toEqual([]);
    expect([0, 25, 26, 27].map(shortName)).toEqual(['A', 'Z', 'Aa', 'Ba']);
  });
});

describe('withShortClassNames', () => {
  const page = (body: string, css: string) =>
    `<!doctype html><html class="dark"><head><style>${css}</style></head><body>${body}</body></html>`;

  it('renames the utilities in the markup and in the selectors alike', () => {
    const css =
      '.flex{display:flex}.dark\\:bg-black\\/40:where(.dark,.dark *){background:#0006}' +
      '.group-hover\\/bar\\:underline:is(:where(.group\\/bar):hover *){text-decoration:underline}' +
      '.\\[\\&_p\\]\\:mt-2 p{margin:0}.note-body{color:red}@keyframes spin{to{rotate:1turn}}';
    const html = page(
      '<nav class="group/bar flex"><a class="group-hover/bar:underline  dark:bg-black/40">x</a></nav>' +
        '<div class="[&amp;_p]:mt-2 note-body"><p>y</p></div>',
      css,
    );
    const [flex, dark, hover, group, child] = [
      'flex',
      'dark:bg-black/40',
      'group-hover/bar:underline',
      'group/bar',
      '[&_p]:mt-2',
    ].map((name) => names.get(name));
    expect(withShortClassNames(html, names)).toBe(
      page(
        `<nav class="${group} ${flex}"><a class="${hover} ${dark}">x</a></nav>` +
          `<div class="${child} note-body"><p>y</p></div>`,
        `.${flex}{display:flex}.${dark}:where(.dark,.dark *){background:#0006}` +
          `.${hover}:is(:where(.${group}):hover *){text-decoration:underline}` +
          `.${child} p{margin:0}.note-body{color:red}@keyframes spin{to{rotate:1turn}}`,
      ),
    );
  });

  it('leaves text that only looks like markup, and other attributes, as they are', () => {
    const html = page(
      '<pre><code>&lt;div class="flex"&gt; .flex{}</code></pre><p title="a > b" class="flex" data-class="flex">z</p>',
      '.flex{display:flex}',
    );
    const short = names.get('flex');
    expect(withShortClassNames(html, names)).toBe(
      page(
        `<pre><code>&lt;div class="flex"&gt; .flex{}</code></pre><p title="a > b" class="${short}" data-class="flex">z</p>`,
        `.${short}{display:flex}`,
      ),
    );
  });

  it('renames what a visitor without JavaScript sees in <noscript> and <template>, SVG included', () => {
    const html = page(
      '<noscript><p class="flex">n</p></noscript><template><i class="flex"></i></template>' +
        '<svg class="flex"><use href="#i"></use></svg>',
      '.flex{display:flex}',
    );
    const renamed = withShortClassNames(html, names);
    expect(renamed).not.toMatch(/class="flex"/);
    expect(renamed.match(new RegExp(`class="${names.get('flex')}"`, 'g'))).toHaveLength(3);
  });

  it('separates classes only at HTML spaces', () => {
    const html = page('<p class="x\u00a0flex flex">a</p>', '.flex{display:flex}');
    expect(withShortClassNames(html, names)).toContain(
      `<p class="x\u00a0flex ${names.get('flex')}">`,
    );
  });

  it.each([
    [
      "whose own classes hold a utility's short name",
      `<p class="flex">a</p><i class="${names.get('flex')}">b</i>`,
      '.flex{}',
    ],
    [
      'whose styles read the class attribute as text',
      '<p class="flex">a</p>',
      '.flex{}[class~=flex]{color:red}',
    ],
    ['whose class attribute parse5 ends early', '<p class="flex"title="t">a</p>', '.flex{}'],
    ["with a second <body> tag's class", '<p class="flex">a</p><body class="flex">', '.flex{}'],
  ])('leaves a page %s as it is', (_, body, css) => {
    const html = page(body, css);
    expect(withShortClassNames(html, names)).toBe(html);
  });
});
