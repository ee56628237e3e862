import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsSettled } from '../settled';
import { expect } from './fixtures';

/** One rule's findings, as axe reports them. */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['incomplete'][number];

/** No axe violations in the page (or in `include`, a selector), once it has settled. */
export async function expectNoViolations(page: Page, include?: string, what?: string) {
  // Contrast is judged on the settled page, not halfway through an opening fade or a theme's
  // colour transition.
  await page.waitForFunction(animationsSettled, undefined, { polling: 100 });
  // Violations and the checks axe left open are read; skipping the details of every pass makes
  // axe several times faster. Target size (WCAG 2.2, 24 × 24 px) is off in axe by default;
  // Lighthouse checks it.
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ['violations', 'incomplete'],
    rules: { 'target-size': { enabled: true } },
  });
  if (include) builder.include(include);
  const { violations, incomplete } = await builder.analyze();
  const summary = [...violations, ...shortTextBelowContrast(incomplete)].map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, what).toEqual([]);
}

/** What axe's contrast check records of a text it measured. */
interface ContrastData {
  messageKey?: string;
  fgColor?: string;
  bgColor?: string;
}

/**
 * Text of one character that axe measured below the contrast it needs: axe leaves it open rather
 * than failing it, in case the character is an icon font's. This page draws its icons as SVG, so a
 * single character is text (a page number, an initial) that a visitor must be able to read.
 */
function shortTextBelowContrast(incomplete: Result[]): Result[] {
  return incomplete
    .filter((result) => result.id === 'color-contrast')
    .map((result) => ({
      ...result,
      id: 'color-contrast (one character)',
      nodes: result.nodes.filter((node) =>
        node.any.some((check) => {
          const data = check.data as ContrastData | null;
          // Measured: both colours known. Where axe could not tell a colour (text over a blur, a
          // formula's stacked glyphs) it names the short text too, with no figure to judge.
          return data?.messageKey === 'shortTextContent' && !!data.fgColor && !!data.bgColor;
        }),
      ),
    }))
    .filter((result) => result.nodes.length > 0);
}
