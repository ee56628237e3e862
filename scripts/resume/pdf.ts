// Lays out the résumé PDF from content with pdfkit: real text in embedded DejaVu fonts (Latin,
// Greek and Cyrillic), link annotations and document metadata, so applicant-tracking systems
// read it in order. No browser and no network: it builds on any host.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { Content } from '../../src/content/validate';
import { locale } from '../../src/words/index.ts';
import { RESUME_HEADINGS, resumeModel, type ResumeModel } from './model.ts';
import { entries } from './pdf-blocks.ts';
import {
  fallbackFontCandidates,
  FontPicker,
  RESUME_FONTS,
  ResumeError,
  type Doc,
  type ResumeFonts,
} from './pdf-fonts.ts';
import { COLOR, GAP, Layout, LIST_GAP, MARGIN, sep, SIZE } from './pdf-layout.ts';

// Callers reach the résumé through this one module; its fonts live beside it.
export { fallbackFontCandidates, RESUME_FONTS, ResumeError };
export type { ResumeFonts };

export type Paper = 'A4' | 'Letter';
/** More pages than this and the build warns: recruiters skim one or two. */
export const RESUME_MAX_PAGES = 2;

export interface ResumePdf {
  pdf: Buffer;
  pages: number;
  /** One line per character left out because no font has it (an emoji, a flag). */
  warnings: string[];
}

export interface ResumePdfOptions {
  paper: Paper;
  /** Absolute address of the site, printed among the contact links. */
  siteUrl: string;
  fonts?: ResumeFonts;
  /** Fonts to try, in order, for characters the main fonts lack. */
  fallbackFonts?: string[];
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
    // The language it is written in, for a screen reader's voice and a search's words.
    lang: locale,
    info: {
      // The name and headline, in the résumé's language (no word of English's of its own).
      Title: model.headline ? `${model.name}: ${model.headline}` : model.name,
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
  const picker = new FontPicker(doc, model);
  picker.addFallbackIfNeeded(model, fallbackFonts);

  const layout = new Layout(doc, picker);
  header(doc, layout, model);
  const blocks = entries(doc, model, layout);
  for (const key of model.sections) {
    const list = blocks[key];
    layout.heading(model.headings[key] ?? RESUME_HEADINGS[key], list[0]?.height() ?? 0);
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
  return { pdf: Buffer.concat(chunks), pages, warnings: picker.warnings() };
}
