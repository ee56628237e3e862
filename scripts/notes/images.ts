// A note's images (and its cover) through the photo's pipeline (scripts/assets/portrait.ts): read
// and checked the same way, then AVIF, WebP and JPEG at the widths a note's column shows, never
// enlarged, with their width and height on the <img> so nothing moves as they load.
import path from 'node:path';
import {
  encodeRenditions,
  MIME,
  openImage,
  type PortraitFormat,
  readPhoto,
  type Rendition,
} from '../assets/portrait.ts';
import { escapeHtml } from '../seo.ts';
import { existsInProject, otherCaseInProject } from '../spelled-on-disk.ts';
import { notInContentFolder } from '../../src/content/validate';

/** The note column is max-w-3xl (768 px): each width at 1x, and 2x for the wide one. */
export const NOTE_IMAGE_WIDTHS = [480, 768, 1536] as const;
const NOTE_IMAGE_SIZES = '(min-width: 800px) 768px, 100vw';

export interface NoteImage {
  renditions: Rendition[];
  width: number;
  height: number;
}

const cache = new Map<string, Promise<NoteImage>>();

async function renderNoteImage(file: string, what: string): Promise<NoteImage> {
  const { width, height } = await readPhoto(file, what);
  const renditions: Rendition[] = [];
  const widths = [...new Set(NOTE_IMAGE_WIDTHS.map((target) => Math.min(target, width)))];
  for (const size of widths) {
    const resized = openImage(file, { density: 144 }).rotate().resize({ width: size });
    renditions.push(...(await encodeRenditions(resized, size, 'note')));
  }
  const shown = Math.min(width, NOTE_IMAGE_WIDTHS[1]);
  return { renditions, width: shown, height: Math.round((height * shown) / width) };
}

/**
 * {@link renderNoteImage} once per file: a cover is also shown by the list. `what` names it in a
 * problem: the note that shows it.
 */
export function noteImage(file: string, what = 'Image'): Promise<NoteImage> {
  let pending = cache.get(file);
  if (!pending) {
    pending = renderNoteImage(file, what);
    cache.set(file, pending);
  }
  return pending;
}

/** The image as a <picture>: best format first; lazy unless it is the page's first view. */
export function pictureMarkup(image: NoteImage, base: string, alt: string, eager = false): string {
  const srcSet = (format: PortraitFormat) =>
    image.renditions
      .filter((r) => r.format === format)
      .map((r) => `${base}${r.fileName} ${r.width}w`)
      .join(', ');
  const jpegs = image.renditions.filter((r) => r.format === 'jpeg');
  const fallback = jpegs.find((r) => r.width >= image.width) ?? jpegs[jpegs.length - 1]!;
  const sources = (['avif', 'webp'] as const)
    .map(
      (format) =>
        `<source type="${MIME[format]}" srcset="${srcSet(format)}" sizes="${NOTE_IMAGE_SIZES}" />`,
    )
    .join('');
  const loading = eager ? 'fetchpriority="high"' : 'loading="lazy" decoding="async"';
  return `<picture>${sources}<img src="${base}${fallback.fileName}" srcset="${srcSet('jpeg')}" sizes="${NOTE_IMAGE_SIZES}" width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}" ${loading} /></picture>`;
}

/**
 * The file a note's image names (relative to the content folder, as its cover is), or null for an
 * address elsewhere (https:, data:, //host/…), which the note keeps as it is. One line naming the
 * note when it names no file in the content folder (a path out of it ships a broken image).
 */
export function noteImageFile(
  contentRoot: string,
  noteFile: string,
  source: string,
  // Spelled as the disk spells it: the host's build finds only that.
  exists: (file: string) => boolean = (file) =>
    existsInProject(path.relative(contentRoot, file), contentRoot),
): string | null {
  if (/^[a-z]+:/i.test(source) || source.startsWith('//')) return null;
  const inFolder = (written: string) => path.resolve(contentRoot, written.replace(/^\.?\//, ''));
  const found = (file: string) => file.startsWith(contentRoot + path.sep) && exists(file);
  const file = inFolder(source);
  if (found(file)) return file;
  // Written as an address, as editors paste a path: "my%20photo.jpg" is "my photo.jpg".
  const decoded = safeDecode(source);
  if (decoded !== source && found(inFolder(decoded))) return inFolder(decoded);
  const other = otherCaseInProject(path.relative(contentRoot, file), contentRoot);
  throw new Error(`${noteFile}: the image ${notInContentFolder(`"${source}"`, other)}`);
}

/** A path with each name's %-escapes undone ("%23" too); as it is where they are not sound ("100%.png"). */
function safeDecode(text: string): string {
  try {
    return text.split('/').map(decodeURIComponent).join('/');
  } catch {
    return text;
  }
}
