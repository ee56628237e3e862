import { describe, expect, it } from 'vitest';
import {
  contactFormReducer,
  EMPTY_FIELDS,
  INITIAL_CONTACT_FORM,
  STATUS_MESSAGES,
  statusMessage,
  type ContactFormEvent,
  type ContactFormState,
} from './contact-form-state';

const TYPED = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

function run(events: ContactFormEvent[], from: ContactFormState = INITIAL_CONTACT_FORM) {
  return events.reduce(contactFormReducer, from);
}

const filled: ContactFormState = { status: 'idle', fields: TYPED };

describe('contactFormReducer', () => {
  it('starts idle with empty fields', () => {
    expect(INITIAL_CONTACT_FORM).toEqual({ status: 'idle', fields: EMPTY_FIELDS });
  });

  it('records what is typed, field by field', () => {
    const state = run([
      { type: 'change', field: 'name', value: 'Ada' },
      { type: 'change', field: 'message', value: 'Hi' },
    ]);
    expect(state.fields).toEqual({ name: 'Ada', email: '', message: 'Hi' });
  });

  it('moves to sending on submit and ignores a second submit while sending', () => {
    const sending = run([{ type: 'submit' }], filled);
    expect(sending).toEqual({ status: 'sending', fields: TYPED });
    expect(contactFormReducer(sending, { type: 'submit' })).toBe(sending);
  });

  it('clears the fields on success', () => {
    expect(run([{ type: 'submit' }, { type: 'succeeded' }], filled)).toEqual({
      status: 'success',
      fields: EMPTY_FIELDS,
    });
  });

  it('keeps every field on failure', () => {
    expect(run([{ type: 'submit' }, { type: 'failed' }], filled)).toEqual({
      status: 'error',
      fields: TYPED,
    });
  });

  it('returns to idle on reset after success or error, keeping the fields', () => {
    expect(run([{ type: 'submit' }, { type: 'failed' }, { type: 'reset' }], filled)).toEqual({
      status: 'idle',
      fields: TYPED,
    });
    expect(run([{ type: 'submit' }, { type: 'succeeded' }, { type: 'reset' }], filled).status).toBe(
      'idle',
    );
  });

  it('ignores answers and resets that arrive in the wrong state', () => {
    expect(contactFormReducer(filled, { type: 'succeeded' })).toBe(filled);
    expect(contactFormReducer(filled, { type: 'failed' })).toBe(filled);
    const sending = run([{ type: 'submit' }], filled);
    expect(contactFormReducer(sending, { type: 'reset' })).toBe(sending);
  });

  it('lets a new submit start from a shown outcome', () => {
    const failed = run([{ type: 'submit' }, { type: 'failed' }], filled);
    expect(contactFormReducer(failed, { type: 'submit' }).status).toBe('sending');
  });
});

describe('statusMessage', () => {
  it('gives the exact messages of the spec', () => {
    expect(statusMessage('success')).toBe(
      "✓ Message sent successfully! I'll get back to you soon.",
    );
    expect(statusMessage('error')).toBe('✗ Failed to send. Please try again or email directly.');
    expect(STATUS_MESSAGES.error).toBe(statusMessage('error'));
  });

  it('is empty while idle or sending', () => {
    expect(statusMessage('idle')).toBe('');
    expect(statusMessage('sending')).toBe('');
  });
});
