import { test as base, expect } from '@playwright/test';

/**
 * Every test fails if the page logs a console error or warning, or throws, unless the test says
 * which messages it expects (`allowConsole`).
 */
export const test = base.extend<{ allowConsole: RegExp[]; consoleGuard: void }>({
  allowConsole: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (allowConsole.some((pattern) => pattern.test(text))) return;
        problems.push(`${message.type()}: ${text} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use();
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens the page with reveal animations and effects allowed to settle on their own. */
export const HOME = '/';
