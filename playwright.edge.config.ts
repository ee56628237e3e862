// The contact journeys against `npm run serve:edge`: the built site and its contact handler inside
// workerd. Two servers: one delivering to its local outbox, one whose outbox cannot be written (a
// provider that is down). Ports follow E2E_PORT, so parallel runs keep apart.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

const PORT = Number(process.env.E2E_EDGE_PORT ?? Number(process.env.E2E_PORT ?? 4174) + 1000);
const DOWN_PORT = PORT + 1;
/** Low, so the burst that trips it is short; each test is its own client (X-Forwarded-For). */
export const EDGE_RATE_LIMIT = 3;

function edgeServer(port: number, outboxDir: string) {
  return {
    command: 'tsx server/edge/serve-edge.ts',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      OUTBOX_DIR: outboxDir,
      RATE_LIMIT_MAX: String(EDGE_RATE_LIMIT),
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  };
}

export default defineConfig({
  ...base,
  testDir: 'tests/edge',
  outputDir: `test-results/edge-${PORT}`,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: [
    edgeServer(PORT, `test-results/edge-outbox-${PORT}`),
    // A folder inside a file: every save fails, as a mail provider that is down.
    edgeServer(DOWN_PORT, 'package.json/outbox'),
  ],
});
