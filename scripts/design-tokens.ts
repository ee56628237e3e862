// The site's colour tokens as the build sees them: read from src/styles/tokens.css, so the favicon,
// app icons, preview cards, résumé and theme-color follow the stylesheet and never keep a copy.
// Only what those need is understood: custom properties in the top-level `:root` and `.dark`
// rules, with hex values or a var() of another token.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const TOKENS_CSS = path.resolve(import.meta.dirname, '../src/styles/tokens.css');

/** Token values by name without the leading dashes ("brand-from"), per theme. */
export interface ThemeTokens {
  light: Record<string, string>;
  /** The light values with `.dark`'s on top, as on a page with the dark class. */
  dark: Record<string, string>;
}

/** The body of the top-level rule whose selector is exactly `selector`: a `:root` inside
 *  `@media print` is not the theme. */
function ruleBody(css: string, selector: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '{') {
      if (depth === 0 && css.slice(start, i).trim() === selector) {
        return css.slice(i + 1, css.indexOf('}', i));
      }
      depth += 1;
    } else if (char === '}' || (char === ';' && depth === 0)) {
      if (char === '}') depth -= 1;
      if (depth === 0) start = i + 1;
    }
  }
  return '';
}

/** The custom properties a rule declares, by name without the dashes. */
function declarations(body: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
    values[name!] = value!.trim();
  }
  return values;
}

/** A token's value with var() of other tokens followed; anything else is returned as written. */
function resolve(tokens: Record<string, string>, name: string, seen = new Set<string>()): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`tokens.css: --${name} is not defined`);
  const ref = /^var\(--([\w-]+)\)$/.exec(value);
  if (!ref) return value;
  if (seen.has(name)) throw new Error(`tokens.css: --${name} refers to itself`);
  return resolve(tokens, ref[1]!, seen.add(name));
}

/** Strips CSS comments, which may hold braces or declarations of their own. */
const uncomment = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

export function parseTokens(css: string): ThemeTokens {
  const source = uncomment(css);
  const light = declarations(ruleBody(source, ':root'));
  const dark = { ...light, ...declarations(ruleBody(source, '.dark')) };
  const resolved = (tokens: Record<string, string>) =>
    Object.fromEntries(Object.keys(tokens).map((name) => [name, resolve(tokens, name)]));
  return { light: resolved(light), dark: resolved(dark) };
}

let cached: ThemeTokens | undefined;

/** The tokens of the site's own stylesheet. */
export function readTokens(): ThemeTokens {
  cached ??= parseTokens(readFileSync(TOKENS_CSS, 'utf8'));
  return cached;
}

/** A hex colour (#rgb or #rrggbb) as `rgba(r,g,b,alpha)`, for a tint drawn at build time. */
export function withAlpha(hex: string, alpha: number): string {
  const digits = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`tokens.css: "${hex}" is not a hex colour (#rgb or #rrggbb)`);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgba(${r},${g},${b},${alpha})`;
}

/** A token's value, checked to be a hex colour: what satori, sharp and PDF writers can all draw. */
export function hexToken(tokens: Record<string, string>, name: string): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`tokens.css: --${name} is not defined`);
  if (!/^#([\da-f]{3}|[\da-f]{6})$/i.test(value)) {
    throw new Error(`tokens.css: --${name} is "${value}"; the build needs a hex colour here`);
  }
  return value;
}
