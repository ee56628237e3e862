// What the page and the build need to know of how a language is written, declared once: which
// scripts put no space between words, which write a name family name first, how a sentence ends.

/** Chinese, Japanese and Korean letters. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Whether `text` has Chinese, Japanese or Korean letters: a name in them is written family name
 * first ("山田 花子").
 */
export const hasCjkLetters = (text: string): boolean => CJK.test(text);

/**
 * A letter of a script written without spaces between its words (Chinese, Japanese), the long
 * vowel mark "ー" included: such text is counted, cut and stopped by its characters.
 */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30FC]/u;
const EVERY_UNSPACED = new RegExp(UNSPACED.source, 'gu');
/** Whether `text` has letters of those scripts. */
export const hasUnspacedLetters = (text: string): boolean => UNSPACED.test(text);
/** How many letters of those scripts `text` has. */
export const unspacedLetterCount = (text: string): number =>
  text.match(EVERY_UNSPACED)?.length ?? 0;
/** `text` with each letter of those scripts made a space, leaving its spaced words. */
export const withoutUnspacedLetters = (text: string): string => text.replace(EVERY_UNSPACED, ' ');

/** A sentence's own end: ".", "?", "!", "…" or a full-width stop, a closing quote or bracket after it. */
const SENTENCE_END = /[.?!…。．！？][)\]"'”’」』）]*$/u;
const UNSPACED_STOP = /[。！？][」』）]*$/u;

/**
 * `text` as a sentence: as it is where it ends one ("Why?", "です。"), else with a full stop:
 * "。" where it ends in Chinese or Japanese and `stops` is 'as-written', else ".".
 */
export function sentence(text: string, stops: 'as-written' | 'latin' = 'latin'): string {
  const trimmed = text.trim();
  if (SENTENCE_END.test(trimmed)) return trimmed;
  const lastLetter = /\p{L}(?=\P{L}*$)/u.exec(trimmed)?.[0] ?? '';
  return `${trimmed}${stops === 'as-written' && hasUnspacedLetters(lastLetter) ? '。' : '.'}`;
}

/** Sentences one after another: a space between two, none after a Chinese or Japanese stop. */
export function joinSentences(texts: readonly string[]): string {
  return texts.reduce(
    (joined, text) =>
      !joined ? text : UNSPACED_STOP.test(joined) ? joined + text : `${joined} ${text}`,
    '',
  );
}
