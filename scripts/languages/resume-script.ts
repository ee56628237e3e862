// Whether a language's résumé PDF can be typeset. The PDF writer (pdfkit) places glyphs one after
// another, left to right, with no bidirectional reordering and no shaping: Hebrew would read
// backwards, Arabic and the Indic scripts would lose their joined and reordered forms. A language
// in such a script gets no PDF of its own; its page links the default language's, and the build
// says so. Its resume.json, plain text, is written all the same.
import { textDirection } from '../../src/lib/languages.ts';

/** Scripts that need shaping or right-to-left layout, which the PDF writer cannot do. */
const NEEDS_SHAPING =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Thai}\p{Script=Lao}\p{Script=Tibetan}\p{Script=Myanmar}\p{Script=Khmer}]/u;

/**
 * Why a language's résumé cannot be typeset, or undefined when it can: the language is written
 * right to left, or its content or words hold a script that needs shaping.
 */
export function untypesettableResume(tag: string, texts: unknown): string | undefined {
  if (textDirection(tag) === 'rtl') return `"${tag}" is written right to left`;
  const match = NEEDS_SHAPING.exec(JSON.stringify(texts));
  return match ? `its text uses a script the PDF cannot shape ("${match[0]}")` : undefined;
}
