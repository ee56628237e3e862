// What the form and its server take as the visitor's address, declared once for both: one address
// with a dotted domain, without spaces, quotes, angle brackets or list separators (the server puts
// it into the mail's Reply-To). The browser's own check for type="email" lets `ada@gmailcom` and
// `ada@localhost` through; the page checks this too before it sends, so a visitor with JavaScript
// hears what is wrong at the field instead of a failed send.

const LOCAL = String.raw`[^\s@<>()[\]\\,;:"]`;
const LABEL = String.raw`[^\s@<>()[\]\\,;:".]`;
const EMAIL_ADDRESS = new RegExp(`^${LOCAL}+@${LABEL}+(?:\\.${LABEL}+)+$`, 'u');

/** True for an address the form can send from (`text` as typed, without surrounding spaces). */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}
