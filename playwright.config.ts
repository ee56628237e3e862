import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/browser.ts';
import { findChromium } from './scripts/ensure-chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/e2e',
  // Per-port output, so parallel runs (and their outboxes) never clear each other's results.
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `tsx server/serve.ts`,
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
