// Renders the social preview image (1200x630) and the PNG app icons from content and
// public/favicon.svg, with Chromium. Run after changing your name, tagline or favicon:
// `npm run brand-images`. The PNGs are committed, so static hosts need no browser to build.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { figures, profile } from '../src/content';
import { launchChromium } from './browser.ts';
import { OG_IMAGE, escapeHtml } from './seo.ts';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

function previewHtml(): string {
  const roles = profile.roles.map((role) => `<li>${escapeHtml(role)}</li>`).join('');
  return `<!doctype html><html><head><style>
    * { margin: 0; box-sizing: border-box; }
    body { width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; font-family: system-ui, 'DejaVu Sans', sans-serif;
      background: radial-gradient(circle at 85% 15%, #4f46e5 0, transparent 45%), linear-gradient(135deg, #020617, #1e1b4b);
      color: #f8fafc; padding: 80px; display: flex; flex-direction: column; justify-content: center; }
    .hi { color: #93c5fd; font-size: 34px; font-weight: 600; }
    h1 { font-size: 92px; font-weight: 800; letter-spacing: -2px; margin-top: 8px; }
    ul { list-style: none; display: flex; flex-wrap: wrap; gap: 14px; margin-top: 28px; padding: 0; }
    li { font-size: 26px; padding: 8px 22px; border-radius: 999px; background: rgba(96,165,250,.18); color: #bfdbfe; }
    p { font-size: 30px; color: #cbd5e1; margin-top: 34px; max-width: 950px; line-height: 1.35; }
    .bar { position: absolute; left: 0; bottom: 0; height: 14px; width: 100%; background: linear-gradient(90deg, #2563eb, #9333ea); }
    .cgpa { position: absolute; right: 80px; top: 70px; font-size: 26px; color: #a5b4fc; }
  </style></head><body>
    <div class="cgpa">CGPA ${escapeHtml(figures.cgpa)}</div>
    <div class="hi">${escapeHtml(profile.greeting)}</div>
    <h1>${escapeHtml(profile.name)}</h1>
    <ul>${roles}</ul>
    <p>${escapeHtml(profile.tagline)}</p>
    <div class="bar"></div>
  </body></html>`;
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height },
    });
    await page.setContent(previewHtml());
    await page.screenshot({ path: path.join(publicDir, OG_IMAGE.path) });
    console.log(`wrote public/${OG_IMAGE.path}`);

    const svg = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
    for (const [name, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
      );
      await page.screenshot({ path: path.join(publicDir, name), omitBackground: true });
      console.log(`wrote public/${name}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
