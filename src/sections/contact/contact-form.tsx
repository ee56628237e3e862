import { MAX_EMAIL_CHARS, MAX_NAME_CHARS } from '../../lib/contact-limits';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react';
import { ChangingText } from '../../components/changing-text';
import { BUTTON_ICON_BEFORE, BUTTON_PRIMARY } from '../../components/button-styles';
import { Icon } from '../../components/icon';
import { contactHandler, getEmailConfig } from '../../config/env';
import { SITE_BASE } from '../../config/site-base';
import { languages, profile } from '../../content';
import { useContactForm } from '../../hooks/use-contact-form';
import { useHydrated } from '../../hooks/use-hydrated';
import { cn } from '../../lib/cn';
import { ownerEmail } from '../../lib/contact-details';
import { contactAction, FORM_LOCK_SCRIPT } from '../../lib/form-lock-script';
import { UNLOADED_NOTICE_ATTRIBUTE } from '../../lib/islands';
import type { CaptchaFieldProps, CaptchaHandle } from './captcha-field';
import { CaptchaUnavailable } from './captcha-unavailable';
import { ContactField } from './contact-field';
import { ContactStatusMessage } from './contact-status';
import { HoneypotField } from './honeypot-field';
import { MailAppOffer } from './mail-app-offer';
import { locale, t } from '../../words';

export interface ContactFormProps {
  className?: string;
}

/**
 * Reports a CAPTCHA chunk that could not be loaded (a dropped connection, a stopped server, a
 * blocker), and says so where the CAPTCHA would stand: the form cannot send without it.
 */
function CaptchaNotLoaded({ onFailed }: CaptchaFieldProps) {
  useEffect(onFailed, [onFailed]);
  return <CaptchaUnavailable />;
}

// Its own chunk: only a site whose mail service asks for a CAPTCHA, and a visitor who starts on
// the form, ever loads it.
const CaptchaField = lazy<ComponentType<CaptchaFieldProps>>(() => {
  // Handled outside the import itself, so a failed preload of its files is caught here too.
  const loading = import('./captcha-field');
  return loading.then(
    (module) => ({ default: module.CaptchaField }),
    () => ({ default: CaptchaNotLoaded }),
  );
});

/** Shown instead of the form on a page without JavaScript, where the host cannot take its post. */
function NoScriptAddress() {
  const address = ownerEmail(profile);
  return (
    <p hidden className="noscript-reveal mt-6 text-muted">
      {t('contact.form.noScript')}
      <a
        href={`mailto:${address}`}
        className="mt-2 block w-fit font-medium text-accent underline underline-offset-4"
      >
        {address}
      </a>
    </p>
  );
}

const EMAIL_FIELD_ID = 'contact-email';

/** The form's action without JavaScript: the host's contact handler, told the page's language. */
const ACTION = contactAction(SITE_BASE, languages, locale);

/** The CAPTCHA the form shows: the mail service's reCAPTCHA, or the own server's Turnstile. */
function captchaOf(): { siteKey?: string; kind: 'recaptcha' | 'turnstile' } {
  const config = getEmailConfig();
  if (config.mode === 'emailjs') return { siteKey: config.captchaSiteKey, kind: 'recaptcha' };
  if (config.mode === 'local-outbox')
    return { siteKey: config.turnstileSiteKey, kind: 'turnstile' };
  return { kind: 'recaptcha' };
}

/**
 * The message form. With JavaScript it sends from the page; without, it is a plain form post to the
 * site's contact handler (server/edge), where the host runs one.
 */
export function ContactForm({ className }: ContactFormProps) {
  const formElement = useRef<HTMLFormElement>(null);
  const { state, delivery, sizeError, emailError, checkAddress, mailto, change, start, submit } =
    useContactForm(formElement);
  const trap = useRef<HTMLInputElement>(null);
  const { siteKey, kind: captchaKind } = captchaOf();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaStarted, setCaptchaStarted] = useState(false);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  // The visitor has started on the form: what it needs (and any CAPTCHA) loads now.
  const begin = useCallback(() => {
    start();
    setCaptchaStarted(true);
  }, [start]);
  const failCaptcha = useCallback(() => setCaptchaFailed(true), []);
  // A visitor who started on the prerendered form (focused or typed into it before React held
  // it: no focus event reaches React for that) has started all the same.
  useLayoutEffect(() => {
    const form = formElement.current;
    const fields = [...(form?.elements ?? [])].filter(
      (field): field is HTMLInputElement | HTMLTextAreaElement =>
        field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement,
    );
    const typed = fields.some((field) => field.required && field.value !== '');
    if (form?.contains(document.activeElement) || typed) begin();
  }, [begin]);
  // Until React controls the form a click would submit it natively, so with JavaScript on its
  // button is disabled by FORM_LOCK_SCRIPT as it is parsed; typing is taken all along. The
  // prerendered HTML itself carries no lock (undefined until hydrated): without JavaScript, the
  // form posts.
  const ready = useHydrated();
  const sending = state.status === 'sending';
  const locked = ready ? sending : undefined;
  const { fields } = state;
  const viaMailApp = delivery === 'mail-app';

  // The button is disabled while the message is on its way, and a disabled button loses the
  // focus to the page's <body>: a keyboard visitor who pressed it gets it back once it is done.
  const sendButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (sending || !refocus.current) return;
    refocus.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) sendButton.current?.focus();
  }, [sending]);

  // An address the browser let through and the form does not: once the field says why (it sets
  // its own validity message as it renders), the visitor is taken to it, as the browser takes them
  // to a field it refuses itself.
  const showAddressProblem = useRef(false);
  const revealAddressProblem = () => {
    const field = document.getElementById(EMAIL_FIELD_ID);
    if (field instanceof HTMLInputElement) {
      field.focus();
      field.reportValidity();
    }
  };
  useEffect(() => {
    if (!emailError || !showAddressProblem.current) return;
    showAddressProblem.current = false;
    revealAddressProblem();
  }, [emailError]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checkAddress()) {
      // Said already (the browser let this submit through all the same): to the field now.
      if (emailError) revealAddressProblem();
      else showAddressProblem.current = true;
      return;
    }
    refocus.current = document.activeElement === sendButton.current;
    const honeypot = trap.current?.value ?? '';
    if (!siteKey || viaMailApp || honeypot) return submit(honeypot);
    const answer = captcha.current?.answer();
    if (!answer) return begin();
    await submit(honeypot, answer);
    captcha.current?.reset();
  };

  return (
    <div
      className={cn(
        'rounded-2xl border border-border bg-surface p-6 shadow-lg sm:p-8 print:hidden',
        className,
      )}
    >
      <h3 className="text-xl font-semibold text-fg">{t('contact.form.title')}</h3>
      {/* A host with no handler for the form's post: without JavaScript the visitor gets the
          address, not a form whose Send could only lead to the host's error page. */}
      {!contactHandler() && <NoScriptAddress />}
      <form
        ref={formElement}
        method="post"
        action={ACTION}
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={sending}
        className={cn('relative mt-6 space-y-6', !contactHandler() && 'scriptless:hidden')}
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <ContactField
            id="contact-name"
            name="name"
            label={t('contact.form.name.label')}
            missing={t('contact.problem.name.missing')}
            placeholder={t('contact.form.name.placeholder')}
            autoComplete="name"
            maxLength={MAX_NAME_CHARS}
            // A name is no word of a dictionary's, and each of its words starts with a capital.
            autoCapitalize="words"
            spellCheck={false}
            onFocus={begin}
            value={fields.name}
            onChange={(value, early) => change('name', value, early)}
            readOnly={locked}
          />
          <ContactField
            id={EMAIL_FIELD_ID}
            name="email"
            type="email"
            label={t('contact.form.email.label')}
            missing={t('contact.problem.email.missing')}
            malformed={t('contact.problem.email.invalid')}
            placeholder={t('contact.form.email.placeholder')}
            autoComplete="email"
            maxLength={MAX_EMAIL_CHARS}
            onFocus={begin}
            value={fields.email}
            onChange={(value, early) => change('email', value, early)}
            readOnly={locked}
            error={emailError}
          />
        </div>
        <ContactField
          id="contact-message"
          name="message"
          label={t('contact.form.message.label')}
          missing={t('contact.problem.message.missing')}
          placeholder={t('contact.form.message.placeholder')}
          rows={6}
          onFocus={begin}
          value={fields.message}
          onChange={(value, early) => change('message', value, early)}
          readOnly={locked}
          error={sizeError}
        />
        <HoneypotField ref={trap} />
        {siteKey && captchaStarted && !viaMailApp && (
          <Suspense fallback={<div className="min-h-[78px]" />}>
            <CaptchaField
              ref={captcha}
              siteKey={siteKey}
              kind={captchaKind}
              onFailed={failCaptcha}
            />
          </Suspense>
        )}
        <div>
          <button
            ref={sendButton}
            type="submit"
            disabled={locked}
            aria-describedby={viaMailApp ? 'contact-delivery' : undefined}
            className={cn(BUTTON_PRIMARY, 'w-full py-3.5')}
          >
            {sending ? (
              <Icon name="loader" className={`${BUTTON_ICON_BEFORE} motion-safe:animate-spin`} />
            ) : (
              <Icon name="send" className={`${BUTTON_ICON_BEFORE} rtl:-scale-x-100`} />
            )}
            <ChangingText>
              {sending ? t('contact.form.sending') : t('contact.form.send')}
            </ChangingText>
          </button>
          {viaMailApp && (
            <p id="contact-delivery" className="mt-3 text-sm text-muted">
              {t('contact.form.viaMailApp')}
            </p>
          )}
        </div>
        {/* Only in the prerendered page, where it runs as parsed: React leaves it there while it
            hydrates, and once it holds the form the script has done its work. A page React
            renders itself (npm run dev) never needs it, and React warns of a script it made. */}
        {!ready && <script dangerouslySetInnerHTML={{ __html: FORM_LOCK_SCRIPT }} />}
      </form>
      {/* Shown by the page's loader only if the form's code cannot arrive: its button disabled,
          it would otherwise take a message it cannot send and say nothing. */}
      {!ready && (
        <p
          hidden
          {...{ [UNLOADED_NOTICE_ATTRIBUTE]: '' }}
          role="alert"
          className="mt-4 rounded-xl bg-danger-bg px-4 py-3 text-sm font-medium text-danger-fg"
        >
          {t('contact.form.unloaded')}
        </p>
      )}
      <ContactStatusMessage status={state.status}>
        {mailto && (state.offerMailApp || captchaFailed) && <MailAppOffer href={mailto} />}
      </ContactStatusMessage>
    </div>
  );
}
