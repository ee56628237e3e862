// The résumé's fonts: DejaVu for Latin, Greek and Cyrillic, a fallback for what it lacks (CJK),
// and what happens to a character that no font has: a letter stops the build, a picture (an
// emoji, a flag) is left out with a warning. Only what the résumé draws is held to this.
import { existsSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { contentStrings as strings } from '../content-strings.ts';
import type { ResumeModel } from './model.ts';

const FONT_DIR = path.resolve(import.meta.dirname, '../../node_modules/dejavu-fonts-ttf/ttf');
export const RESUME_FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSansCondensed.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf'),
  italic: path.join(FONT_DIR, 'DejaVuSansCondensed-Oblique.ttf'),
};
export type ResumeFonts = typeof RESUME_FONTS;
export type FontKey = keyof ResumeFonts | 'fallback';

/**
 * Where to look for the few characters DejaVu lacks (Chinese, Japanese, Korean): a TrueType
 * font named by RESUME_FALLBACK_FONT, else one a Debian or Ubuntu host commonly has.
 */
export function fallbackFontCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  return [
    env.RESUME_FALLBACK_FONT,
    '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
    '/usr/share/fonts/truetype/droid/DroidSansFallback.ttf',
  ].filter((file): file is string => Boolean(file));
}

/** Fails with one line naming the problem, so the build never writes a broken file. */
export class ResumeError extends Error {
  constructor(message: string) {
    super(`résumé: ${message}`);
  }
}

export type Doc = PDFKit.PDFDocument;
export interface Segment {
  text: string;
  font?: FontKey;
  color?: string;
  link?: string | null;
}

/** Which characters a font can draw, and its file's format (fontkit's "TTF", "WOFF2", …). */
export interface Glyphs {
  hasGlyphForCodePoint(codePoint: number): boolean;
  type?: string;
}

/**
 * The formats both the résumé (pdfkit) and the images (satori) draw with: TrueType and OpenType
 * (fontkit calls both "TTF") and WOFF. Not WOFF2, which satori cannot read, nor a collection.
 */
const FALLBACK_FORMATS = ['TTF', 'WOFF'];

/** A document that only reads fonts. */
const fontReader = (): Doc => new PDFDocument({ autoFirstPage: false });

/**
 * The fontkit font behind `doc`'s font `name` (a registered key or a file), to ask which
 * characters it can draw: pdfkit reads fonts with fontkit but does not expose it.
 */
export function glyphsOf(name: string, doc: Doc = fontReader()): Glyphs {
  doc.font(name);
  return (doc as unknown as { _font: { font: Glyphs } })._font.font;
}

/**
 * Opens the fallback font `file` (registered in `doc` as 'fallback'), or fails with the error
 * `fail` makes of one line that names the file, where it came from and why it cannot serve.
 */
export function openFallbackFont(
  file: string,
  fail: (message: string) => Error,
  doc: Doc = fontReader(),
  env: NodeJS.ProcessEnv = process.env,
): Glyphs {
  try {
    doc.registerFont('fallback', file);
    const glyphs = glyphsOf('fallback', doc);
    if (glyphs.type && !FALLBACK_FORMATS.includes(glyphs.type)) {
      throw new Error(`it is a ${glyphs.type} file`);
    }
    return glyphs;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const use = `is not a font the build can use (${why})`;
    throw fail(
      file === env.RESUME_FALLBACK_FONT
        ? `RESUME_FALLBACK_FONT names ${file}, which ${use}. Point it at a TrueType or OpenType ` +
            'font file (.ttf, .otf), or unset it.'
        : `the fallback font ${file} ${use}. Point RESUME_FALLBACK_FONT at a TrueType or ` +
            'OpenType font file (.ttf, .otf).',
    );
  }
}

/**
 * A character that decorates rather than spells: an emoji, a flag, a skin tone, the joiners and
 * selectors between them, other pictures. A résumé reads the same without one no font can draw.
 */
const PICTURE = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\p{So}]/u;
const JOINER = '\u200d';
export const isDecoration = (char: string): boolean =>
  PICTURE.test(char) || char === JOINER || /^[\ufe00-\ufe0f]$/.test(char);

/**
 * Letters of a script written right to left. pdfkit sets every line left to right, so such text
 * reaches the PDF out of reading order: the build says so, once per field (issue 23 brings each
 * language its own PDF).
 */
export const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/** "U+1F680" for 🚀. */
export const codeOf = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Which font draws each character: the run's own, else the fallback; null if neither can. */
export class FontPicker {
  private readonly glyphs = new Map<FontKey, Glyphs>();
  /** Each picture left out, with the first field it was in: one warning line each. */
  private readonly leftOut = new Map<string, string>();
  /** Fields with right-to-left text, each reported once. */
  private readonly rightToLeft = new Set<string>();
  constructor(
    private readonly doc: Doc,
    /** What the résumé draws from, to name the field of a character it cannot draw. */
    private readonly model: ResumeModel,
  ) {
    for (const key of ['regular', 'bold', 'italic'] as const) {
      this.glyphs.set(key, glyphsOf(key, doc));
    }
    doc.font('regular');
  }

  /**
   * Registers the first fallback font that exists, only if some text needs it: parsing a large
   * CJK font costs more than the rest of the résumé.
   */
  addFallbackIfNeeded(model: ResumeModel, candidates: string[]): void {
    const needed = strings(model, '').some(([, text]) =>
      [...text].some((char) => !this.pick('regular', char) || !this.pick('bold', char)),
    );
    const file = needed ? candidates.find((candidate) => existsSync(candidate)) : undefined;
    if (!file) return;
    const fail = (message: string) => new ResumeError(message);
    this.glyphs.set('fallback', openFallbackFont(file, fail, this.doc));
    this.doc.font('regular');
  }

  pick(font: FontKey, char: string): FontKey | null {
    const codePoint = char.codePointAt(0) ?? 0;
    if (/\s/.test(char) || this.glyphs.get(font)?.hasGlyphForCodePoint(codePoint)) return font;
    return this.glyphs.get('fallback')?.hasGlyphForCodePoint(codePoint) ? 'fallback' : null;
  }

  /** The field `run` was drawn from, else the first field that holds `char`. */
  private fieldOf(char: string, run: string): string {
    const fields = strings(this.model, '');
    const from = fields.find(([, text]) => text.includes(run) && text.includes(char));
    return (from ?? fields.find(([, text]) => text.includes(char)))?.[0] ?? 'résumé';
  }

  /**
   * A character no font has: a picture is left out (and reported once by {@link warnings}); a
   * letter stops the build, naming its field, rather than leave a word half drawn.
   */
  private undrawable(char: string, run: string): void {
    if (isDecoration(char)) {
      if (!this.leftOut.has(char)) this.leftOut.set(char, this.fieldOf(char, run));
      return;
    }
    throw new ResumeError(
      `${this.fieldOf(char, run)}: no font has a glyph for "${char}" (${codeOf(char)}). Set ` +
        `RESUME_FALLBACK_FONT to a TrueType font that has it, or ship your own PDF ` +
        `(profile.resumePdf: 'own').`,
    );
  }

  /** One line per picture the résumé left out because no font has it. */
  warnings(): string[] {
    return [
      ...[...this.leftOut].map(
        ([char, where]) =>
          `${where}: "${char}" (${codeOf(char)}) is left out of the PDF: no font has it`,
      ),
      ...[...this.rightToLeft].map(
        (where) =>
          `${where}: right-to-left text is set left to right in the PDF; to send it as written, ` +
          `ship your own PDF (profile.resumePdf: 'own')`,
      ),
    ];
  }

  /** Splits a run where its characters need another font, leaving out what none can draw. */
  split(segment: Segment): Segment[] {
    const own = segment.font ?? 'regular';
    const out: Segment[] = [];
    const rtl = RIGHT_TO_LEFT.exec(segment.text)?.[0];
    if (rtl) this.rightToLeft.add(this.fieldOf(rtl, segment.text));
    for (const char of segment.text) {
      const font = this.pick(own, char);
      if (!font) {
        this.undrawable(char, segment.text);
        continue;
      }
      const last = out.at(-1);
      if (last && last.font === font) last.text += char;
      else out.push({ ...segment, text: char, font });
    }
    return out;
  }
}
