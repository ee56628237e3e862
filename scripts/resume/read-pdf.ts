// Reads a PDF back as an applicant-tracking system would, with pdf.js: its text in content
// order, its link targets, its metadata. Tests of the generated résumé use it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isDecoration, RIGHT_TO_LEFT } from './pdf-fonts.ts';

export interface PdfReadback {
  pages: number;
  /** Page size in points, of the first page. */
  size: { width: number; height: number };
  /** Every text run, page by page, in the order the content stream draws them. */
  text: string;
  /** The same runs with where each is drawn on its page, in points from the left and bottom. */
  runs: { text: string; x: number; y: number; width: number }[];
  /** Every link annotation's address, in page order. */
  links: string[];
  info: { Title?: string; Author?: string; Subject?: string; Keywords?: string };
}

export async function readPdf(data: Uint8Array): Promise<PdfReadback> {
  // pdf.js takes over the buffer it is given, so it gets a copy.
  const document = await getDocument({ data: new Uint8Array(data), useSystemFonts: false }).promise;
  const runs: PdfReadback['runs'] = [];
  const links: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    for (const item of (await page.getTextContent()).items) {
      if ('str' in item) {
        const [, , , , x = 0, y = 0] = item.transform as number[];
        runs.push({ text: item.str, x, y, width: item.width });
      }
    }
    for (const annotation of (await page.getAnnotations()) as { subtype: string; url?: string }[]) {
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
    }
  }
  const [, , width, height] = (await document.getPage(1)).view;
  const { info } = (await document.getMetadata()) as { info: PdfReadback['info'] };
  const result = {
    pages: document.numPages,
    size: { width, height },
    text: runs.map((run) => run.text).join(' '),
    runs,
    links,
    info,
  };
  await document.destroy();
  return result;
}

/**
 * Text without whitespace, hyphens or soft hyphens, so a title that wraps across lines still
 * matches, where a long word was broken with a hyphen too.
 */
export const squash = (text: string): string => text.replace(/[\s\u00ad-]+/g, '');

/**
 * The strings that `text` does not contain in the given order (squashed), empty when all are
 * there in order: the first missing or out-of-order one and every one after it.
 */
export function missingInOrder(text: string, expected: string[]): string[] {
  const haystack = squash(text);
  let from = 0;
  for (const [i, needle] of expected.entries()) {
    const at = haystack.indexOf(squash(needle), from);
    if (at < 0) return expected.slice(i);
    from = at + squash(needle).length;
  }
  return [];
}

/**
 * Whether a reader gets `text` back from a PDF as it is written: not right-to-left text, which
 * PDFs set (and give back) in visual order, nor text with an emoji or other picture, which the
 * résumé leaves out where no font has it. Tests check the rest, in order.
 */
export function readsBackAsWritten(text: string): boolean {
  return !RIGHT_TO_LEFT.test(text) && ![...text].some(isDecoration);
}
