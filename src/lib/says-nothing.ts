// What the contact form and its server both count as a field left empty, declared once for both.

/**
 * A value that says nothing: spaces alone, or characters that show nothing (a zero-width space or
 * joiner, a direction mark, a soft hyphen, the Hangul fillers and the blank braille cell that
 * pass for an "invisible name").
 */
export const saysNothing = (value: string): boolean =>
  /^[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]*$/u.test(value);
