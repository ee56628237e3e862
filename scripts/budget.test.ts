// Fails when the build's first-visit payload outgrows its budget (scripts/budgets.ts). Reads
// DIST_DIR (default dist/), so `npm run build` must run first; a missing build fails, never skips.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@content/languages';
import { languagePrefix } from '../src/lib/languages.ts';
import { readFileSync } from 'node:fs';
import { BUDGETS_BYTES, htmlBudget } from './budgets.ts';
import { measureBuild, textBytes, type BuildSizes } from './bench/bundle-size.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const base = process.env.BASE_PATH ?? '/';

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Bytes, exact: a page a few bytes over its budget must not read as the budget itself. */
const bytes = (count: number): string => `${count.toLocaleString('en')} bytes`;

describe(`size budgets of ${path.relative(root, distDir)}/ (brotli q11)`, () => {
  let sizes: BuildSizes | undefined;
  const build = (): BuildSizes => (sizes ??= measureBuild(distDir, base));

  it('initial JavaScript (entry module and its static imports) fits its budget', () => {
    const { initialJs, totals } = build();
    const files = initialJs.map((file) => `${file.url} ${kib(file.brotli)}`).join(', ');
    expect(
      totals.initialJs.brotli,
      `initial JS is ${kib(totals.initialJs.brotli)} (${files}), budget ${kib(BUDGETS_BYTES.initialJs)}`,
    ).toBeLessThanOrEqual(BUDGETS_BYTES.initialJs);
  });

  it('CSS linked from index.html fits its budget', () => {
    const { totals } = build();
    expect(
      totals.css.brotli,
      `CSS is ${kib(totals.css.brotli)}, budget ${kib(BUDGETS_BYTES.css)}`,
    ).toBeLessThanOrEqual(BUDGETS_BYTES.css);
  });

  // Every language's main page: a language of longer words makes a longer page, and so does a
  // longer life; the budget holds what the template puts around the words.
  it.each(languages.all)('index.html in %s fits its budget', (tag) => {
    const prefix = languagePrefix(languages, tag);
    const { totals } = measureBuild(path.join(distDir, prefix), `${base}${prefix}`);
    const words = textBytes(readFileSync(path.join(distDir, prefix, 'index.html'), 'utf8'));
    const budget = htmlBudget(words);
    expect(
      totals.html.brotli,
      `${prefix}index.html is ${bytes(totals.html.brotli)}, budget ${bytes(budget)} for its ${bytes(words)} of words (scripts/budgets.ts)`,
    ).toBeLessThanOrEqual(budget);
  });
});
