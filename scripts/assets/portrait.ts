// Turns the owner's photo (any size; JPEG, PNG, WebP, AVIF or SVG) into square AVIF, WebP and
// JPEG renditions at the widths the hero shows, and serves them to the page as the virtual
// module `virtual:portrait` (null for an owner with no photo). Build-time only: sharp never
// reaches the visitor.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import type { Plugin } from 'vite';
import {
  PORTRAIT_DISPLAY_PX,
  PORTRAIT_RENDITIONS_PX,
  type Portrait,
} from '../../src/config/portrait.ts';
import type { Profile } from '../../src/content/types.ts';
import { contentDir } from '../content-dir.ts';
import { contentHash } from './content-hash.ts';

export const PORTRAIT_MODULE = 'virtual:portrait';
const RESOLVED = `\0${PORTRAIT_MODULE}`;
export const PORTRAIT_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PortraitFormat = (typeof PORTRAIT_FORMATS)[number];
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif', 'svg']);
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
} satisfies Record<PortraitFormat, (image: Sharp) => Sharp>;
export const MIME: Record<PortraitFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export interface Rendition {
  format: PortraitFormat;
  width: number;
  /** Where it goes under dist/, with a content hash: "assets/portrait-320-1a2b3c4d.avif". */
  fileName: string;
  data: Buffer;
}

/**
 * The image library on an owner's file, at any size: its default refuses past about 268
 * megapixels, where a camera's panorama or a scan can be. The files are the owner's own.
 */
export function openImage(file: string | Buffer, options: SharpOptions = {}): Sharp {
  return sharp(file, { limitInputPixels: false, ...options });
}

/**
 * The source image's real size and format, or one line naming the file (as `what`, "Profile
 * photo" unless a note's image) and what is wrong.
 */
export async function readPhoto(
  file: string,
  what = 'Profile photo',
): Promise<{ width: number; height: number; format: string }> {
  const name = path.relative(process.cwd(), file) || file;
  if (!existsSync(file)) throw new Error(`${what} ${name} does not exist.`);
  let meta: Metadata;
  try {
    meta = await openImage(file).metadata();
  } catch (error) {
    throw new Error(
      `${what} ${name} cannot be read as an image (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new Error(
      `${what} ${name} is ${meta.format ?? 'of an unknown format'}: use a JPEG, PNG, WebP, AVIF or SVG.`,
    );
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: its shown width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    format: meta.format,
  };
}

/**
 * Reads the whole image, as the build will when it draws it: a file cut short (a copy or a
 * download stopped half-way) has a sound header, so readPhoto passes it, and the build would stop
 * on the decoder's words alone. One line naming the file, as readPhoto's.
 */
export async function decodePhoto(file: string, what = 'Profile photo'): Promise<void> {
  await readPhoto(file, what);
  try {
    await openImage(file).stats();
  } catch (error) {
    const name = path.relative(process.cwd(), file) || file;
    const reason = error instanceof Error ? error.message.trim() : String(error);
    throw new Error(
      `${what} ${name} is damaged or cut short (${reason}): copy or export it again, and check it opens`,
    );
  }
}

/** The widest the page draws the photo, in CSS pixels. */
const WIDEST_SHOWN_PX = Math.max(...PORTRAIT_DISPLAY_PX.map(({ widthPx }) => widthPx));
/**
 * The shorter side a photo needs to look sharp: the largest rendition, the widest the page draws
 * it on a high-density screen. Anything smaller the browser stretches, and it looks blurred.
 */
export const SHARP_PHOTO_PX = Math.max(...PORTRAIT_RENDITIONS_PX);

/**
 * One line when the profile photo is too small to look sharp, naming the file, its size and the
 * size it needs; undefined for one large enough, or a drawing (SVG), which is sharp at any size.
 * A warning, not a problem: a blurred photo still makes a working page.
 */
export async function smallPhotoWarning(file: string): Promise<string | undefined> {
  const { width, height, format } = await readPhoto(file);
  if (format === 'svg' || Math.min(width, height) >= SHARP_PHOTO_PX) return undefined;
  const name = path.relative(process.cwd(), file) || file;
  return `${name} is ${width} × ${height} px: the page shows it up to ${WIDEST_SHOWN_PX} px wide, ${SHARP_PHOTO_PX} px on a high-density screen, so it will look blurred. Use a photo at least ${SHARP_PHOTO_PX} × ${SHARP_PHOTO_PX} px.`;
}

/** The longest side a vector drawing is drawn at: far below what the image library can hold. */
const MAX_DRAWN_PX = 16_384;

/**
 * A vector drawing drawn once, its shorter side at the widest rendition where its shape allows,
 * as pixels to crop from. Left to the resize, a long thin drawing (3000 × 50) would be drawn
 * past the library's 32,767 px limit to cover the square, and the build would stop.
 */
async function drawSvg(file: string, width: number, height: number): Promise<Buffer> {
  const widest = Math.max(...PORTRAIT_RENDITIONS_PX);
  const scale = Math.min(widest / Math.min(width, height), MAX_DRAWN_PX / Math.max(width, height));
  // A drawing's size is read at 72 dpi; drawing it at 72 × scale dpi scales it by `scale`.
  return openImage(file, { density: Math.max(1, 72 * scale) })
    .png()
    .toBuffer();
}

/** Square crops of the photo, centred on its most interesting part, in every format and width. */
export async function renderPortrait(file: string): Promise<Rendition[]> {
  const { width, height, format } = await readPhoto(file);
  const source = format === 'svg' ? await drawSvg(file, width, height) : file;
  const drawn = format === 'svg' ? await sharp(source).metadata() : { width, height };
  const side = Math.min(drawn.width ?? width, drawn.height ?? height);
  const renditions: Rendition[] = [];
  for (const target of PORTRAIT_RENDITIONS_PX) {
    // Never enlarge: a small photo gives its own size as the largest rendition.
    const size = Math.min(target, side);
    if (renditions.some((r) => r.width === size)) continue;
    const square = openImage(source)
      .rotate()
      .resize(size, size, { fit: 'cover', position: sharp.strategy.attention });
    renditions.push(...(await encodeRenditions(square, size, 'portrait')));
  }
  return renditions;
}

/**
 * `image` (already at `width`) in every format, each named under assets/ by `stem`, its width and
 * its content: "assets/portrait-320-1a2b3c4d.avif".
 */
export async function encodeRenditions(
  image: Sharp,
  width: number,
  stem: string,
): Promise<Rendition[]> {
  const renditions: Rendition[] = [];
  for (const format of PORTRAIT_FORMATS) {
    const data = await ENCODE[format](image.clone()).toBuffer();
    const ext = format === 'jpeg' ? 'jpg' : format;
    renditions.push({
      format,
      width,
      fileName: `assets/${stem}-${width}-${contentHash(data)}.${ext}`,
      data,
    });
  }
  return renditions;
}

/** The page's view of the renditions: URLs under `base`, best format first. */
export function portraitFromRenditions(renditions: readonly Rendition[], base: string): Portrait {
  const url = (r: Rendition) => `${base}${r.fileName}`;
  const srcSet = (format: PortraitFormat) =>
    renditions
      .filter((r) => r.format === format)
      .map((r) => `${url(r)} ${r.width}w`)
      .join(', ');
  const jpegs = renditions.filter((r) => r.format === 'jpeg');
  const largest = jpegs[jpegs.length - 1];
  if (!largest) throw new Error('The profile photo produced no renditions.');
  return {
    src: url(largest),
    srcSet: srcSet('jpeg'),
    sources: (['avif', 'webp'] as const).map((format) => ({
      type: MIME[format],
      srcSet: srcSet(format),
    })),
    width: largest.width,
    height: largest.width,
  };
}

/** The photo's path on disk (`profile.profileImage` is relative to the content folder), if any. */
export function photoPath(
  root: string,
  profile: Pick<Profile, 'profileImage'>,
): string | undefined {
  return profile.profileImage === undefined
    ? undefined
    : path.resolve(root, contentDir(root), profile.profileImage);
}

/**
 * The build's warnings about the profile's photo ({@link smallPhotoWarning}); none without a photo.
 * Run after the content check, which stops on a photo that is missing or not an image.
 */
export async function photoWarnings(
  root: string,
  profile: Pick<Profile, 'profileImage'>,
): Promise<string[]> {
  const file = photoPath(root, profile);
  const warning = file === undefined ? undefined : await smallPhotoWarning(file);
  return warning === undefined ? [] : [warning];
}

const cache = new Map<string, Promise<Rendition[]>>();

/** {@link renderPortrait}, once per file and process: the client and server builds share it. */
export function renderPortraitOnce(file: string): Promise<Rendition[]> {
  let pending = cache.get(file);
  if (!pending) {
    pending = renderPortrait(file);
    cache.set(file, pending);
  }
  return pending;
}

/**
 * `import portrait from 'virtual:portrait'`. A build writes the renditions as hashed assets;
 * the dev server and tests get the original file, sized, with no encoding. With no photo in the
 * profile the module's value is null.
 */
export function portraitPlugin(root: string): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let base = '/';
  return {
    name: 'portfolio-portrait',
    configResolved(config) {
      command = config.command;
      base = config.base;
    },
    resolveId(id) {
      return id === PORTRAIT_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const profileModule = path.join(root, contentDir(root), 'profile.ts');
      // Loaded here, not at the top: esbuild, which tsx uses, cannot start inside a test's jsdom.
      const { tsImport } = await import('tsx/esm/api');
      const { profile } = (await tsImport(profileModule, import.meta.url)) as { profile: Profile };
      const file = photoPath(root, profile);
      if (file === undefined) return 'export default null;';
      this.addWatchFile(file);
      let portrait: Portrait;
      if (command === 'build') {
        const renditions = await renderPortraitOnce(file);
        for (const r of renditions) {
          this.emitFile({ type: 'asset', fileName: r.fileName, source: r.data });
        }
        portrait = portraitFromRenditions(renditions, base);
      } else {
        const { width, height } = await readPhoto(file);
        const side = Math.min(width, height);
        portrait = { src: `/@fs${file}`, srcSet: '', sources: [], width: side, height: side };
      }
      return `export default ${JSON.stringify(portrait)};`;
    },
  };
}
