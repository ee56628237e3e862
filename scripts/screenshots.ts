// Renders the README's screenshots from the built site (run `npm run build` first; `npm run
// screenshots` does both), so they never drift from the product.
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '../server/serve.ts';
import { DARK_MODE_STORAGE_KEY, PARTICLES_RUNNING } from '../src/config/site.ts';
import { launchChromium } from './browser.ts';
import { profile } from '../src/content/index.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/screenshots');

const SHOTS = [
  { name: 'desktop-light', width: 1280, height: 800, dark: false, mobile: false },
  { name: 'desktop-dark', width: 1280, height: 800, dark: true, mobile: false },
  { name: 'phone-light', width: 390, height: 844, dark: false, mobile: true },
  { name: 'phone-dark', width: 390, height: 844, dark: true, mobile: true },
];

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const server = await serve({ dir: path.join(root, process.env.DIST_DIR ?? 'dist'), port: 0 });
  const { port } = server.address() as AddressInfo;
  const browser = await launchChromium();
  try {
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: shot.mobile ? 2 : 1,
        isMobile: shot.mobile,
        hasTouch: shot.mobile,
      });
      await context.addInitScript(
        ({ key, dark }) => {
          try {
            localStorage.setItem(key, String(dark));
          } catch {
            // Storage blocked: the screenshot shows the default theme.
          }
        },
        { key: DARK_MODE_STORAGE_KEY, dark: shot.dark },
      );
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.locator(PARTICLES_RUNNING).waitFor({ state: 'attached' });
      // The owner's last role, so the shot shows a whole role rather than one half typed (a cycle
      // is a few seconds a role).
      await page
        .getByTestId('typed-headline')
        .getByText(profile.roles.at(-1)!, { exact: true })
        .waitFor({ timeout: 10_000 * profile.roles.length });
      const file = path.join(outDir, `${shot.name}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${path.relative(root, file)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
