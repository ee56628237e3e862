import { useCallback, useEffect, useReducer, useRef } from 'react';
import { getEmailConfig } from '../config/env';
import { STATUS_RESET_MS } from '../config/site';
import { profile } from '../content';
import {
  contactFormReducer,
  INITIAL_CONTACT_FORM,
  type ContactFields,
  type ContactFormState,
} from '../lib/contact-form-state';
import { describeSendFailure, sendContactMessage } from '../lib/email';

export interface ContactForm {
  state: ContactFormState;
  change: (field: keyof ContactFields, value: string) => void;
  /** Sends the fields; `trap` is the honeypot's value, which people never fill. */
  submit: (trap: string) => Promise<void>;
}

/** The contact form's state machine: sending, the answer, and the status reset after 5 seconds. */
export function useContactForm(): ContactForm {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM);
  // Guards the gap between a click and the re-render that disables the button.
  const inFlight = useRef(false);

  useEffect(() => {
    if (state.status !== 'success' && state.status !== 'error') return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  const change = useCallback((field: keyof ContactFields, value: string) => {
    dispatch({ type: 'change', field, value });
  }, []);

  const { fields } = state;
  const submit = useCallback(
    async (trap: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: 'submit' });
      try {
        // A filled honeypot is a bot: drop it without a request and let it believe it worked.
        if (trap) {
          dispatch({ type: 'succeeded' });
          return;
        }
        const result = await sendContactMessage(
          { ...fields, toName: profile.name },
          getEmailConfig(),
        );
        if (result.ok) {
          dispatch({ type: 'succeeded' });
        } else {
          const extra = result.cause === undefined ? [] : [result.cause];
          console.error(`Contact form: message not sent: ${describeSendFailure(result)}`, ...extra);
          dispatch({ type: 'failed' });
        }
      } finally {
        inFlight.current = false;
      }
    },
    [fields],
  );

  return { state, change, submit };
}
