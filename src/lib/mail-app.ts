// A message composed in the visitor's own mail app: the way a message still reaches the owner
// when the mail service is not set up or a send fails.
import type { ContactFields } from './contact-form-state';
import { t } from '../words';

export function mailSubject(fields: ContactFields): string {
  const name = fields.name.trim();
  return name ? t('contact.mail.subject', { name }) : t('contact.mail.subject.anonymous');
}

/** The message, then who wrote it, so the owner can answer even if the app sends from elsewhere. */
export function mailBody(fields: ContactFields): string {
  const from = [fields.name.trim(), fields.email.trim() && `<${fields.email.trim()}>`]
    .filter(Boolean)
    .join(' ');
  return from ? `${fields.message}\n\n— ${from}` : fields.message;
}

/** A mailto: address with subject and body filled in (RFC 6068: percent-encoded, CRLF breaks). */
export function mailtoHref(to: string, fields: ContactFields): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${encode(mailSubject(fields))}&body=${encode(mailBody(fields))}`;
}

/** Hands the message to the visitor's mail app (the browser opens whichever is set up). */
export function openMailApp(href: string): void {
  window.location.assign(href);
}
