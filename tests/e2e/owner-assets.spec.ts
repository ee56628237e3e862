// What the build makes from the owner's content, as a visitor's browser receives it: the photo
// at the size the layout shows, the preview card and icons, and the 404 page.
import { PORTRAIT_DISPLAY_PX } from '../../src/config/portrait';
import { profile } from '../../src/content';
import { expect, given, test } from './fixtures';
import { t } from '../../src/words/index.ts';

/** The photo's displayed width at a viewport width, from the same table the build used. */
function displayWidth(viewport: number): number {
  return [...PORTRAIT_DISPLAY_PX].reverse().find((d) => viewport >= d.fromViewportPx)!.widthPx;
}

for (const [width, scale] of [
  [375, 2],
  [768, 1],
  [1280, 2],
] as const) {
  test(`the photo at ${width} px (${scale}x) is a rendition that covers it, in a reserved box`, async ({
    browser,
  }) => {
    given(profile.profileImage, 'photo');
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      deviceScaleFactor: scale,
    });
    const page = await context.newPage();
    // Hold the photo back: its box must already be its final size.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/portrait-*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const photo = page.getByRole('img', { name: profile.profileImageAlt });
    const shown = displayWidth(width);
    const box = async () => (await photo.boundingBox())?.width ?? 0;
    await expect.poll(box).toBeCloseTo(shown, 0);
    release();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await box()).toBeCloseTo(shown, 0);
    const chosen = await photo.evaluate((img: HTMLImageElement) => ({
      src: new URL(img.currentSrc).pathname,
      natural: img.naturalWidth,
    }));
    // A modern format, and no bigger than the next rendition up from what the screen needs.
    expect(chosen.src).toMatch(/^\/assets\/portrait-\d+-\w+\.(avif|webp)$/);
    expect(chosen.natural).toBeGreaterThanOrEqual(Math.min(shown * scale, chosen.natural));
    expect(chosen.natural).toBeLessThanOrEqual(shown * scale * 2);
    await context.close();
  });
}

test('the favicon, app icons and preview card are served, drawn for this owner', async ({
  request,
}) => {
  for (const [file, size] of [
    ['apple-touch-icon.png', 180],
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['og-image.png', 0],
  ] as const) {
    const response = await request.get(`/${file}`);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    if (size) expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
  const favicon = await request.get('/favicon.svg');
  expect(await favicon.text()).toMatch(/^<svg[^>]*>.*<path/s);
});

test.describe('an unknown address', () => {
  // The browser logs the 404 answer itself; that is the point of the test.
  test.use({ allowConsole: [/status of 404/] });

  test('gets a 404 page in the site style that links home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(t('notFound.title', { name: profile.name }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('notFound.heading'));
    await page
      .getByRole('link', { name: t('notFound.home', { firstName: profile.firstName }) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: profile.firstName })).toBeVisible();
  });
});
