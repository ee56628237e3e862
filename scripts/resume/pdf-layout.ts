// The résumé's page geometry and type scale, and the Layout that sets paragraphs, dated rows and
// section headings on pdfkit's pages, keeping a heading with its first entry.
import { hexToken, readTokens } from '../design-tokens.ts';
import type { ResumeSectionKey } from './model.ts';
import type { Doc, FontPicker, Segment } from './pdf-fonts.ts';

/** The site's light-theme tokens (src/styles/tokens.css); the rule is print's border colour. */
const TOKENS = readTokens().light;
export const COLOR = {
  fg: hexToken(TOKENS, 'fg'),
  muted: hexToken(TOKENS, 'muted'),
  accent: hexToken(TOKENS, 'accent'),
  rule: '#cbd5e1',
};
export const SIZE = { name: 20, headline: 10.5, heading: 10, body: 8.4, small: 7.7 };
export const MARGIN = { x: 40, y: 30 };
export const GAP = { section: 6, entry: 3 };
/** One-line entries sit closer together than paragraphs. */
export const LIST_GAP: Partial<Record<ResumeSectionKey, number>> = { skills: 1, certificates: 1.5 };
export const COLUMN_GAP = 14;
/** The widest a date may be and still sit flush right beside its entry's first line. */
const MAX_NOTE_SHARE = 0.35;

export class Layout {
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

  /** The runs `segments` are drawn in: split where a character needs the fallback font. */
  private runs(segments: Segment[]): Segment[] {
    return segments
      .filter((s) => s.text !== '')
      .flatMap((s) => (s.font === 'fallback' ? [s] : this.fonts.split(s)));
  }

  /** The width of `segments` set on one line, each run in the font that draws it. */
  private widthOf(segments: Segment[], size: number): number {
    return this.runs(segments).reduce(
      (width, run) =>
        width +
        this.doc
          .font(run.font ?? 'regular')
          .fontSize(size)
          .widthOfString(run.text),
      0,
    );
  }

  /** One paragraph of differently set runs, each with its own link or none. */
  paragraph(segments: Segment[], size: number, options: { width?: number; x?: number } = {}) {
    const { doc } = this;
    const parts = this.runs(segments);
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
    const note: Segment[] = [{ text: right, color: COLOR.muted }];
    const noteWidth = right ? this.widthOf(note, size) : 0;
    const rightWidth = right ? noteWidth + 10 : 0;
    // A note too long to sit beside the text gets a line of its own under it.
    if (rightWidth > this.width * MAX_NOTE_SHARE) {
      this.paragraph(left, size);
      this.paragraph(note, size);
      return;
    }
    this.paragraph(left, size, { width: this.width - rightWidth });
    const after = doc.y;
    if (right) {
      // Set left to right from where it must start to end flush right: pdfkit aligns each run of
      // a paragraph on its own, so a note in two fonts (a date in kanji and digits) aligned
      // right would draw its runs over one another.
      doc.y = top;
      const x = MARGIN.x + this.width - noteWidth;
      this.paragraph(note, size, { x, width: noteWidth + 1 });
    }
    doc.x = MARGIN.x;
    doc.y = Math.max(after, doc.y);
  }

  heading(text: string, firstEntryHeight: number) {
    const { doc } = this;
    doc.y += GAP.section;
    this.keep(SIZE.heading + 8 + firstEntryHeight);
    // Through the font picker, as every other line: a heading in letters DejaVu lacks (学歴) is
    // drawn with the fallback font, or stops the build, never printed as empty boxes.
    this.paragraph([{ text, font: 'bold', color: COLOR.accent }], SIZE.heading);
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

export const sep = (text = ' · '): Segment => ({ text, color: COLOR.muted });
export const pairs = <T>(items: T[]): T[][] =>
  items.flatMap((_, i) => (i % 2 === 0 ? [items.slice(i, i + 2)] : []));
