// Cloudflare Turnstile, for a site whose own server (server/edge) checks each message with it. Its
// script is fetched only once the visitor starts on the form. It is offered to the form through
// the same interface as reCAPTCHA's, so the CAPTCHA field drives either.
import type { Recaptcha } from './recaptcha';
import { widgetScriptLoader } from './widget-script';

/** Where the script comes from; scripts/csp.ts allows exactly this origin. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
export const TURNSTILE_SCRIPT = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js`;
/** The field the token travels in (Turnstile's own name for it), and the action the server checks. */
export const TURNSTILE_PARAM = 'cf-turnstile-response';
export const TURNSTILE_ACTION = 'contact';
const READY_CALLBACK = 'portfolioTurnstileReady';

interface Turnstile {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | undefined;
  getResponse: (widget: string) => string | undefined;
  reset: (widget: string) => void;
}

/** Turnstile's widgets behind reCAPTCHA's numbered interface. */
function asRecaptcha(api: Turnstile): Recaptcha {
  const ids: string[] = [];
  return {
    render: (container, options) => {
      ids.push(api.render(container, { ...options, action: TURNSTILE_ACTION }) ?? '');
      return ids.length - 1;
    },
    getResponse: (widget) => api.getResponse(ids[widget] ?? '') ?? '',
    reset: (widget) => api.reset(ids[widget] ?? ''),
  };
}

export const loadTurnstile = widgetScriptLoader(
  `${TURNSTILE_SCRIPT}?render=explicit&onload=${READY_CALLBACK}`,
  READY_CALLBACK,
  (host) => asRecaptcha(host.turnstile as Turnstile),
);
