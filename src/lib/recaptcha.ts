// Google reCAPTCHA v2, for an EmailJS account that requires a CAPTCHA on each send. Its script is
// fetched only once the visitor starts on the form, so no visitor who only reads pays for it.

import { widgetScriptLoader } from './widget-script';

/** The part of the reCAPTCHA API the form uses. */
export interface Recaptcha {
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      theme?: 'light' | 'dark';
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
    },
  ) => number;
  getResponse: (widget: number) => string;
  reset: (widget: number) => void;
}

/** Where the script comes from; scripts/csp.ts allows exactly these origins' reCAPTCHA paths. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** The template variable EmailJS reads the answer from. */
export const RECAPTCHA_PARAM = 'g-recaptcha-response';
const READY_CALLBACK = 'portfolioRecaptchaReady';

export const loadRecaptcha = widgetScriptLoader<Recaptcha>(
  `${RECAPTCHA_SCRIPT}?render=explicit&onload=${READY_CALLBACK}`,
  READY_CALLBACK,
  (host) => host.grecaptcha as Recaptcha,
);
