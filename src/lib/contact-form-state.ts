// The contact form as a pure state machine: idle → sending → success | error | composed → idle.
import { t } from '../words';

/** `composed`: the message was handed to the visitor's mail app (no mail service to send with). */
export type ContactStatus = 'idle' | 'sending' | 'success' | 'error' | 'composed';

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export interface ContactFormState {
  status: ContactStatus;
  fields: ContactFields;
  /** After a failed send: offer the visitor's mail app until the message is sent or cleared. */
  offerMailApp: boolean;
}

export type ContactFormEvent =
  | { type: 'change'; field: keyof ContactFields; value: string }
  /** A saved draft, put back only into an untouched form. */
  | { type: 'restore'; fields: ContactFields }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'composed' }
  | { type: 'reset' };

export const EMPTY_FIELDS: ContactFields = { name: '', email: '', message: '' };

export const INITIAL_CONTACT_FORM: ContactFormState = {
  status: 'idle',
  fields: EMPTY_FIELDS,
  offerMailApp: false,
};

/** What the visitor reads after each outcome (src/words). */
export const STATUS_MESSAGES = {
  success: t('contact.status.success'),
  error: t('contact.status.error'),
  composed: t('contact.status.composed'),
} as const;

export function isBlank(fields: ContactFields): boolean {
  return !fields.name && !fields.email && !fields.message;
}

/**
 * What the form starts from once React holds it: each field as the visitor typed it before then
 * (the prerendered fields take typing from the first paint), else as the tab's saved draft has
 * it. What the visitor sees in a field is never replaced. Null when there is nothing to put back.
 */
export function startingFields(
  typed: ContactFields,
  draft: ContactFields | null,
): ContactFields | null {
  const fields = {
    name: typed.name || draft?.name || '',
    email: typed.email || draft?.email || '',
    message: typed.message || draft?.message || '',
  };
  return isBlank(fields) ? null : fields;
}

export function contactFormReducer(
  state: ContactFormState,
  event: ContactFormEvent,
): ContactFormState {
  switch (event.type) {
    case 'change': {
      const fields = { ...state.fields, [event.field]: event.value };
      return { ...state, fields, offerMailApp: state.offerMailApp && !isBlank(fields) };
    }
    case 'restore':
      return state.status === 'idle' && isBlank(state.fields) && !isBlank(event.fields)
        ? { ...state, fields: event.fields }
        : state;
    case 'submit':
      // One message in flight at a time.
      return state.status === 'sending' ? state : { ...state, status: 'sending' };
    case 'succeeded':
      return state.status === 'sending'
        ? { status: 'success', fields: EMPTY_FIELDS, offerMailApp: false }
        : state;
    case 'failed':
      // Nothing is lost: the fields stay as typed.
      return state.status === 'sending' ? { ...state, status: 'error', offerMailApp: true } : state;
    case 'composed':
      // Whether the mail app sent it is unknown, so the fields stay too.
      return state.status === 'sending' ? { ...state, status: 'composed' } : state;
    case 'reset':
      return state.status === 'success' || state.status === 'error' || state.status === 'composed'
        ? { ...state, status: 'idle' }
        : state;
  }
}

/** The line the visitor sees (and screen readers hear) for a status; empty when there is none. */
export function statusMessage(status: ContactStatus): string {
  return status === 'idle' || status === 'sending' ? '' : STATUS_MESSAGES[status];
}
