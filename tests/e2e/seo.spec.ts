import { profile, publications } from '../../src/content';
import { expect, test } from './fixtures';

test.describe('what search engines and link previews read', () => {
  test('the served page carries its title, description, canonical address and preview tags', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    expect((await page.title()).startsWith(`${profile.name} | `)).toBe(true);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[name="description"]')).toBe(profile.description);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^https:\/\/.+\/$/);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');

    const image = await meta('meta[property="og:image"]');
    expect(image).toBe(new URL('og-image.png', canonical ?? '').href);
    expect(await meta('meta[property="og:image:width"]')).toBe('1200');
    expect(await meta('meta[property="og:image:height"]')).toBe('630');
    // The preview image is served here too, and is the size the tags say (PNG header: IHDR).
    const png = await (await request.get(`/${new URL(image ?? '').pathname.slice(1)}`)).body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('JSON-LD describes the owner and each paper', async ({ page }) => {
    await page.goto('/');
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { '@graph': { '@type': string; name?: string; headline?: string; sameAs?: string[] }[] };
    const person = data['@graph'].find((node) => node['@type'] === 'Person');
    expect(person?.name).toBe(profile.name);
    expect(person?.sameAs ?? []).toEqual(profile.profiles.map((link) => link.url));
    expect(
      data['@graph']
        .filter((node) => node['@type'] === 'ScholarlyArticle')
        .map((node) => node.headline),
    ).toEqual(publications.map((paper) => paper.title));
  });

  test('robots.txt points at the sitemap, which lists the canonical page', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${canonical}sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${canonical}</loc>`);
  });

  test('the tab icon is the favicon inlined, and the manifest is linked once the page has painted', async ({
    page,
    request,
  }) => {
    const served = await (await request.get('/')).text();
    expect(served).not.toContain('rel="manifest"');

    await page.goto('/');
    const icon = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
    const svg = await (await request.get('/favicon.svg')).text();
    expect(decodeURIComponent(icon.replace(/^data:image\/svg\+xml,/, ''))).toBe(
      svg.trim().replace(/\s+/g, ' '),
    );

    const manifest = page.locator('link[rel="manifest"]');
    await expect(manifest).toHaveCount(1);
    const response = await request.get((await manifest.getAttribute('href')) ?? '');
    const json = (await response.json()) as { short_name: string; icons: { src: string }[] };
    expect(json.short_name).toBe(profile.firstName);
    for (const { src } of json.icons) {
      expect((await request.get(src)).status(), src).toBe(200);
    }
  });
});
