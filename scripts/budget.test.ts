// Fails when the build's first-visit payload outgrows its budget (scripts/budgets.ts). Reads
// DIST_DIR (default dist/), so `npm run build` must run first; a missing build fails, never skips.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS_BYTES } from './budgets.ts';
import { measureBuild, type BuildSizes } from './bench/bundle-size.ts';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const base = process.env.BASE_PATH ?? '/';

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

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

  it('index.html fits its budget', () => {
    const { totals } = build();
    expect(
      totals.html.brotli,
      `index.html is ${kib(totals.html.brotli)}, budget ${kib(BUDGETS_BYTES.html)}`,
    ).toBeLessThanOrEqual(BUDGETS_BYTES.html);
  });
});
