import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { getEmailConfig } from '../config/env';
import { EMAILJS_DEFAULT_SIZE_LIMIT_KB } from '../config/env-email';
import { STATUS_RESET_MS } from '../config/site';
import { profile } from '../content';
import { clearDraft, readDraft, saveDraft } from '../lib/contact-draft';
import {
  contactFormReducer,
  EMPTY_FIELDS,
  INITIAL_CONTACT_FORM,
  type ContactFields,
  type ContactFormState,
} from '../lib/contact-form-state';
import { describeSendFailure, sendContactMessage } from '../lib/email';
import { hasLocalOutbox } from '../lib/local-outbox';
import { mailtoHref, openMailApp } from '../lib/mail-app';
import { requestBytes, tooLongText } from '../lib/message-size';

/** `mail-app`: no mail service here (a static host built without keys); Send opens the mail app. */
export type Delivery = 'service' | 'mail-app';

export interface ContactForm {
  state: ContactFormState;
  delivery: Delivery;
  /** Why the message cannot be sent as it is (over the service's size limit); '' when it can. */
  sizeError: string;
  /** The typed message as a mailto: address, for the mail-app offer. */
  mailto: string;
  change: (field: keyof ContactFields, value: string) => void;
  /** Sends the fields; `trap` is the honeypot's value, which people never fill. */
  submit: (trap: string, extraParams?: Readonly<Record<string, string>>) => Promise<void>;
}

function sizeLimit(): {
  maxBytes: number;
  ids: { publicKey: string; serviceId: string; templateId: string };
} {
  const config = getEmailConfig();
  if (config.mode === 'misconfigured') {
    const ids = { publicKey: '', serviceId: '', templateId: '' };
    return { maxBytes: EMAILJS_DEFAULT_SIZE_LIMIT_KB * 1024, ids };
  }
  return { maxBytes: config.maxBytes, ids: config };
}

/**
 * The contact form's state machine: the draft kept for the session, sending, the answer, the
 * status reset after 5 seconds, and the visitor's mail app where no mail service can be reached.
 */
export function useContactForm(): ContactForm {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM);
  const [delivery, setDelivery] = useState<Delivery>('service');
  // Guards the gap between a click and the re-render that disables the button.
  const inFlight = useRef(false);
  const { fields } = state;

  useEffect(() => {
    const draft = readDraft();
    if (draft) dispatch({ type: 'restore', fields: draft });
    if (getEmailConfig().mode !== 'local-outbox') return;
    let live = true;
    void hasLocalOutbox().then((found) => {
      if (live && !found) setDelivery('mail-app');
    });
    return () => {
      live = false;
    };
  }, []);

  // The untouched initial fields are not saved, so they never overwrite a draft still to restore.
  useEffect(() => {
    if (fields !== EMPTY_FIELDS) saveDraft(fields);
  }, [fields]);

  useEffect(() => {
    if (state.status === 'idle' || state.status === 'sending') return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  const change = useCallback((field: keyof ContactFields, value: string) => {
    dispatch({ type: 'change', field, value });
  }, []);

  const message = useMemo(() => ({ ...fields, toName: profile.name }), [fields]);
  const sizeError = useMemo(() => {
    if (!fields.message) return '';
    const { maxBytes, ids } = sizeLimit();
    const bytes = requestBytes(message, ids);
    return bytes > maxBytes ? tooLongText(bytes, maxBytes) : '';
  }, [fields.message, message]);
  const mailto = mailtoHref(profile.contact.email, fields);

  const submit = useCallback(
    async (trap: string, extraParams: Readonly<Record<string, string>> = {}) => {
      if (inFlight.current || sizeError) return;
      inFlight.current = true;
      dispatch({ type: 'submit' });
      try {
        // A filled honeypot is a bot: drop it without a request and let it believe it worked.
        if (trap) {
          clearDraft();
          dispatch({ type: 'succeeded' });
          return;
        }
        const config = getEmailConfig();
        if (config.mode === 'local-outbox' && !(await hasLocalOutbox())) {
          setDelivery('mail-app');
          openMailApp(mailto);
          dispatch({ type: 'composed' });
          return;
        }
        const result = await sendContactMessage(message, config, extraParams);
        if (result.ok) {
          clearDraft();
          dispatch({ type: 'succeeded' });
        } else {
          const extra = result.cause === undefined ? [] : [result.cause];
          console.error(`Contact form: message not sent: ${describeSendFailure(result)}`, ...extra);
          dispatch({ type: 'failed' });
        }
      } catch (error) {
        // Nothing on this path should throw; if something does, it is a failed send, not a crash.
        console.error('Contact form: message not sent:', error);
        dispatch({ type: 'failed' });
      } finally {
        inFlight.current = false;
      }
    },
    [message, mailto, sizeError],
  );

  return { state, delivery, sizeError, mailto, change, submit };
}
