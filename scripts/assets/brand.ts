// The images that carry the owner's name outside the page: the social preview card (1200 × 630)
// shown when the link is shared, the favicon and the app icons. Drawn at build from content with
// satori (layout and text to SVG paths, fonts shipped in node_modules) and sharp (SVG to PNG):
// no browser, no network, no system fonts needed on the build host.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import satori from 'satori';
import sharp from 'sharp';
import {
  codeOf,
  fallbackFontCandidates,
  glyphsOf,
  isDecoration,
  openFallbackFont,
  type Glyphs,
} from '../resume/pdf-fonts.ts';
import type { Profile } from '../../src/content/types.ts';
import { hexToken, readTokens, withAlpha, type ThemeTokens } from '../design-tokens.ts';
import { pageDirection } from '../../src/words/index.ts';

/** Which way a card is laid out and its text runs: the page's language's way by default. */
export type CardDirection = 'ltr' | 'rtl';

export const OG_IMAGE = { path: 'og-image.png', width: 1200, height: 630 };
/** App icons the manifest and Apple devices ask for: file name and side in pixels. */
export const APP_ICONS = [
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
] as const;

/** The colours the images are drawn in: the dark theme's, from the site's tokens. */
export interface BrandPalette {
  /** The brand gradient's two ends. */
  from: string;
  to: string;
  /** The card background's two ends. */
  ink: string;
  night: string;
  /** Kicker and greeting text, chips. */
  accent: string;
  accentStrong: string;
}

/** The palette of src/styles/tokens.css, or of `tokens` parsed from another stylesheet. */
export function brandPalette(tokens: ThemeTokens = readTokens()): BrandPalette {
  const token = (name: string) => hexToken(tokens.dark, name);
  return {
    from: token('brand-from'),
    to: token('brand-to'),
    ink: token('bg'),
    night: token('brand-night'),
    accent: token('accent'),
    accentStrong: token('accent-strong'),
  };
}

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const DEJAVU = { 400: 'DejaVuSans.ttf', 700: 'DejaVuSans-Bold.ttf' } as const;
type Fonts = NonNullable<Parameters<typeof satori>[1]['fonts']>;
let dejavu: Fonts | undefined;
/** Each fallback font read, by file: its fonts for satori and which characters it has. */
const fallbacks = new Map<string, { fonts: Fonts; has: (char: string) => boolean }>();

/** Whether `font` has a character, read through the résumé's PDF library (its font reader). */
const hasChar =
  (font: Glyphs) =>
  (char: string): boolean =>
    font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
let inDejaVu: ((char: string) => boolean)[] | undefined;

/** The characters of `texts` no font of `has` draws: letters, not spaces or pictures. */
const lacking = (texts: readonly string[], has: ((char: string) => boolean)[]): string[] => [
  ...new Set(
    texts
      .flatMap((text) => [...text])
      .filter((char) => !/\s/.test(char) && !isDecoration(char))
      .filter((char) => !has.every((font) => font(char))),
  ),
];

/** Letters no font could draw, each said once. */
const reported = new Set<string>();

/**
 * DejaVu Sans: Latin, Greek, Cyrillic and more, so most names draw without a missing glyph. For
 * the letters of `texts` it lacks (Chinese, Japanese, Korean), the résumé's fallback font too
 * (RESUME_FALLBACK_FONT, else one a Debian or Ubuntu host has); a letter neither has is drawn as
 * a box, and the build says which and how to mend it.
 */
export function brandFonts(
  texts: readonly string[] = [],
  candidates: readonly string[] = fallbackFontCandidates(),
): Fonts {
  dejavu ??= Object.entries(DEJAVU).map(([weight, file]) => ({
    name: 'Brand',
    data: readFileSync(path.join(fontDir, file)),
    weight: Number(weight) as 400 | 700,
  }));
  inDejaVu ??= Object.values(DEJAVU).map((file) => hasChar(glyphsOf(path.join(fontDir, file))));
  const missing = lacking(texts, inDejaVu);
  if (missing.length === 0) return dejavu;
  const file = candidates.find((candidate) => existsSync(candidate));
  let fallback = file ? fallbacks.get(file) : undefined;
  if (file && !fallback) {
    const has = hasChar(openFallbackFont(file, (message) => new Error(`images: ${message}`)));
    const data = readFileSync(file);
    // One face for both weights: a bold name is drawn in its regular weight, not as a box.
    const fonts = ([400, 700] as const).map((weight) => ({ name: 'Fallback', data, weight }));
    fallback = { fonts, has };
    fallbacks.set(file, fallback);
  }
  const undrawn = missing.filter((char) => !fallback?.has(char) && !reported.has(char));
  if (undrawn.length > 0) {
    for (const char of undrawn) reported.add(char);
    console.warn(
      `images: no font has ${undrawn.map((char) => `"${char}" (${codeOf(char)})`).join(', ')}: ` +
        'the social preview cards and the favicon draw a box for each. Set RESUME_FALLBACK_FONT to ' +
        'a TrueType font that has them (it serves the résumé and these images), or put your own ' +
        'og-image.png and favicon.svg in public/.',
    );
  }
  return fallback ? [...dejavu, ...fallback.fonts] : dejavu;
}

/** The card's column inside cardFrame()'s padding, in pixels. */
export const CARD_COLUMN_WIDTH = OG_IMAGE.width - 2 * 80;

let boldReader: PDFKit.PDFDocument | undefined;
/**
 * How wide `text` is in the cards' bold face, in ems (DejaVu Sans Bold, measured through the
 * résumé's PDF library). A character the face lacks counts as its missing-glyph box.
 */
export function boldEms(text: string): number {
  boldReader ??= new PDFDocument({ autoFirstPage: false }).font(path.join(fontDir, DEJAVU[700]));
  return boldReader.fontSize(100).widthOfString(text) / 100;
}

/** The first letter of the first and last words of a name: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/u)
    .filter(Boolean);
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const result = letter(words[0]) + (words.length > 1 ? letter(words[words.length - 1]) : '');
  return result.toLocaleUpperCase() || '?';
}

/** Fewer characters per line, smaller type: a long name still fits on the card. */
function nameSize(name: string): number {
  const length = Array.from(name).length;
  if (length <= 18) return 92;
  if (length <= 28) return 72;
  return 56;
}

/**
 * A node as satori reads it: a plain object shaped like a React element, so the build never
 * loads React itself (the prerender's server bundle brings its own copy).
 */
export interface BrandNode {
  type: 'div';
  props: { style: Record<string, string | number>; children?: (BrandNode | string)[] | string };
}

export const div = (
  style: BrandNode['props']['style'],
  children?: BrandNode['props']['children'],
) => ({ type: 'div', props: { style, children } }) satisfies BrandNode;

/** A rounded label on the cards: a role, a technology, a keyword. */
export const chip = (text: string, palette: BrandPalette, fontSize = 26): BrandNode =>
  div(
    {
      fontSize,
      padding: '8px 22px',
      borderRadius: 999,
      backgroundColor: withAlpha(palette.accent, 0.18),
      color: palette.accentStrong,
    },
    text,
  );

/**
 * Every card's frame: the dark gradient, `body` centred in a padded column, `below` under it,
 * and the brand bar along the foot; mirrored, text and all, for a language written right to left.
 */
export function cardFrame(
  body: BrandNode[],
  below: BrandNode[],
  palette: BrandPalette,
  direction: CardDirection,
): BrandNode {
  return div(
    {
      direction,
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      fontFamily: 'Brand',
      color: '#f8fafc',
      backgroundImage: `linear-gradient(135deg, ${palette.ink}, ${palette.night})`,
    },
    [
      div(
        {
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          padding: '0 80px',
        },
        body,
      ),
      ...below,
      div({
        width: '100%',
        height: 14,
        flexShrink: 0,
        backgroundImage: `linear-gradient(90deg, ${palette.from}, ${palette.to})`,
      }),
    ],
  );
}

/** The preview card's content, as a tree of nodes (tests read its text). */
export function previewTree(
  profile: Profile,
  palette = brandPalette(),
  direction: CardDirection = pageDirection,
): BrandNode {
  // An empty greeting or tagline is left out, not drawn as a blank line that keeps its space.
  const line = (style: BrandNode['props']['style'], text: string) =>
    text.trim() ? [div(style, text)] : [];
  return cardFrame(
    [
      ...line({ fontSize: 34, fontWeight: 700, color: palette.accent }, profile.greeting),
      div(
        {
          fontSize: nameSize(profile.name),
          fontWeight: 700,
          letterSpacing: -2,
          marginTop: 8,
          lineHeight: 1.1,
        },
        profile.name,
      ),
      div(
        { display: 'flex', flexWrap: 'wrap', gap: 14, marginTop: 28 },
        profile.roles.slice(0, 4).map((role) => chip(role, palette)),
      ),
      ...line(
        { fontSize: 30, color: '#cbd5e1', marginTop: 34, maxWidth: 980, lineHeight: 1.35 },
        profile.tagline,
      ),
    ],
    [],
    palette,
    direction,
  );
}

/** Every text of a tree, in reading order. */
export function treeText(node: BrandNode | string): string[] {
  if (typeof node === 'string') return node ? [node] : [];
  const { children } = node.props;
  if (children === undefined) return [];
  return typeof children === 'string' ? treeText(children) : children.flatMap(treeText);
}

/** The social preview card as a PNG. */
export async function renderPreview(
  profile: Profile,
  palette = brandPalette(),
  direction: CardDirection = pageDirection,
): Promise<Buffer> {
  // satori's type asks for a React element; a plain object of the same shape is what it reads.
  const tree = previewTree(profile, palette, direction);
  const svg = await satori(tree as unknown as Parameters<typeof satori>[0], {
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    fonts: brandFonts(treeText(tree)),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The favicon: the owner's initials on the brand gradient, as self-contained SVG paths. Every page
 * carries it inline (scripts/seo.ts), so it is kept small: satori draws only the initials, and the
 * tile is written here, a third of what satori's own background (pattern, mask, path) would take.
 */
export async function renderFavicon(name: string, palette = brandPalette()): Promise<string> {
  const text = initials(name);
  const initialsNode = div(
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: '#ffffff',
      fontFamily: 'Brand',
      fontWeight: 700,
      fontSize: Array.from(text).length > 1 ? 26 : 34,
    },
    text,
  );
  const letters = await satori(initialsNode as unknown as Parameters<typeof satori>[0], {
    width: 64,
    height: 64,
    fonts: brandFonts([text]),
  });
  // Only the glyphs' paths: satori wraps them in an <svg> of its own with a mask nothing uses.
  const glyphs = letters.match(/<path\b[^>]*\/>/g)?.join('') ?? '';
  // The gradient runs from the top left corner to the bottom right one, as CSS's 135deg on a square.
  return (
    '<svg width="64" height="64" viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg">' +
    `<linearGradient id="brand" x2="1" y2="1"><stop stop-color="${palette.from}"/>` +
    `<stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<rect width="64" height="64" rx="14" fill="url(#brand)"/>${glyphs}</svg>`
  );
}

/** A square PNG of an SVG icon. */
export function renderIcon(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}
