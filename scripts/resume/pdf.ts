// Lays out the résumé PDF from content with pdfkit: real text in embedded DejaVu fonts (Latin,
// Greek and Cyrillic), link annotations and document metadata, so applicant-tracking systems
// read it in order. No browser and no network: it builds on any host.
import { existsSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Content } from '../../src/content/validate';
import { RESUME_HEADINGS, resumeModel, type ResumeModel, type ResumeSectionKey } from './model.ts';
import { contentStrings as strings } from '../content-strings.ts';
import { hexToken, readTokens } from '../design-tokens.ts';

export type Paper = 'A4' | 'Letter';
/** More pages than this and the build warns: recruiters skim one or two. */
export const RESUME_MAX_PAGES = 2;

const FONT_DIR = path.resolve(import.meta.dirname, '../../node_modules/dejavu-fonts-ttf/ttf');
export const RESUME_FONTS = {
  regular: path.join(FONT_DIR, 'DejaVuSansCondensed.ttf'),
  bold: path.join(FONT_DIR, 'DejaVuSansCondensed-Bold.ttf'),
  italic: path.join(FONT_DIR, 'DejaVuSansCondensed-Oblique.ttf'),
};
export type ResumeFonts = typeof RESUME_FONTS;
type FontKey = keyof ResumeFonts | 'fallback';

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

/** The site's light-theme tokens (src/styles/tokens.css); the rule is print's border colour. */
const TOKENS = readTokens().light;
const COLOR = {
  fg: hexToken(TOKENS, 'fg'),
  muted: hexToken(TOKENS, 'muted'),
  accent: hexToken(TOKENS, 'accent'),
  rule: '#cbd5e1',
};
const SIZE = { name: 20, headline: 10.5, heading: 10, body: 8.4, small: 7.7 };
const MARGIN = { x: 40, y: 30 };
const GAP = { section: 6, entry: 3 };
/** One-line entries sit closer together than paragraphs. */
const LIST_GAP: Partial<Record<ResumeSectionKey, number>> = { skills: 1, certificates: 1.5 };
const COLUMN_GAP = 14;
/** The widest a date may be and still sit flush right beside its entry's first line. */
const MAX_NOTE_SHARE = 0.35;

export interface ResumePdf {
  pdf: Buffer;
  pages: number;
}

export interface ResumePdfOptions {
  paper: Paper;
  /** Absolute address of the site, printed among the contact links. */
  siteUrl: string;
  fonts?: ResumeFonts;
  /** Fonts to try, in order, for characters the main fonts lack. */
  fallbackFonts?: string[];
}

/** Fails with one line naming the problem, so the build never writes a broken file. */
export class ResumeError extends Error {
  constructor(message: string) {
    super(`résumé: ${message}`);
  }
}

type Doc = PDFKit.PDFDocument;
interface Segment {
  text: string;
  font?: FontKey;
  color?: string;
  link?: string | null;
}

interface Glyphs {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** The fontkit font behind pdfkit's current font, to ask which characters it can draw. */
function glyphsOf(doc: Doc, key: FontKey): Glyphs {
  doc.font(key);
  return (doc as unknown as { _font: { font: Glyphs } })._font.font;
}

/** Which font draws each character: the run's own, else the fallback; null if neither can. */
class FontPicker {
  private readonly glyphs = new Map<FontKey, Glyphs>();
  constructor(private readonly doc: Doc) {
    for (const key of ['regular', 'bold', 'italic'] as const) {
      this.glyphs.set(key, glyphsOf(doc, key));
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
    this.doc.registerFont('fallback', file);
    this.glyphs.set('fallback', glyphsOf(this.doc, 'fallback'));
    this.doc.font('regular');
  }

  pick(font: FontKey, char: string): FontKey | null {
    const codePoint = char.codePointAt(0) ?? 0;
    if (/\s/.test(char) || this.glyphs.get(font)?.hasGlyphForCodePoint(codePoint)) return font;
    return this.glyphs.get('fallback')?.hasGlyphForCodePoint(codePoint) ? 'fallback' : null;
  }

  /** Throws naming the first field with a character no font can draw. */
  check(model: ResumeModel): void {
    for (const [where, text] of strings(model, '')) {
      for (const char of text) {
        if (this.pick('regular', char) && this.pick('bold', char)) continue;
        const hex = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
        throw new ResumeError(
          `${where}: no font has a glyph for "${char}" (U+${hex}). Set RESUME_FALLBACK_FONT to a ` +
            `TrueType font that has it, or ship your own PDF (profile.resumePdf: 'own').`,
        );
      }
    }
  }

  /** Splits a run where its characters need another font. */
  split(segment: Segment): Segment[] {
    const own = segment.font ?? 'regular';
    const out: Segment[] = [];
    for (const char of segment.text) {
      const font = this.pick(own, char) ?? own;
      const last = out.at(-1);
      if (last && last.font === font) last.text += char;
      else out.push({ ...segment, text: char, font });
    }
    return out;
  }
}

class Layout {
  readonly width: number;
  constructor(
    private readonly doc: Doc,
    private readonly fonts: FontPicker,
  ) {
    this.width = doc.page.width - MARGIN.x * 2;
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN.y;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  keep(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > MARGIN.y + 1) this.doc.addPage();
  }

  /** Height of segments set as one paragraph in `width`. */
  measure(segments: Segment[], size: number, width = this.width): number {
    this.doc.font(segments[0]?.font ?? 'regular').fontSize(size);
    return this.doc.heightOfString(segments.map((s) => s.text).join(''), { width, lineGap: 1 });
  }

  /** One paragraph of differently set runs, each with its own link or none. */
  paragraph(
    segments: Segment[],
    size: number,
    options: { width?: number; x?: number; align?: 'left' | 'right' } = {},
  ) {
    const { doc } = this;
    const parts = segments
      .filter((s) => s.text !== '')
      .flatMap((s) => (s.font === 'fallback' ? [s] : this.fonts.split(s)));
    parts.forEach((segment, i) => {
      doc
        .font(segment.font ?? 'regular')
        .fontSize(size)
        .fillColor(segment.color ?? COLOR.fg);
      const run = { continued: i < parts.length - 1, link: segment.link ?? null };
      // Only the first run may set the position and width: pdfkit starts a new line otherwise.
      if (i === 0) {
        doc.text(segment.text, options.x ?? MARGIN.x, doc.y, {
          ...run,
          width: options.width ?? this.width,
          align: options.align ?? 'left',
          lineGap: 1,
        });
      } else {
        doc.text(segment.text, run);
      }
    });
  }

  /** A line of runs with a muted note (a date) set flush right on its first line. */
  row(left: Segment[], right: string, size = SIZE.body) {
    const { doc } = this;
    const top = doc.y;
    doc.font('regular').fontSize(size);
    const rightWidth = right ? doc.widthOfString(right) + 10 : 0;
    const note: Segment[] = [{ text: right, color: COLOR.muted }];
    // A note too long to sit beside the text gets a line of its own under it.
    if (rightWidth > this.width * MAX_NOTE_SHARE) {
      this.paragraph(left, size);
      this.paragraph(note, size);
      return;
    }
    this.paragraph(left, size, { width: this.width - rightWidth });
    const after = doc.y;
    if (right) {
      doc.y = top;
      this.paragraph(note, size, { align: 'right' });
    }
    doc.x = MARGIN.x;
    doc.y = Math.max(after, doc.y);
  }

  heading(text: string, firstEntryHeight: number) {
    const { doc } = this;
    doc.y += GAP.section;
    this.keep(SIZE.heading + 8 + firstEntryHeight);
    doc.font('bold').fontSize(SIZE.heading).fillColor(COLOR.accent);
    doc.text(text, MARGIN.x, doc.y, { width: this.width });
    const y = doc.y + 1;
    doc
      .moveTo(MARGIN.x, y)
      .lineTo(MARGIN.x + this.width, y)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
    doc.y = y + 3;
  }
}

const sep = (text = ' · '): Segment => ({ text, color: COLOR.muted });
const pairs = <T>(items: T[]): T[][] =>
  items.flatMap((_, i) => (i % 2 === 0 ? [items.slice(i, i + 2)] : []));

/** The résumé's blocks: each a measure of its height and a draw. */
function entries(doc: Doc, model: ResumeModel, layout: Layout) {
  const s = SIZE.body;
  const block = (parts: [Segment[], number, string?][]) => ({
    height: () =>
      parts.reduce((sum, [segments, size]) => sum + layout.measure(segments, size), 0) + GAP.entry,
    draw: () => {
      for (const [segments, size, right] of parts) {
        if (right !== undefined) layout.row(segments, right, size);
        else layout.paragraph(segments, size);
      }
    },
  });
  /** Short linked words ("Code", "Live demo") where a full address would cost a line. */
  const linkWords = (links: [string, string | null][]): Segment[] =>
    links
      .filter((link): link is [string, string] => link[1] !== null)
      .flatMap(([label, url]) => [sep(), { text: label, color: COLOR.accent, link: url }]);

  return {
    education: model.education
      ? [
          block([
            [
              [
                { text: model.education.primary, font: 'bold' },
                sep(),
                { text: model.education.secondary },
                ...(model.education.tertiary ? [sep(), { text: model.education.tertiary }] : []),
              ],
              s,
              model.education.duration,
            ],
          ]),
        ]
      : [],
    experience: model.experience.map((job) =>
      block([
        [
          [
            { text: job.title, font: 'bold' },
            sep(),
            { text: job.company },
            ...(job.location ? [sep(), { text: job.location, color: COLOR.muted }] : []),
          ],
          s,
          job.duration,
        ],
        [[{ text: job.description }], s],
        ...(job.skills?.length
          ? [
              [[{ text: job.skills.join(', '), color: COLOR.muted }], SIZE.small] as [
                Segment[],
                number,
              ],
            ]
          : []),
      ]),
    ),
    projects: model.projects.map((project) =>
      block([
        [
          [
            { text: project.title, font: 'bold' },
            sep(),
            { text: project.category, color: COLOR.muted },
            ...linkWords([
              ['Code', project.github],
              ['Live demo', project.live],
            ]),
          ],
          s,
          project.year,
        ],
        [[{ text: project.description }], s],
        [[{ text: project.tech.join(', '), color: COLOR.muted }], SIZE.small],
      ]),
    ),
    // Two columns, filled row by row, so text extraction still reads left, then right.
    skills: pairs(model.skills).map((row) => {
      const column = (layout.width - COLUMN_GAP) / 2;
      const runs = row.map((line): Segment[] => [
        { text: `${line.category}: `, font: 'bold' },
        { text: line.names.join(', ') },
      ]);
      return {
        height: () => Math.max(...runs.map((r) => layout.measure(r, s, column))),
        draw: () => {
          const top = doc.y;
          let bottom = top;
          runs.forEach((r, i) => {
            doc.y = top;
            layout.paragraph(r, s, { x: MARGIN.x + i * (column + COLUMN_GAP), width: column });
            bottom = Math.max(bottom, doc.y);
          });
          doc.x = MARGIN.x;
          doc.y = bottom;
        },
      };
    }),
    publications: model.publications.map((paper) => {
      const links = linkWords([
        ['DOI', paper.doi],
        ['arXiv', paper.arxiv],
        ['Code', paper.github],
      ]);
      return block([
        [[{ text: paper.title, font: 'bold' }], s, paper.year],
        [
          [
            { text: paper.authors.join(', '), color: COLOR.muted },
            sep(),
            { text: [paper.journal, paper.status].filter(Boolean).join(', '), color: COLOR.muted },
            ...links,
          ],
          SIZE.small,
        ],
      ]);
    }),
    certificates: model.certificates.map((item) =>
      block([[[{ text: item.title, font: 'bold' }, sep(), { text: item.issuer }], s, item.date]]),
    ),
  };
}

function header(doc: Doc, layout: Layout, model: ResumeModel): void {
  doc.y = MARGIN.y;
  layout.paragraph([{ text: model.name, font: 'bold' }], SIZE.name);
  if (model.headline) {
    layout.paragraph([{ text: model.headline, color: COLOR.accent }], SIZE.headline);
  }
  doc.y += 2;
  layout.paragraph(
    model.contact.flatMap((item, i) => [
      ...(i > 0 ? [sep()] : []),
      { text: item.label, color: item.url ? COLOR.accent : COLOR.muted, link: item.url },
    ]),
    SIZE.small,
  );
  if (model.summary.trim()) {
    doc.y += 4;
    layout.paragraph([{ text: model.summary }], SIZE.body);
  }
}

/** Renders the résumé. Throws a {@link ResumeError} on input it cannot set. */
export async function renderResumePdf(
  content: Content,
  {
    paper,
    siteUrl,
    fonts = RESUME_FONTS,
    fallbackFonts = fallbackFontCandidates(),
  }: ResumePdfOptions,
): Promise<ResumePdf> {
  for (const file of Object.values(fonts)) {
    if (!existsSync(file)) {
      throw new ResumeError(
        `font file ${file} is missing (run npm ci to install dejavu-fonts-ttf)`,
      );
    }
  }
  const model = resumeModel(content, siteUrl);
  const doc = new PDFDocument({
    size: paper.toUpperCase(),
    margins: { top: MARGIN.y, bottom: MARGIN.y, left: MARGIN.x, right: MARGIN.x },
    bufferPages: true,
    pdfVersion: '1.7',
    displayTitle: true,
    info: {
      Title: `${model.name}: Résumé`,
      Author: model.name,
      Subject: model.headline,
      Keywords: [...content.profile.roles, ...model.skills.flatMap((line) => line.names)].join(
        ', ',
      ),
      Creator: 'scripts/resume/pdf.ts',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(fonts)) doc.registerFont(name, file);
  const picker = new FontPicker(doc);
  picker.addFallbackIfNeeded(model, fallbackFonts);
  picker.check(model);

  const layout = new Layout(doc, picker);
  header(doc, layout, model);
  const blocks = entries(doc, model, layout);
  for (const key of model.sections) {
    const list = blocks[key];
    layout.heading(RESUME_HEADINGS[key], list[0]?.height() ?? 0);
    list.forEach((entry, i) => {
      if (i > 0) {
        doc.y += LIST_GAP[key] ?? GAP.entry;
        layout.keep(entry.height());
      }
      entry.draw();
    });
  }
  const pages = doc.bufferedPageRange().count;
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), pages };
}
