import { withoutControls } from '../lib/contact-limits';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { getEmailConfig } from '../config/env';
import { FILL_TIME_PARAM } from '../config/env-email';
import { SEND_ANSWER_MS, STATUS_RESET_MS } from '../config/site';
import { profile } from '../content';
import { ownerEmail } from '../lib/contact-details';
import { isEmailAddress } from '../lib/email-address';
import {
  contactFormReducer,
  EMPTY_FIELDS,
  INITIAL_CONTACT_FORM,
  isAwaiting,
  isBlank,
  startingFields,
  type ContactFields,
  type ContactFormState,
} from '../lib/contact-form-state';
import { clearDraft, draftBegunAt, readDraft, saveDraft } from '../lib/contact-draft';
import type { SendFailure, SendResult } from '../lib/email';
import type * as Extras from '../lib/contact-extras';
import { t } from '../words';
import { useIdle } from './use-idle';

/** `mail-app`: no mail service here (a static host built without keys); Send opens the mail app. */
export type Delivery = 'service' | 'mail-app';

/** How long after a mailto: address is followed a leave is taken for that, not for leaving. */
const MAIL_APP_HAND_OVER_MS = 1000;

export interface ContactForm {
  state: ContactFormState;
  delivery: Delivery;
  /** Why the message cannot be sent as it is (over the service's size limit); '' when it can. */
  sizeError: string;
  /** Why the address cannot be sent from, once the visitor has tried to send; '' when it can. */
  emailError: string;
  /**
   * Whether the address can be sent from; from this first try on, `emailError` says why not, and
   * follows the visitor's corrections.
   */
  checkAddress: () => boolean;
  /** The typed message as a mailto: address, for the mail-app offer; '' until it can be made. */
  mailto: string;
  /** A field's new value; `typedBeforeWaking` for one typed before the form woke, put back. */
  change: (field: keyof ContactFields, value: string, typedBeforeWaking?: boolean) => void;
  /** Loads what the form needs once the visitor starts on it (the page's idle time does too). */
  start: () => void;
  /** Sends the fields; `trap` is the honeypot's value, which people never fill. */
  submit: (trap: string, extraParams?: Readonly<Record<string, string>>) => Promise<void>;
}

let extrasLoad: Promise<typeof Extras> | undefined;

function loadExtras(): Promise<typeof Extras> {
  extrasLoad ??= import('../lib/contact-extras').catch((error: unknown) => {
    extrasLoad = undefined; // a dropped connection: try again next time
    throw error;
  });
  return extrasLoad;
}

const NO_ANSWER = Symbol('no answer');

/** The answer `sending` gives within `ms`, else NO_ANSWER (it goes on, and may answer later). */
function answerWithin<T>(sending: Promise<T>, ms: number): Promise<T | typeof NO_ANSWER> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof NO_ANSWER>((resolve) => {
    timer = setTimeout(() => resolve(NO_ANSWER), ms);
  });
  return Promise.race([sending, late]).finally(() => clearTimeout(timer));
}

/** The fields as the page holds them: before React holds the form, the visitor's typing is there. */
function fieldsIn(form: HTMLFormElement | null): ContactFields {
  const value = (name: keyof ContactFields) => {
    const field = form?.elements.namedItem(name);
    const typed = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement;
    return typed ? field.value : '';
  };
  return { name: value('name'), email: value('email'), message: value('message') };
}

/**
 * The contact form's state machine: the draft kept for the session, sending, the answer, the
 * status reset after 5 seconds, and the visitor's mail app where no mail service can be reached.
 */
export function useContactForm(form: RefObject<HTMLFormElement | null>): ContactForm {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM);
  const [delivery, setDelivery] = useState<Delivery>('service');
  const [extras, setExtras] = useState<typeof Extras | null>(null);
  const [started, setStarted] = useState(false);
  const idle = useIdle();
  // Guards the gap between a click and the re-render that disables the button.
  const inFlight = useRef(false);
  // Which send is the latest: a late answer to one the visitor has since sent again is not theirs.
  const attempt = useRef(0);
  // Whether a message has gone to the mail service and its answer is awaited: leaving the page
  // now would lose it, unsent or not. (Not while it is handed to the mail app, which leaves too.)
  const messageOut = useRef(false);
  // When the visitor began: the page's own server refuses a message sent faster than a person
  // could write it (server/edge). From the form's first showing, or from the draft this tab kept
  // (the visitor wrote it before a reload, and may send it at once), or, for what was typed before
  // React held the form, from the page's start (the form took typing from its first paint).
  // Measured here, so clocks never disagree.
  const shownAt = useRef(0);
  const typedEarly = useRef(false);
  useEffect(() => {
    const early = typedEarly.current ? performance.timeOrigin : Infinity;
    shownAt.current = Math.min(Date.now(), draftBegunAt() ?? Infinity, early);
  }, []);
  const { fields } = state;

  // In the commit that hands the form to React: what the visitor typed into the prerendered
  // fields before then (React's hydration leaves it in the page but not in its state, and the
  // next render would wipe it), and in the fields still empty what this tab had typed (a reload,
  // a crash, back and forth). Any later (the draft once waited for the page's first idle moment),
  // it meets the visitor's new typing first and is lost under it.
  useLayoutEffect(() => {
    const typed = fieldsIn(form.current);
    typedEarly.current = !isBlank(typed);
    const fields = startingFields(typed, readDraft());
    if (fields) dispatch({ type: 'restore', fields });
  }, [form]);

  useEffect(() => {
    if (!idle && !started) return;
    let live = true;
    loadExtras().then(
      (loaded) => {
        if (!live) return;
        setExtras(loaded);
      },
      () => {}, // no extras: the form still sends, without the size check or the mail-app offer
    );
    return () => {
      live = false;
    };
  }, [idle, started]);

  // Whether the page's own server takes messages is asked once the visitor turns to the form, not
  // on every visit: on a static host the question meets a 404, which a visit that never uses the
  // form need not make, nor leave in the console (where Lighthouse counts it against the page).
  // The mail service's code is fetched then too, where it will be used: a first send waited for
  // it, and a visitor who closed the tab in that wait lost the message.
  useEffect(() => {
    if (!extras || !started) return;
    const { mode } = getEmailConfig();
    if (mode === 'emailjs') extras.preloadSdk();
    if (mode !== 'local-outbox') return;
    let live = true;
    extras.hasLocalOutbox().then((found) => {
      if (found !== false) extras.preloadSdk();
      if (live && found === false) setDelivery('mail-app');
    });
    return () => {
      live = false;
    };
  }, [extras, started]);

  // Following a mailto: address (the mail-app offer, the owner's address, Send with no mail
  // service) asks the leave handlers too, though the page stays: that is not leaving it.
  // Marked for a moment: browsers ask the leave handlers within the press, or just after it.
  const toMailApp = useRef(-Infinity);
  const handOver = useCallback(() => {
    toMailApp.current = performance.now();
  }, []);

  // Kept from the first key, not from the extras' arrival: a visitor who types and reloads at once
  // has it back. The untouched initial fields are not saved, so they never overwrite a draft; a
  // sent message's fields are emptied (src/lib/contact-form-state.ts), and its draft goes with
  // them. What was written after a send, before its late answer came, stays, and its draft too.
  // When the tab cannot keep it (storage missing, full or blocked), what is written lives only in
  // the page: the browser then asks before the visitor leaves, as for a message on its way.
  useEffect(() => {
    if (fields === EMPTY_FIELDS) {
      if (state.status === 'success') clearDraft();
      return;
    }
    if (saveDraft(fields)) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href^="mailto:" i]'))
        handOver();
    };
    const ask = (event: BeforeUnloadEvent) => {
      if (performance.now() - toMailApp.current > MAIL_APP_HAND_OVER_MS) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', ask);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', ask);
    };
  }, [fields, state.status, handOver]);

  useEffect(() => {
    if (state.status === 'idle' || isAwaiting(state.status)) return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [state.status]);

  // A message on its way, or not yet answered for, would be lost with the tab (its draft lives as
  // long as the tab does): the browser asks before the visitor leaves.
  const awaiting = isAwaiting(state.status);
  useEffect(() => {
    if (!awaiting) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (messageOut.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [awaiting]);

  // A value typed before the form woke and put back where React drew the form anew (its HTML
  // changed under it: lib/kept-input.ts) was typed from the page's start, as one kept in place.
  const change = useCallback(
    (field: keyof ContactFields, value: string, typedBeforeWaking = false) => {
      if (typedBeforeWaking) shownAt.current = Math.min(shownAt.current, performance.timeOrigin);
      // Characters that do not show, and that no name or address may hold, are left out as they
      // come (pasted with a name): the page's server refuses them.
      const kept = field === 'message' ? value : withoutControls(value);
      dispatch({ type: 'change', field, value: kept });
    },
    [],
  );
  const start = useCallback(() => setStarted(true), []);

  const [addressChecked, setAddressChecked] = useState(false);
  const addressOk = isEmailAddress(fields.email.trim());
  // An empty field is the browser's to name, as it names every required field left empty.
  const emailError =
    addressChecked && fields.email && !addressOk ? t('contact.problem.email.invalid') : '';
  const checkAddress = () => {
    setAddressChecked(true);
    return addressOk;
  };

  // The name and address as meant: spaces around them are no part of either.
  const message = {
    ...fields,
    name: fields.name.trim(),
    email: fields.email.trim(),
    toName: profile.name,
  };
  const sizeError = extras && fields.message ? extras.sizeProblem(message, getEmailConfig()) : '';
  const mailto = extras ? extras.mailtoHref(ownerEmail(profile), fields) : '';

  const submit = async (trap: string, extraParams: Readonly<Record<string, string>> = {}) => {
    if (inFlight.current || sizeError) return;
    inFlight.current = true;
    const mine = (attempt.current += 1);
    const latest = () => attempt.current === mine;
    const sent = fields;
    // An earlier send left unanswered is the visitor's no longer: this one is what may be out.
    messageOut.current = false;
    dispatch({ type: 'submit' });
    // The answers to this send, heard only while it is the visitor's latest.
    const unforeseen = (error: unknown) => {
      if (!latest()) return;
      messageOut.current = false;
      // Unreachable code, or anything else unforeseen: a failed send, never a crash.
      console.error('Contact form: message not sent:', error);
      dispatch({ type: 'failed' });
    };
    const take = (result: SendResult, describe: (failure: SendFailure) => string) => {
      if (!latest()) return;
      messageOut.current = false;
      if (result.ok) {
        setAddressChecked(false);
        dispatch({ type: 'succeeded', sent });
        return;
      }
      const extra = result.cause === undefined ? [] : [result.cause];
      console.error(`Contact form: message not sent: ${describe(result)}`, ...extra);
      dispatch({ type: 'failed' });
    };
    try {
      // A filled honeypot is a bot: drop it without a request and let it believe it worked.
      const loaded = await loadExtras().catch(() => null);
      if (trap) {
        setAddressChecked(false);
        dispatch({ type: 'succeeded' });
        return;
      }
      const config = getEmailConfig();
      // Checked here too, for a visitor faster than the check's arrival.
      if (loaded?.sizeProblem(message, config)) {
        dispatch({ type: 'failed' });
        return;
      }
      if (config.mode === 'local-outbox' && loaded && (await loaded.hasLocalOutbox()) === false) {
        setDelivery('mail-app');
        handOver();
        loaded.openMailApp(loaded.mailtoHref(ownerEmail(profile), fields));
        dispatch({ type: 'composed' });
        return;
      }
      if (!loaded) throw new Error("the form's code could not be loaded");
      const timing: Record<string, string> =
        config.mode === 'local-outbox'
          ? // Whole milliseconds, which the page's server asks for: the page's start, from which
            // typing before the form woke is timed, comes in fractions of one.
            { [FILL_TIME_PARAM]: String(Math.max(0, Math.round(Date.now() - shownAt.current))) }
          : {};
      messageOut.current = true;
      const sending = loaded.sendContactMessage(message, config, { ...extraParams, ...timing });
      const result = await answerWithin(sending, SEND_ANSWER_MS);
      if (result !== NO_ANSWER) {
        take(result, loaded.describeSendFailure);
        return;
      }
      // The form is the visitor's again, and this call returns (a CAPTCHA is made afresh for
      // another send); the answer, when it comes, still counts.
      console.warn(`Contact form: no answer from the mail service in ${SEND_ANSWER_MS} ms`);
      dispatch({ type: 'unanswered' });
      sending.then((late) => take(late, loaded.describeSendFailure), unforeseen);
    } catch (error) {
      unforeseen(error);
    } finally {
      if (latest()) inFlight.current = false;
    }
  };

  return { state, delivery, sizeError, emailError, checkAddress, mailto, change, start, submit };
}
