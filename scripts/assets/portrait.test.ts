// The photo pipeline with a photo made on the spot: a 4000 × 3000 px JPEG of several MB (no large
// file is committed), small and tiny PNGs, and files that are not images at all.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PORTRAIT_DISPLAY_PX,
  PORTRAIT_RENDITIONS_PX,
  PORTRAIT_SIZES,
} from '../../src/config/portrait';
import {
  photoWarnings,
  portraitFromRenditions,
  readPhoto,
  renderPortrait,
  SHARP_PHOTO_PX,
  smallPhotoWarning,
} from './portrait';

const dir = mkdtempSync(path.join(os.tmpdir(), 'portrait-'));
const large = path.join(dir, 'phone.jpg');

/** Random noise compresses badly, so the JPEG is as heavy as a real phone photo. */
async function noisePhoto(file: string, width: number, height: number): Promise<void> {
  await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 92 })
    .toFile(file);
}

beforeAll(async () => {
  await noisePhoto(large, 4000, 3000);
}, 60_000);

describe('readPhoto', () => {
  it('reads the real size of any photo', async () => {
    expect(await readPhoto(large)).toEqual({ width: 4000, height: 3000, format: 'jpeg' });
  });

  it('takes a photo past the image library’s default limit of about 268 megapixels', async () => {
    // A PNG that says 17,000 × 17,000 px (289 megapixels) with its first row only: the size is
    // read from its header, and a whole one would take seconds to make here.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(17_000, 0);
    header.writeUInt32BE(17_000, 4);
    header.writeUInt8(8, 8); // 8 bits, grey
    const huge = path.join(dir, 'panorama.png');
    writeFileSync(
      huge,
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', zlib.deflateSync(Buffer.alloc(1))),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    );
    expect(await readPhoto(huge)).toEqual({ width: 17_000, height: 17_000, format: 'png' });
  });

  it('names the file and the problem when it is missing, corrupt or not a photo', async () => {
    const corrupt = path.join(dir, 'broken.jpg');
    writeFileSync(corrupt, 'not really a JPEG');
    const gif = path.join(dir, 'anim.gif');
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .gif()
      .toFile(gif);
    await expect(readPhoto(path.join(dir, 'nope.jpg'))).rejects.toThrow(/nope\.jpg does not exist/);
    await expect(readPhoto(corrupt)).rejects.toThrow(/broken\.jpg cannot be read as an image/);
    await expect(readPhoto(gif)).rejects.toThrow(
      /anim\.gif is gif: use a JPEG, PNG, WebP, AVIF or SVG/,
    );
    // A note's image is named as the note's, not as the profile photo.
    await expect(readPhoto(corrupt, 'notes/a.md: the image')).rejects.toThrow(
      /^notes\/a\.md: the image .*broken\.jpg cannot be read as an image/,
    );
  });
});

describe('renderPortrait', () => {
  it('writes square AVIF, WebP and JPEG renditions at every width the page shows, 1x and 2x', async () => {
    const renditions = await renderPortrait(large);
    const widths = PORTRAIT_DISPLAY_PX.flatMap(({ widthPx }) => [widthPx, widthPx * 2]);
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const ofFormat = renditions.filter((r) => r.format === format);
      expect(ofFormat.map((r) => r.width)).toEqual([...new Set(widths)].sort((a, b) => a - b));
      for (const r of ofFormat) {
        const meta = await sharp(r.data).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([
          format === 'avif' ? 'heif' : format,
          r.width,
          r.width,
        ]);
      }
    }
    // The page's largest download is a small fraction of the several-MB original.
    const largest = Math.max(...renditions.map((r) => r.data.length));
    expect(largest).toBeLessThan(200 * 1024);
  }, 60_000);

  it('never enlarges a small photo', async () => {
    const small = path.join(dir, 'small.png');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0af' } })
      .png()
      .toFile(small);
    const widths = new Set((await renderPortrait(small)).map((r) => r.width));
    expect([...widths]).toEqual([...PORTRAIT_RENDITIONS_PX.filter((w) => w < 200), 200]);
  });

  it.each([
    ['a square drawing', 40, 40],
    ['a long thin drawing', 2933, 49],
    ['a tall thin one', 3, 9000],
  ])(
    'draws %s sharp at every width it can, however long its sides',
    async (_, w, h) => {
      const svg = path.join(dir, `drawing-${w}x${h}.svg`);
      writeFileSync(
        svg,
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#3b82f6"/></svg>`,
      );
      const renditions = await renderPortrait(svg);
      const widest = Math.max(...renditions.map((r) => r.width));
      // Drawn with its longest side at 16,384 px, the shorter one is what a square can show.
      const shortest = Math.round((Math.min(w, h) * 16_384) / Math.max(w, h));
      expect(widest).toBe(Math.min(Math.max(...PORTRAIT_RENDITIONS_PX), shortest));
      for (const r of renditions) {
        const meta = await sharp(r.data).metadata();
        expect([meta.width, meta.height]).toEqual([r.width, r.width]);
      }
    },
    60_000,
  );
});

describe('smallPhotoWarning', () => {
  /** A flat PNG of this size, as an owner's small photo would be. */
  async function png(width: number, height: number): Promise<string> {
    const file = path.join(dir, `flat-${width}x${height}.png`);
    await sharp({ create: { width, height, channels: 3, background: '#0af' } })
      .png()
      .toFile(file);
    return file;
  }

  it('warns of a tiny photo, naming the file, its size and the size that looks sharp', async () => {
    const tiny = await png(40, 30);
    const widest = Math.max(...PORTRAIT_DISPLAY_PX.map(({ widthPx }) => widthPx));
    // The page draws the photo at most this wide, twice as many pixels on a high-density screen.
    expect(SHARP_PHOTO_PX).toBe(Math.max(...PORTRAIT_RENDITIONS_PX));
    expect(SHARP_PHOTO_PX).toBe(widest * 2);
    const warning = await smallPhotoWarning(tiny);
    expect(warning).toContain(path.relative(process.cwd(), tiny));
    expect(warning).toContain('40 × 30 px');
    expect(warning).toContain(`${widest} px wide`);
    expect(warning).toContain(`at least ${SHARP_PHOTO_PX} × ${SHARP_PHOTO_PX} px`);
  });

  it('warns while the shorter side is one pixel short, and not at the size that looks sharp', async () => {
    expect(await smallPhotoWarning(await png(SHARP_PHOTO_PX + 200, SHARP_PHOTO_PX - 1))).toMatch(
      /blurred/,
    );
    expect(await smallPhotoWarning(await png(SHARP_PHOTO_PX, SHARP_PHOTO_PX))).toBeUndefined();
    expect(await smallPhotoWarning(large)).toBeUndefined();
  });

  it('never warns of a drawing, which is sharp at any size', async () => {
    const svg = path.join(dir, 'small-drawing.svg');
    writeFileSync(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"><rect width="40" height="30"/></svg>',
    );
    expect(await smallPhotoWarning(svg)).toBeUndefined();
  });

  it('is the build’s one warning for a small profile photo, and none without a photo', async () => {
    const root = mkdtempSync(path.join(dir, 'site-'));
    mkdirSync(path.join(root, 'content', 'images'), { recursive: true });
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0af' } })
      .png()
      .toFile(path.join(root, 'content', 'images', 'me.png'));
    const warnings = await photoWarnings(root, { profileImage: 'images/me.png' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/content\/images\/me\.png is 40 × 30 px/);
    expect(await photoWarnings(root, {})).toEqual([]);
  });
});

describe('portraitFromRenditions', () => {
  it('lists each format as a srcset under the base path, with the largest JPEG as fallback', async () => {
    const portrait = portraitFromRenditions(await renderPortrait(large), '/portfolio/');
    expect(portrait.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const srcSet of [portrait.srcSet, ...portrait.sources.map((s) => s.srcSet)]) {
      expect(srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(
        PORTRAIT_RENDITIONS_PX.map((w) => `${w}w`),
      );
      expect(srcSet).toMatch(/^\/portfolio\/assets\/portrait-/);
    }
    const widest = Math.max(...PORTRAIT_RENDITIONS_PX);
    expect(portrait).toMatchObject({ width: widest, height: widest });
    expect(portrait.src).toMatch(new RegExp(`^/portfolio/assets/portrait-${widest}-\\w+\\.jpg$`));
    expect(PORTRAIT_SIZES).toBe('(min-width: 1024px) 320px, (min-width: 640px) 256px, 224px');
  }, 60_000);
});
