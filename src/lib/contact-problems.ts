// What is wrong with a contact message's fields, in the dictionary's words: one rule for the page,
// which says it before anything is sent, and for the site's contact handler, which refuses it.
import type { Translator } from '../words';
import type { ContactFields } from './contact-form-state';

/** Longest name and address taken (an address is at most 254 characters, RFC 5321). */
export const MAX_NAME_CHARS = 200;
export const MAX_EMAIL_CHARS = 254;

export interface FieldProblem {
  field: keyof ContactFields;
  /** What is wrong, in the dictionary's words. */
  text: string;
}

// C0 and C1 controls and the line and paragraph separators: a name or address holding one could
// start a new header line in the mail, or print as something else in a log.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// One address, without spaces, quotes, angle brackets or list separators: it goes into Reply-To.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(\.[^\s@<>()[\]\\,;:".]+)+$/;

/** What is wrong with each field, at most one problem each, in `t`'s words; empty when all are fine. */
export function fieldProblems(fields: ContactFields, t: Translator['t']): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const name = fields.name.trim();
  const email = fields.email.trim();
  const add = (field: FieldProblem['field'], text: string) => problems.push({ field, text });
  if (CONTROL.test(fields.name)) add('name', t('contact.problem.field.control'));
  else if (!name) add('name', t('contact.problem.name.missing'));
  else if ([...name].length > MAX_NAME_CHARS) {
    add('name', t('contact.problem.field.tooLong', { limit: MAX_NAME_CHARS }));
  }
  if (CONTROL.test(fields.email)) add('email', t('contact.problem.field.control'));
  else if (!email) add('email', t('contact.problem.email.missing'));
  else if (email.length > MAX_EMAIL_CHARS) {
    add('email', t('contact.problem.field.tooLong', { limit: MAX_EMAIL_CHARS }));
  } else if (!EMAIL.test(email)) add('email', t('contact.problem.email.invalid'));
  if (!fields.message.trim()) add('message', t('contact.problem.message.missing'));
  return problems;
}
