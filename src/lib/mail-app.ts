// A message composed in the visitor's own mail app: the way a message still reaches the owner
// when the mail service is not set up or a send fails.
import type { ContactFields } from './contact-form-state';
import { t } from '../words';

/** The subject line, in the words of `words` (the page's language: the server's pages pass theirs). */
export function mailSubject(fields: ContactFields, words: typeof t = t): string {
  const name = fields.name.trim();
  return name ? words('contact.mail.subject', { name }) : words('contact.mail.subject.anonymous');
}

/** The message, then who wrote it, so the owner can answer even if the app sends from elsewhere. */
export function mailBody(fields: ContactFields): string {
  const from = [fields.name.trim(), fields.email.trim() && `<${fields.email.trim()}>`]
    .filter(Boolean)
    .join(' ');
  return from ? `${fields.message}\n\n— ${from}` : fields.message;
}

/** A mailto: address with subject and body filled in (RFC 6068: percent-encoded, CRLF breaks). */
export function mailtoHref(to: string, fields: ContactFields, words: typeof t = t): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const subject = encode(mailSubject(fields, words));
  return `mailto:${to}?subject=${subject}&body=${encode(mailBody(fields))}`;
}

/** Hands the message to the visitor's mail app (the browser opens whichever is set up). */
export function openMailApp(href: string): void {
  window.location.assign(href);
}
