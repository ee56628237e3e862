import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hexToken, parseTokens, readTokens, TOKENS_CSS, withAlpha } from './design-tokens';

const CSS = `
@import 'x.css';
/* :root { --brand-from: #000000; } in a comment is not a rule */
:root {
  color-scheme: light;
  --brand-from: #2563eb;
  --brand-text-from: var(--brand-from);
  --bg: #fff;
}
.dark {
  --bg: #020617;
  --brand-text-from: #60a5fa;
}
@media print {
  :root,
  .dark {
    --bg: #ffffff;
  }
}
@theme inline {
  --color-bg: var(--bg);
}
`;

describe('parseTokens', () => {
  it('reads the light tokens, and the dark ones on top of them, following var()', () => {
    const { light, dark } = parseTokens(CSS);
    expect(light).toEqual({ 'brand-from': '#2563eb', 'brand-text-from': '#2563eb', bg: '#fff' });
    expect(dark).toEqual({
      'brand-from': '#2563eb',
      'brand-text-from': '#60a5fa',
      bg: '#020617',
    });
  });

  it('follows a changed token into the tokens that refer to it', () => {
    const { light } = parseTokens(CSS.replace('--brand-from: #2563eb', '--brand-from: #0f0'));
    expect(light['brand-text-from']).toBe('#0f0');
  });

  it('names a token that refers to one not defined', () => {
    expect(() => parseTokens(':root { --a: var(--missing); }')).toThrow('--missing is not defined');
  });

  it("reads the site's own stylesheet: the brand, and a page background per theme", () => {
    const tokens = readTokens();
    expect(tokens).toEqual(parseTokens(readFileSync(TOKENS_CSS, 'utf8')));
    for (const name of ['brand-from', 'brand-to', 'brand-night', 'bg', 'accent']) {
      expect(hexToken(tokens.light, name)).toMatch(/^#/);
      expect(hexToken(tokens.dark, name)).toMatch(/^#/);
    }
    expect(tokens.dark.bg).not.toBe(tokens.light.bg);
  });
});

describe('hex colours for the build', () => {
  it('turns a hex colour into rgba() with an alpha', () => {
    expect(withAlpha('#60a5fa', 0.18)).toBe('rgba(96,165,250,0.18)');
    expect(withAlpha('#fff', 1)).toBe('rgba(255,255,255,1)');
  });

  it('says which token is not a colour the image tools can draw', () => {
    expect(() => hexToken({ a: 'oklch(50% 0.2 260)' }, 'a')).toThrow(/--a is "oklch/);
    expect(() => hexToken({}, 'b')).toThrow('--b is not defined');
  });
});
