import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/browser.ts';
import { e2eTsconfig } from './scripts/content-dir.ts';
import { findTestChromium } from './scripts/ensure-chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/e2e',
  // `@content/…` is the content the site was built from: the owner's, else the sample's.
  tsconfig: e2eTsconfig(import.meta.dirname),
  // Per-port output, so parallel runs (and their outboxes) never clear each other's results.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  // Two at least, whether or not the runner sets CI: Playwright's default (half the cores) is one
  // on a 2-core runner, which doubles the run.
  workers: Math.max(2, Math.floor(os.availableParallelism() / 2)),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test costs a third of the suite's time, so none is kept unless
    // asked for: E2E_TRACE=retain-on-failure npm run test:e2e.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'off',
    launchOptions: { executablePath: findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `tsx server/start.ts`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      OUTBOX_DIR: process.env.OUTBOX_DIR ?? `test-results/outbox-${PORT}`,
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
