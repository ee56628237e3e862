// A section's closing line (src/components/closing-line.tsx), as the experience and certificates
// specs check it.
import type { Page } from '@playwright/test';
import { expect, HOME } from './fixtures';
import { iconLineOffCentre } from './icon-line';

/**
 * Opens the page on a narrow phone and finds the closing line `text`: shown, and with its icon
 * beside its first word, so that icon and first line are centred together rather than the icon
 * pinned to the screen's edge.
 */
export async function expectClosingLine(page: Page, text: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(HOME);
  const line = page.getByText(text, { exact: true });
  await line.scrollIntoViewIfNeeded();
  await expect(line).toBeVisible();
  expect(await line.evaluate(iconLineOffCentre)).toBeLessThan(3);
}
