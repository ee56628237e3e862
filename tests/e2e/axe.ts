import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsSettled } from '../settled';
import { expect } from './fixtures';

/** No axe violations in the page (or in `include`, a selector), once it has settled. */
export async function expectNoViolations(page: Page, include?: string, what?: string) {
  // Contrast is judged on the settled page, not halfway through an opening fade or a theme's
  // colour transition.
  await page.waitForFunction(animationsSettled, undefined, { polling: 100 });
  // Only violations are read: skipping the details of every pass makes axe several times faster.
  // Target size (WCAG 2.2, 24 × 24 px) is off in axe by default; Lighthouse checks it.
  const builder = new AxeBuilder({ page }).options({
    resultTypes: ['violations'],
    rules: { 'target-size': { enabled: true } },
  });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, what).toEqual([]);
}
