// A section's closing line (src/components/closing-line.tsx), as the experience and certificates
// specs check it.
import type { Page } from '@playwright/test';
import { expect, HOME } from './fixtures';

/**
 * Opens the page on a narrow phone and finds the closing line `text`: shown, and with its icon
 * beside its first word, so that icon and first line are centred together (the space left of the
 * icon is the space right of the line's end) rather than the icon pinned to the screen's edge.
 */
export async function expectClosingLine(page: Page, text: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(HOME);
  const line = page.getByText(text, { exact: true });
  await line.scrollIntoViewIfNeeded();
  await expect(line).toBeVisible();
  const [before, after] = await line.evaluate((paragraph) => {
    const icon = paragraph.querySelector('svg')!.getBoundingClientRect();
    const words = document.createRange();
    words.selectNodeContents(paragraph);
    const rects = [...words.getClientRects()].filter((rect) => rect.width > 0);
    const top = Math.min(...rects.map((rect) => rect.top));
    const firstLine = rects.filter((rect) => Math.abs(rect.top - top) < 8);
    const left = Math.min(...firstLine.map((rect) => rect.left));
    const right = Math.max(...firstLine.map((rect) => rect.right));
    const box = paragraph.getBoundingClientRect();
    // Outer spaces of the first line, icon included, on the side the text starts and ends.
    return getComputedStyle(paragraph).direction === 'rtl'
      ? [box.right - Math.max(icon.right, right), Math.min(icon.left, left) - box.left]
      : [Math.min(icon.left, left) - box.left, box.right - Math.max(icon.right, right)];
  });
  expect(Math.abs(before - after)).toBeLessThan(3);
}
