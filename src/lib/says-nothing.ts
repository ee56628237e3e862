// What the contact form and its server both count as a field left empty, declared once for both.

/**
 * A value that says nothing: spaces alone, or characters that show nothing (a zero-width space or
 * joiner, a direction mark, a soft hyphen).
 */
export const saysNothing = (value: string): boolean => /^[\s\p{Cf}]*$/u.test(value);
