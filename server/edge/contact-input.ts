// What a contact request says, read the same way from the page's JSON (the EmailJS-compatible
// body the page's script sends) and from a plain HTML form post (the page without JavaScript),
// and what is wrong with its fields, in the dictionary's words.
import type { ContactFields } from '../../src/lib/contact-form-state';
import { saysNothing } from '../../src/lib/says-nothing';
import { HONEYPOT_FIELD } from '../../src/config/env-email';
import { isEmailAddress } from '../../src/lib/email-address';
import type { Translator } from '../../src/words';
import { hasControl, MAX_EMAIL_CHARS, MAX_NAME_CHARS } from '../../src/lib/contact-limits';

/** The form's field names, shared by the prerendered form and this reader. */
export const FORM_FIELDS = {
  name: 'name',
  email: 'email',
  message: 'message',
  honeypot: HONEYPOT_FIELD,
  fillMs: 'fill_ms',
  turnstile: 'cf-turnstile-response',
} as const;

/** The EmailJS template variables the page's JSON carries the same fields in. */
export const JSON_FIELDS = {
  name: 'from_name',
  email: 'from_email',
  message: 'message',
} as const;

export interface Submission {
  kind: 'json' | 'form';
  fields: ContactFields;
  /** The honeypot's value: people leave it empty. */
  honeypot: string;
  /** How long the visitor had the form before sending, as their page measured it; null: unstated. */
  fillMs: number | null;
  turnstileToken: string;
  /** Who the message is for, and the ids the page's JSON names, for the outbox record. */
  toName: string;
  ids: { lib_version: string | null; service_id: string; template_id: string };
}

export type Parsed = { ok: true; value: Submission } | { ok: false; reason: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionalText(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : null;
}

/** A stated fill time in milliseconds; null when unstated, NaN when unreadable. */
function readFillMs(value: string): number | null {
  if (value === '') return null;
  return /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
}

/** The page's JSON: the EmailJS send body, with the message in template_params. */
export function parseJsonBody(text: string, ownerName: string): Parsed {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'Invalid JSON' };
  }
  if (!isObject(parsed)) return { ok: false, reason: 'The request body must be a JSON object' };
  const ids = ['user_id', 'service_id', 'template_id'] as const;
  for (const id of ids) {
    if (typeof parsed[id] !== 'string' || !parsed[id]) {
      return { ok: false, reason: `${id} must be a non-empty string` };
    }
  }
  if (parsed.lib_version !== undefined && typeof parsed.lib_version !== 'string') {
    return { ok: false, reason: 'lib_version must be a string' };
  }
  const params = parsed.template_params;
  if (!isObject(params)) return { ok: false, reason: 'template_params must be an object' };
  const read = (key: string) => optionalText(params[key]);
  const names = [...Object.values(JSON_FIELDS), 'to_name', FORM_FIELDS.honeypot] as const;
  for (const key of [...names, FORM_FIELDS.fillMs, FORM_FIELDS.turnstile]) {
    if (read(key) === null) return { ok: false, reason: `template_params.${key} must be a string` };
  }
  const fillMs = readFillMs(read(FORM_FIELDS.fillMs) ?? '');
  if (Number.isNaN(fillMs)) {
    return {
      ok: false,
      reason: `template_params.${FORM_FIELDS.fillMs} must be whole milliseconds`,
    };
  }
  return {
    ok: true,
    value: {
      kind: 'json',
      fields: {
        name: read(JSON_FIELDS.name) ?? '',
        email: read(JSON_FIELDS.email) ?? '',
        message: read(JSON_FIELDS.message) ?? '',
      },
      honeypot: read(FORM_FIELDS.honeypot) ?? '',
      fillMs,
      turnstileToken: read(FORM_FIELDS.turnstile) ?? '',
      toName: read('to_name') || ownerName,
      ids: {
        lib_version: (parsed.lib_version as string | undefined) ?? null,
        service_id: parsed.service_id as string,
        template_id: parsed.template_id as string,
      },
    },
  };
}

/** A plain form post (application/x-www-form-urlencoded), as the page sends it without JavaScript. */
export function parseFormBody(text: string, ownerName: string): Parsed {
  const form = new URLSearchParams(text);
  for (const key of Object.values(FORM_FIELDS)) {
    if (form.getAll(key).length > 1) return { ok: false, reason: `${key} is given more than once` };
  }
  const read = (key: string) => form.get(key) ?? '';
  const fillMs = readFillMs(read(FORM_FIELDS.fillMs));
  if (Number.isNaN(fillMs)) {
    return { ok: false, reason: `${FORM_FIELDS.fillMs} must be whole milliseconds` };
  }
  return {
    ok: true,
    value: {
      kind: 'form',
      fields: {
        name: read(FORM_FIELDS.name),
        email: read(FORM_FIELDS.email),
        message: read(FORM_FIELDS.message),
      },
      honeypot: read(FORM_FIELDS.honeypot),
      fillMs,
      turnstileToken: read(FORM_FIELDS.turnstile),
      toName: ownerName,
      ids: { lib_version: null, service_id: 'form-post', template_id: 'form-post' },
    },
  };
}

export interface FieldProblem {
  field: keyof ContactFields;
  /** What is wrong, in the dictionary's words. */
  text: string;
}

/** What is wrong with each field, at most one problem each, in `t`'s words; empty when all are fine. */
export function fieldProblems(fields: ContactFields, t: Translator['t']): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const name = saysNothing(fields.name) ? '' : fields.name.trim();
  const email = fields.email.trim();
  const add = (field: FieldProblem['field'], text: string) => problems.push({ field, text });
  if (hasControl(fields.name)) add('name', t('contact.problem.field.control'));
  else if (!name) add('name', t('contact.problem.name.missing'));
  else if ([...name].length > MAX_NAME_CHARS) {
    add('name', t('contact.problem.field.tooLong', { limit: MAX_NAME_CHARS }));
  }
  if (hasControl(fields.email)) add('email', t('contact.problem.field.control'));
  else if (!email) add('email', t('contact.problem.email.missing'));
  else if (email.length > MAX_EMAIL_CHARS) {
    add('email', t('contact.problem.field.tooLong', { limit: MAX_EMAIL_CHARS }));
  } else if (!isEmailAddress(email)) add('email', t('contact.problem.email.invalid'));
  if (saysNothing(fields.message)) add('message', t('contact.problem.message.missing'));
  return problems;
}
