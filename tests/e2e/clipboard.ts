// The page's clipboard as a test sets it: one that works (and records what it was given), one
// that refuses, or none at all, as an old browser or an insecure page has it.
import type { Page } from '@playwright/test';

export type Clipboard = 'works' | 'refuses' | 'missing';

/** The page's clipboard, replaced before any script runs: it records, refuses, or is not there. */
export async function replaceClipboard(page: Page, kind: Clipboard): Promise<void> {
  await page.addInitScript((kind: Clipboard) => {
    const copied: string[] = [];
    (window as unknown as { copied: string[] }).copied = copied;
    const clipboard =
      kind === 'missing'
        ? undefined
        : {
            writeText: (text: string) =>
              kind === 'works'
                ? Promise.resolve(void copied.push(text))
                : Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
          };
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => clipboard });
  }, kind);
}

/** What the page copied, in order. */
export const copied = (page: Page) =>
  page.evaluate(() => (window as unknown as { copied: string[] }).copied);
