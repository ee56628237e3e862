import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  mayAddElements,
  slimPageStyles,
  usedCss,
  withPlainTailwindProperties,
  withoutUnreadProperties,
  withoutUnusedSymbols,
} from './page-css.ts';

const CSS = [
  ':root{--color-brand:#4f46e5}',
  '.dark{--color-brand:#818cf8}',
  'h6{margin:0}',
  '.grid{display:grid}',
  '.table{display:table}',
  '@media (min-width:48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}',
  '.dark\\:shadow-black\\/40:where(.dark,.dark *){--tw-shadow-color:#0006}',
  '.bg-surface\\/90{background:#fffe}',
  '[data-reveal=pending]{opacity:0}',
  '.cursor-ring[data-hover=true]{scale:1.5;outline-color:var(--color-brand)}',
].join('');

describe('usedCss', () => {
  it('keeps the rules whose classes a page or a script names, variants included', () => {
    const page =
      '<div class="grid md:grid-cols-3 bg-surface/90 dark:shadow-black/40"><h6>x</h6></div>';
    const css = usedCss(CSS, [page]);
    for (const kept of [
      '.grid{',
      'md\\:grid-cols-3',
      'bg-surface\\/90',
      'shadow-black\\/40',
      'h6{',
    ]) {
      expect(css).toContain(kept);
    }
    expect(css).not.toContain('.table');
  });

  it('keeps a state inside :is() whole, as the menu without JavaScript needs it', () => {
    const rule = '.open\\:top-16:is([open],:popover-open,:open){top:4rem}';
    expect(usedCss(rule, ['<div popover class="open:top-16">'])).toBe(rule);
  });

  it("drops a group variant's rule where its class is on no page, and keeps it where it is", () => {
    const rule =
      ':is(:where(.group\\/dialog):has(:is([data-dialog-foot] details[open])) .sm\\:tall\\:group-has-\\[x\\]\\/dialog\\:static){position:static}';
    // The group itself, inside the inner :where(), need not be on the page for the rule to be kept.
    expect(usedCss(rule, ['<div class="sm:tall:group-has-[x]/dialog:static">'])).toBe(rule);
    expect(usedCss(rule, ['<div class="group/dialog">'])).toBe('');
    // A class inside :not() or :has(), or before a combinator, is still not needed.
    const not = ':is(.a:not(.b)){color:red}';
    expect(usedCss(not, ['<p class="a">'])).toBe(not);
    const before = ':is(.c .d){color:red}';
    expect(usedCss(before, ['<p class="d">'])).toBe(before);
  });

  it('reads a class as markup escapes it', () => {
    const rule = '.\\[\\&_mark\\]\\:text-fg mark{color:red}';
    expect(usedCss(rule, ['<p class="[&amp;_mark]:text-fg">'])).toBe(rule);
    expect(usedCss(rule, ['<p class="text-fg">'])).toBe('');
  });

  it('keeps what only a script adds', () => {
    const css = usedCss(CSS, ['<div></div>', 'e.className="table"']);
    expect(css).toContain('.table{');
  });

  it('keeps every rule that names no class', () => {
    const hidden = '[hidden]:where(:not([hidden=until-found])){display:none!important}';
    expect(usedCss(`${hidden}:root{color-scheme:light}`, ['<p></p>'])).toBe(
      `${hidden}:root{color-scheme:light}`,
    );
  });

  it('keeps the rules for elements, which scripts and services create', () => {
    expect(usedCss('mark{background:yellow}.hit mark{color:red}', ['<p></p>'])).toContain(
      'mark{background:yellow}',
    );
  });

  it('keeps the theme, custom properties and attribute rules that scripts switch', () => {
    const css = usedCss(CSS, ['<div class="cursor-ring"></div>']);
    expect(css).toContain(':root{--color-brand');
    expect(css).toContain('.dark{--color-brand');
    expect(css).toContain('[data-reveal=pending]');
    expect(css).toContain('.cursor-ring[data-hover=true]');
  });
});

describe('usedCss and font faces', () => {
  const FACES =
    '@font-face{font-family:KaTeX_Main;src:url(a.woff2)}@font-face{font-family:"KaTeX_Math";src:url(b.woff2)}' +
    '@font-face{font-family:KaTeX_Size1;src:url(c.woff2)}' +
    '.katex{font:normal 1.21em KaTeX_Main,serif}.mathnormal{font-family:KaTeX_Math}.size1{font-family:KaTeX_Size1}';

  it('keeps the faces of the families a kept rule names, by name or in the font shorthand', () => {
    const css = usedCss(FACES, ['<span class="katex"><i class="mathnormal">x</i></span>'], true);
    expect(css).toContain('KaTeX_Main;');
    expect(css).toContain('"KaTeX_Math"');
    expect(css).not.toContain('KaTeX_Size1');
  });
});

describe('usedCss on pages that run no script', () => {
  const CSS = 'img,video{display:block}h3{margin:0}p>b{font-weight:700}:where(h3,h4){color:red}';

  it('drops the rules for elements no page has, and keeps those for elements one has', () => {
    const pages = ['<style>img{x:y}</style><p>text <b>bold</b></p>', '<h3>Title</h3>'];
    const kept = usedCss(CSS, pages, true);
    expect(kept).not.toContain('img');
    expect(kept).not.toContain('video');
    expect(kept).toContain('h3{margin:0}');
    expect(kept).toContain('p>b{font-weight:700}');
    // Of a list in :where(), the selectors for elements no page has go too.
    expect(kept).toContain(':where(h3){color:red}');
  });

  it('drops the rules for the parts of a form control no page has, and keeps those one has', () => {
    const preflight =
      '::file-selector-button{margin:0}::-webkit-datetime-edit-day-field{padding:0}' +
      '::-webkit-inner-spin-button{height:auto}::-webkit-search-decoration{appearance:none}' +
      '::placeholder{opacity:1}:-moz-ui-invalid{box-shadow:none}';
    expect(usedCss(preflight, ['<p>text</p>'], true)).toBe('');
    const form = '<input type="search" placeholder="Find"><input type="date"><input type=number>';
    const kept = usedCss(preflight, [form], true);
    expect(kept).not.toContain('file-selector');
    for (const part of ['datetime-edit-day', 'spin-button', 'search-decoration', 'placeholder']) {
      expect(kept).toContain(part);
    }
    expect(kept).toContain(':-moz-ui-invalid');
    // A page whose scripts may add controls keeps them all.
    expect(usedCss(preflight, ['<p>text</p>'])).toBe(preflight);
  });

  it('drops the rules for attributes and ids named nowhere, and keeps those a page or script names', () => {
    const rules =
      '[data-reveal=pending]{opacity:0}#particles{display:none}[data-motion-paused] .spin{animation:none}' +
      '[aria-pressed=true]{color:red}:is([open],[popover-open]){display:block}';
    const page = '<button aria-pressed="false" class="spin">x</button>';
    const script =
      '<script>document.documentElement.toggleAttribute(`data-motion-paused`)</script>';
    const dataset = '<script>el.dataset.reveal = `pending`</script>';
    const kept = usedCss(rules, [page + script], true);
    expect(kept).not.toContain('data-reveal');
    expect(kept).not.toContain('#particles');
    expect(kept).toContain('[data-motion-paused] .spin{animation:none}');
    expect(kept).toContain('[aria-pressed=true]{color:red}');
    expect(kept).not.toContain('open');
    expect(usedCss(rules, [page + dataset], true)).toContain('[data-reveal=pending]');
    expect(usedCss(rules, [page])).toContain('#particles');
  });

  it('keeps the rules for an attribute the browser sets, where the page has what it sets it on', () => {
    const rules = '[open]{color:red}:is([open],[popover-open]){display:block}';
    for (const page of ['<details><summary>s</summary></details>', '<dialog>d</dialog>']) {
      expect(usedCss(rules, [page], true)).toBe(rules);
    }
    expect(usedCss(rules, ['<p>open</p>'], true)).toBe(rules);
    expect(usedCss(rules, ['<p>shut</p>'], true)).toBe('');
  });

  it('keeps a rule whose whole selector is a list in :is() or :where() if one of the list is used', () => {
    const cite =
      ':is([data-cite]:has(input[value=apa]:checked) [data-cite-text=apa],' +
      '[data-cite]:has(input[value=ieee]:checked) [data-cite-text=ieee]){display:block}';
    const headings = ':where(h1,h2,h3){font-size:inherit}';
    const paper = '<div data-cite><p data-cite-text="apa">a</p></div><h1>t</h1><h3>s</h3>';
    expect(usedCss(cite + headings, [paper], true)).toBe(`${cite}:where(h1,h3){font-size:inherit}`);
    expect(usedCss(cite + headings, ['<h2>t</h2>'], true)).toBe(':where(h2){font-size:inherit}');
  });

  it('keeps the rules for elements the parser adds, as a table body', () => {
    expect(usedCss('tbody tr{color:red}', ['<table><tr><td>1</td></tr></table>'], true)).toBe(
      'tbody tr{color:red}',
    );
  });

  it('keeps every element rule for pages whose scripts can add elements', () => {
    expect(usedCss(CSS, ['<p></p>'])).toContain('img,video{display:block}');
  });
});

describe('mayAddElements', () => {
  it('finds a script that builds elements, wherever it stands in the script', () => {
    expect(
      mayAddElements(
        '<script>if (a < b) document.body.append(document.createElement("p"))</script>',
      ),
    ).toBe(true);
    expect(
      mayAddElements('<p>innerHTML</p><script>for (const x of y) x.hidden = false</script>'),
    ).toBe(false);
  });
});

describe('usedCss and keyframes', () => {
  const THEME = ':root{--animate-spin:spin 1s linear infinite;--animate-caret:caret 1s infinite}';
  const RULES = '.animate-spin{animation:var(--animate-spin)}.fade{animation:fade-in .2s}';
  const FRAMES =
    '@keyframes spin{to{rotate:360deg}}@keyframes caret{50%{opacity:0}}@keyframes fade-in{0%{opacity:0}}';
  const css = THEME + RULES + FRAMES;

  it('keeps the keyframes a kept rule starts, directly or through a custom property it reads', () => {
    const kept = usedCss(css, ['<p class="animate-spin fade"></p>']);
    expect(kept).toContain('@keyframes spin');
    expect(kept).toContain('@keyframes fade-in');
    expect(kept).not.toContain('@keyframes caret');
  });

  it('drops the keyframes of rules the page does not use', () => {
    const kept = usedCss(css, [`<style>${css}</style><p class="other">spinning</p>`]);
    expect(kept).not.toMatch(/@keyframes/);
  });

  it('keeps the keyframes a page or script starts outside the stylesheet', () => {
    expect(usedCss(css, ['<p style="animation: caret 1s"></p>'])).toContain('@keyframes caret');
    expect(usedCss(css, ['el.style.animationName="fade-in"'])).toContain('@keyframes fade-in');
  });
});

describe('withoutUnreadProperties', () => {
  it("drops Tailwind's properties no rule reads, and keeps those one does and the site's own", () => {
    const css =
      '@property --tw-rotate-x{syntax:"*";inherits:false}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --site-glow{syntax:"*";inherits:false}' +
      '@layer properties{*,:before{--tw-rotate-x:initial;--tw-shadow:0 0 #0000}}' +
      '.shadow{box-shadow:var(--tw-shadow)}';
    const slim = withoutUnreadProperties(css);
    expect(slim).not.toContain('--tw-rotate-x');
    expect(slim).toContain('@property --tw-shadow');
    expect(slim).toContain('--tw-shadow:0 0 #0000}');
    expect(slim).toContain('@property --site-glow');
  });

  const THEME =
    '@layer theme{:root{--color-lime-500:#80cd00;--color-brand:#4f46e5;--brand-night:#1e1b4b}}' +
    ':root{--wash:var(--brand-night)}.dark{--wash:#000}' +
    '.text-brand{color:var(--color-brand)}';

  it('drops the theme and site properties no rule reads, and those only they read', () => {
    const slim = withoutUnreadProperties(THEME, ['<p class="text-brand"></p>']);
    expect(slim).toContain('--color-brand:#4f46e5');
    expect(slim).not.toContain('--color-lime-500');
    expect(slim).not.toContain('--wash');
    expect(slim).not.toContain('--brand-night');
    expect(slim).not.toContain('.dark');
  });

  it('keeps a property that a page or a script names, and what it reads', () => {
    const script = "getComputedStyle(document.documentElement).getPropertyValue('--wash')";
    const slim = withoutUnreadProperties(THEME, [script]);
    expect(slim).toContain('--wash:var(--brand-night)');
    expect(slim).toContain('.dark{--wash:#000}');
    expect(slim).toContain('--brand-night:#1e1b4b');
    expect(slim).not.toContain('--color-lime-500');
    expect(
      withoutUnreadProperties(THEME, ['<i style="color:var(--color-lime-500)"></i>']),
    ).toContain('--color-lime-500:#80cd00');
  });
});

describe('withoutUnusedSymbols', () => {
  const sprite =
    '<svg class="hidden"><symbol id="icon-a" viewBox="0 0 24 24"><path d="M1"/></symbol>' +
    '<symbol id="icon-b" viewBox="0 0 24 24"><path d="M2"/></symbol></svg>';

  it('drops the symbols the page never draws and keeps those it does', () => {
    const page = `${sprite}<svg><use href="#icon-b"/></svg>`;
    const slim = withoutUnusedSymbols(page);
    expect(slim).not.toContain('id="icon-a"');
    expect(slim).toContain('<symbol id="icon-b" viewBox="0 0 24 24"><path d="M2"/></symbol>');
    expect(slim).toContain('<use href="#icon-b"/>');
  });
});

describe('usedCss and other style elements', () => {
  it("keeps the properties another style element reads, but takes no class from a style's text", () => {
    const site = ':root{--ok:green;--unused:red}.flag{color:var(--ok)}';
    const page = `<style>${site}</style><style data-notes>.tip{--alert:var(--ok)}</style><p class="tip">x</p>`;
    const slim = usedCss(site, [page], true);
    expect(slim).toContain('--ok:green');
    expect(slim).not.toContain('--unused');
    expect(slim).not.toContain('.flag');
  });
});

describe('slimPageStyles', () => {
  const NOTE_RULES =
    '.note-body pre{display:block}.note-body blockquote{margin:0}.s-1{color:red}.s-2{color:blue}';
  const page = (body: string) =>
    `<html><head><meta http-equiv="Content-Security-Policy" content="" /><style>${CSS}</style>` +
    `<style data-notes>${NOTE_RULES}</style></head><body>${body}</body></html>`;

  it('cuts each page without scripts, and its own style elements, to what that page uses', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'slim-'));
    try {
      await mkdir(path.join(dist, 'notes', 'a'), { recursive: true });
      await mkdir(path.join(dist, 'notes', 'b'), { recursive: true });
      const a = path.join(dist, 'notes', 'a', 'index.html');
      const b = path.join(dist, 'notes', 'b', 'index.html');
      await writeFile(a, page('<div class="note-body grid"><pre></pre><b class="s-1">x</b></div>'));
      await writeFile(
        b,
        page('<div class="note-body table"><blockquote class="s-2">y</blockquote></div>'),
      );
      await slimPageStyles(dist, {});
      const [slimA, slimB] = await Promise.all([readFile(a, 'utf8'), readFile(b, 'utf8')]);
      expect(slimA).toContain('.grid{display:grid}');
      expect(slimA).not.toContain('.table{');
      expect(slimA).toContain(
        '<style data-notes>.note-body pre{display:block}.s-1{color:red}</style>',
      );
      expect(slimB).toContain('.table{display:table}');
      expect(slimB).not.toContain('.grid{');
      expect(slimB).toContain(
        '<style data-notes>.note-body blockquote{margin:0}.s-2{color:blue}</style>',
      );
      // Each page's policy names the hashes of its own styles as they now are.
      expect(slimA.match(/'sha256-/g)).toHaveLength(2);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});

describe('withPlainTailwindProperties', () => {
  it("sets Tailwind's first values in its properties layer for every browser, with no @property", () => {
    const css =
      '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{--tw-shadow:0 0 #0000}}}' +
      '.shadow{box-shadow:var(--tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --site-angle{syntax:"<angle>";inherits:false;initial-value:0deg}';
    expect(withPlainTailwindProperties(css)).toBe(
      '@layer properties{*,:before,:after{--tw-shadow:0 0 #0000}}' +
        '.shadow{box-shadow:var(--tw-shadow)}' +
        '@property --site-angle{syntax:"<angle>";inherits:false;initial-value:0deg}',
    );
  });
});
