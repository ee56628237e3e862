// What the contact form's name and address may hold: the page's form keeps to it as the visitor
// types, and the page's server (server/edge/contact-input.ts) refuses anything else.

/** Longest name and address taken (an address is at most 254 characters, RFC 5321). */
export const MAX_NAME_CHARS = 200;
export const MAX_EMAIL_CHARS = 254;

// C0 and C1 controls and the line and paragraph separators: a name or address holding one could
// start a new header line in the mail, or print as something else in a log. And the direction
// embeddings, overrides and isolates, which show a name in the mail's subject backwards
// ("Eve\u202Egnp.exe" reads "Eveexe.png").
const CONTROLS = '[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069]';

/** Whether `text` holds a character no name or address may hold. */
export const hasControl = (text: string): boolean => new RegExp(CONTROLS).test(text);

/**
 * `text` without those characters: none of them shows, so a visitor who pasted one could not
 * see what to take out.
 */
export const withoutControls = (text: string): string =>
  text.replace(new RegExp(CONTROLS, 'g'), '');
