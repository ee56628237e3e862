// The contact form as a pure state machine: idle → sending → success | error | composed → idle;
// a send with no answer in time is `unanswered` until its answer comes or the visitor sends again.
import { t } from '../words';

/**
 * `composed`: the message was handed to the visitor's mail app (no mail service to send with).
 * `unanswered`: the mail service has not answered in time; the message may yet arrive, and the
 * form is the visitor's again (to wait, send again, or use the mail app).
 */
export type ContactStatus = 'idle' | 'sending' | 'unanswered' | 'success' | 'error' | 'composed';

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
  /** `sent`: the fields that were sent, when the form may have changed since (a late answer). */
  | { type: 'succeeded'; sent?: ContactFields }
  | { type: 'unanswered' }
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
  unanswered: t('contact.status.unanswered'),
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
    case 'succeeded': {
      if (!waiting(state)) return state;
      // A late answer: what the visitor typed since is a new message, and stays.
      const changed = event.sent !== undefined && !sameFields(event.sent, state.fields);
      return {
        status: 'success',
        fields: changed ? state.fields : EMPTY_FIELDS,
        offerMailApp: false,
      };
    }
    case 'unanswered':
      return state.status === 'sending'
        ? { ...state, status: 'unanswered', offerMailApp: true }
        : state;
    case 'failed':
      // Nothing is lost: the fields stay as typed.
      return waiting(state) ? { ...state, status: 'error', offerMailApp: true } : state;
    case 'composed':
      // Whether the mail app sent it is unknown, so the fields stay too.
      return state.status === 'sending' ? { ...state, status: 'composed' } : state;
    case 'reset':
      return state.status === 'success' || state.status === 'error' || state.status === 'composed'
        ? { ...state, status: 'idle' }
        : state;
  }
}

/** Whether an answer to a send is awaited: it is on its way, or late. */
export const isAwaiting = (status: ContactStatus) =>
  status === 'sending' || status === 'unanswered';

const waiting = (state: ContactFormState) => isAwaiting(state.status);

function sameFields(a: ContactFields, b: ContactFields): boolean {
  return a.name === b.name && a.email === b.email && a.message === b.message;
}

/** The line the visitor sees (and screen readers hear) for a status; empty when there is none. */
export function statusMessage(status: ContactStatus): string {
  return status === 'idle' || status === 'sending' ? '' : STATUS_MESSAGES[status];
}
