// The page's clipboard as a test sets it: one that works (and records what it was given), one
// that refuses, or none at all, as an old browser or an insecure page has it. The same stand-in
// serves the end-to-end specs (before any script of the page runs) and the cross-browser journeys.
import type { Page } from '@playwright/test';

export type Clipboard = 'works' | 'refuses' | 'missing';

/** What the page copied, in order, where the stand-in keeps it. */
export interface CopiedWindow {
  copied: string[];
}

/** Runs in the page: puts the stand-in in the clipboard's place. */
export function installClipboard(kind: Clipboard): void {
  const copied: string[] = [];
  (window as unknown as CopiedWindow).copied = copied;
  const clipboard =
    kind === 'missing'
      ? undefined
      : {
          writeText: (text: string) =>
            kind === 'works'
              ? Promise.resolve(void copied.push(text))
              : Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
        };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** The page's clipboard, replaced before any script runs: it records, refuses, or is not there. */
export async function replaceClipboard(page: Page, kind: Clipboard): Promise<void> {
  await page.addInitScript(installClipboard, kind);
}

/** What the page copied, in order. */
export const copied = (page: Page) =>
  page.evaluate(() => (window as unknown as CopiedWindow).copied);
