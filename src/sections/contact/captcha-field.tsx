import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { useRecaptcha } from '../../hooks/use-recaptcha';
import { RECAPTCHA_PARAM } from '../../lib/recaptcha';
import { loadTurnstile, TURNSTILE_PARAM } from '../../lib/turnstile';
import { t } from '../../words';
import { CaptchaUnavailable } from './captcha-unavailable';

/** What the form asks of the CAPTCHA when it sends. */
export interface CaptchaHandle {
  /** The template variables carrying the visitor's answer; null (and a hint shown) until given. */
  answer: () => Record<string, string> | null;
  reset: () => void;
}

export interface CaptchaFieldProps {
  ref: Ref<CaptchaHandle>;
  siteKey: string;
  /** reCAPTCHA, which the owner's EmailJS account asks for, or Turnstile, which their server checks. */
  kind?: 'recaptcha' | 'turnstile';
  /** The widget's script could not be loaded: the form offers the mail app instead. */
  onFailed: () => void;
}

/**
 * The CAPTCHA the owner's mail service asks for. This module is its own chunk, loaded (with the
 * widget's script) once the visitor starts on the form.
 */
export function CaptchaField({ ref, siteKey, kind = 'recaptcha', onFailed }: CaptchaFieldProps) {
  const turnstile = kind === 'turnstile';
  const { container, start, token, reset, failed } = useRecaptcha(
    siteKey,
    turnstile ? loadTurnstile : undefined,
  );
  const param = turnstile ? TURNSTILE_PARAM : RECAPTCHA_PARAM;
  // The form was sent without an answer.
  const [missing, setMissing] = useState(false);
  useImperativeHandle(
    ref,
    () => ({
      answer: () => {
        const value = token();
        setMissing(!value);
        return value ? { [param]: value } : null;
      },
      reset,
    }),
    [token, reset, param],
  );
  useEffect(start, [start]);
  useEffect(() => {
    if (failed) onFailed();
  }, [failed, onFailed]);
  return (
    <div>
      <div ref={container} className="min-h-[78px]" />
      {failed && <CaptchaUnavailable />}
      {missing && !failed && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-fg">
          {t('contact.form.captcha.missing')}
        </p>
      )}
    </div>
  );
}
