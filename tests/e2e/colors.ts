import type { Page } from '@playwright/test';
import { readTokens } from '../../scripts/design-tokens';

/** The site's colour tokens (src/styles/tokens.css), as the build reads them. */
export const TOKENS = readTokens();

/**
 * The colour a CSS value (a hex token, a var(), a keyword) computes to on the page, written the
 * way getComputedStyle writes colours, so a test compares like with like.
 */
export function cssColor(page: Page, value: string): Promise<string> {
  return page.evaluate((css) => {
    const probe = document.createElement('span');
    probe.style.color = css;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, value);
}
