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

export const sep = (text = ' · '): Segment => ({ text, color: COLOR.muted });
export const pairs = <T>(items: T[]): T[][] =>
  items.flatMap((_, i) => (i % 2 === 0 ? [items.slice(i, i + 2)] : []));
