// The contact form as a pure state machine: idle → sending → success | error → idle.

export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export interface ContactFormState {
  status: ContactStatus;
  fields: ContactFields;
}

export type ContactFormEvent =
  | { type: 'change'; field: keyof ContactFields; value: string }
  | { type: 'submit' }
  | { type: 'succeeded' }
  | { type: 'failed' }
  | { type: 'reset' };

export const EMPTY_FIELDS: ContactFields = { name: '', email: '', message: '' };

export const INITIAL_CONTACT_FORM: ContactFormState = { status: 'idle', fields: EMPTY_FIELDS };

export const STATUS_MESSAGES = {
  success: "✓ Message sent successfully! I'll get back to you soon.",
  error: '✗ Failed to send. Please try again or email directly.',
} as const;

export function contactFormReducer(
  state: ContactFormState,
  event: ContactFormEvent,
): ContactFormState {
  switch (event.type) {
    case 'change':
      return { ...state, fields: { ...state.fields, [event.field]: event.value } };
    case 'submit':
      // One message in flight at a time.
      return state.status === 'sending' ? state : { ...state, status: 'sending' };
    case 'succeeded':
      return state.status === 'sending' ? { status: 'success', fields: EMPTY_FIELDS } : state;
    case 'failed':
      // Nothing is lost: the fields stay as typed.
      return state.status === 'sending' ? { ...state, status: 'error' } : state;
    case 'reset':
      return state.status === 'success' || state.status === 'error'
        ? { ...state, status: 'idle' }
        : state;
  }
}

/** The line the visitor sees (and screen readers hear) for a status; empty when there is none. */
export function statusMessage(status: ContactStatus): string {
  return status === 'success' || status === 'error' ? STATUS_MESSAGES[status] : '';
}
