import { describe, expect, it } from 'vitest';
import {
  contactFormReducer,
  EMPTY_FIELDS,
  INITIAL_CONTACT_FORM,
  STATUS_MESSAGES,
  startingFields,
  statusMessage,
  type ContactFormEvent,
  type ContactFormState,
} from './contact-form-state';
import { t } from '../words';

const TYPED = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

function run(events: ContactFormEvent[], from: ContactFormState = INITIAL_CONTACT_FORM) {
  return events.reduce(contactFormReducer, from);
}

const filled: ContactFormState = { status: 'idle', fields: TYPED, offerMailApp: false };

describe('contactFormReducer', () => {
  it('starts idle with empty fields', () => {
    expect(INITIAL_CONTACT_FORM).toEqual({
      status: 'idle',
      fields: EMPTY_FIELDS,
      offerMailApp: false,
    });
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
    expect(sending).toEqual({ status: 'sending', fields: TYPED, offerMailApp: false });
    expect(contactFormReducer(sending, { type: 'submit' })).toBe(sending);
  });

  it('clears the fields on success', () => {
    expect(run([{ type: 'submit' }, { type: 'succeeded' }], filled)).toEqual({
      status: 'success',
      fields: EMPTY_FIELDS,
      offerMailApp: false,
    });
  });

  it('keeps every field on failure and offers the mail app', () => {
    expect(run([{ type: 'submit' }, { type: 'failed' }], filled)).toEqual({
      status: 'error',
      fields: TYPED,
      offerMailApp: true,
    });
  });

  it('returns to idle on reset after success or error, keeping the fields', () => {
    expect(run([{ type: 'submit' }, { type: 'failed' }, { type: 'reset' }], filled)).toEqual({
      status: 'idle',
      fields: TYPED,
      offerMailApp: true,
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

describe('the mail-app offer after a failure', () => {
  const failed = run([{ type: 'submit' }, { type: 'failed' }], filled);

  it('stays through edits and a retry, until the message is sent', () => {
    const edited = run([{ type: 'change', field: 'message', value: 'Hello again' }], failed);
    expect(edited.offerMailApp).toBe(true);
    expect(run([{ type: 'submit' }], edited).offerMailApp).toBe(true);
    expect(run([{ type: 'submit' }, { type: 'succeeded' }], edited).offerMailApp).toBe(false);
  });

  it('goes once every field is cleared', () => {
    const cleared = run(
      [
        { type: 'change', field: 'name', value: '' },
        { type: 'change', field: 'email', value: '' },
        { type: 'change', field: 'message', value: '' },
      ],
      failed,
    );
    expect(cleared.offerMailApp).toBe(false);
  });
});

describe('restoring a draft', () => {
  it('fills an untouched form, and never overwrites typing or a send', () => {
    const restore = { type: 'restore', fields: TYPED } as const;
    expect(run([restore]).fields).toEqual(TYPED);
    const typing = run([{ type: 'change', field: 'name', value: 'Grace' }]);
    expect(contactFormReducer(typing, restore)).toBe(typing);
    const sending = run([{ type: 'submit' }], filled);
    expect(contactFormReducer(sending, restore)).toBe(sending);
  });
});

describe('startingFields', () => {
  const DRAFT = { name: 'Grace', email: 'grace@example.com', message: 'From before the reload' };

  it('keeps what was typed before the form was ready, over the draft, field by field', () => {
    expect(startingFields({ ...EMPTY_FIELDS, message: 'Typed early' }, DRAFT)).toEqual({
      ...DRAFT,
      message: 'Typed early',
    });
    expect(startingFields(TYPED, DRAFT)).toEqual(TYPED);
  });

  it('puts back the draft into empty fields, and says when there is nothing to put back', () => {
    expect(startingFields(EMPTY_FIELDS, DRAFT)).toEqual(DRAFT);
    expect(startingFields({ ...EMPTY_FIELDS, name: 'Ada' }, null)).toEqual({
      ...EMPTY_FIELDS,
      name: 'Ada',
    });
    expect(startingFields(EMPTY_FIELDS, null)).toBeNull();
  });
});

describe('a send with no answer in time', () => {
  const unanswered = run([{ type: 'submit' }, { type: 'unanswered' }], filled);

  it('gives the form back, fields kept, the mail app offered, and stays until an answer', () => {
    expect(unanswered).toEqual({ status: 'unanswered', fields: TYPED, offerMailApp: true });
    expect(contactFormReducer(unanswered, { type: 'reset' })).toBe(unanswered);
    expect(contactFormReducer(filled, { type: 'unanswered' })).toBe(filled);
  });

  it('takes the late answer: sent clears what was sent, failed keeps it', () => {
    expect(contactFormReducer(unanswered, { type: 'succeeded', sent: TYPED })).toEqual({
      status: 'success',
      fields: EMPTY_FIELDS,
      offerMailApp: false,
    });
    expect(contactFormReducer(unanswered, { type: 'failed' }).status).toBe('error');
  });

  it('keeps what was written since, when the late answer says the message arrived', () => {
    const more = { ...TYPED, message: 'Hello, and more' };
    const edited = run([{ type: 'change', field: 'message', value: more.message }], unanswered);
    expect(contactFormReducer(edited, { type: 'succeeded', sent: TYPED })).toEqual({
      status: 'success',
      fields: more,
      offerMailApp: false,
    });
  });

  it('lets the visitor send again', () => {
    expect(contactFormReducer(unanswered, { type: 'submit' }).status).toBe('sending');
  });
});

describe('handing the message to the mail app', () => {
  it('keeps the fields, since whether it was sent is unknown, and resets like the others', () => {
    const composed = run([{ type: 'submit' }, { type: 'composed' }], filled);
    expect(composed).toEqual({ status: 'composed', fields: TYPED, offerMailApp: false });
    expect(contactFormReducer(composed, { type: 'reset' }).status).toBe('idle');
  });
});

describe('statusMessage', () => {
  it("gives the dictionary's message for each outcome", () => {
    expect(statusMessage('success')).toBe(t('contact.status.success'));
    expect(statusMessage('error')).toBe(t('contact.status.error'));
    expect(statusMessage('composed')).toBe(t('contact.status.composed'));
    expect(statusMessage('unanswered')).toBe(t('contact.status.unanswered'));
    expect(STATUS_MESSAGES.error).toBe(statusMessage('error'));
  });

  it('is empty while idle or sending', () => {
    expect(statusMessage('idle')).toBe('');
    expect(statusMessage('sending')).toBe('');
  });
});
