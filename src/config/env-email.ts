// The contact form's mail configuration, as pure functions of an environment record, so the app
// (src/config/env.ts), the build warning (server/vite-plugin.ts) and the tests read it one way.

export const EMAILJS_KEY_VARS = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
] as const;
export const EMAILJS_ORIGIN_VAR = 'VITE_EMAILJS_ORIGIN';
/** The owner's EmailJS plan limit on a request's size, in KB; the free plan's 50 when unset. */
export const EMAILJS_SIZE_LIMIT_VAR = 'VITE_EMAILJS_SIZE_LIMIT_KB';
export const EMAILJS_DEFAULT_SIZE_LIMIT_KB = 50;
/** A reCAPTCHA v2 site key, for an EmailJS account that requires a CAPTCHA on each send. */
export const RECAPTCHA_SITE_KEY_VAR = 'VITE_RECAPTCHA_SITE_KEY';

/**
 * A Cloudflare Turnstile site key, for a site whose own server (the edge handler, server/edge)
 * checks each message with Turnstile: its secret key is set on the host, never here.
 */
export const TURNSTILE_SITE_KEY_VAR = 'VITE_TURNSTILE_SITE_KEY';

/** The most the local outbox (`npm start`, `npm run dev`) accepts in one request. */
export const LOCAL_OUTBOX_MAX_BODY_BYTES = 256 * 1024;
/**
 * The local server sets this header on its answers: a page built without EmailJS keys sends to
 * its own outbox where it finds it, and composes the message in the visitor's mail app where not.
 */
export const LOCAL_OUTBOX_HEADER = 'X-Local-Outbox';

export type EmailKeyVar = (typeof EMAILJS_KEY_VARS)[number];

/**
 * The template variable carrying how long the form was open before it was sent, in ms: sent to
 * the page's own server (the local outbox, the edge handler), which refuses a send too fast.
 */
export const FILL_TIME_PARAM = 'fill_ms';
/**
 * The honeypot's field name, which people never fill and form-filling bots do. Nothing a browser's
 * or password manager's autofill knows (company, website, address…): an autofill that filled the
 * hidden field would have the visitor's message dropped as a bot's, while telling them it was sent.
 */
export const HONEYPOT_FIELD = 'topic';
/**
 * Words browsers' and password managers' autofill looks for in a field's name and label, in the
 * languages they know best: the honeypot's name and every dictionary's label for it hold none.
 */
export const AUTOFILL_WORDS =
  /company|organi[sz]ation|business|firma|empresa|entreprise|soci[eé]t[eé]|unternehmen|azienda|bedrijf|address|adresse|direcci[oó]n|street|city|zip|postal|phone|t[eé]l[eé]phone|telefon|tel|url|web|home|nick|title|mail|name|nom|user|login|pass|country|state|region|birth/i;
/** The path of the send call on the page's own server, as the EmailJS SDK posts it. */
export const EMAIL_SEND_PATH = '/api/v1.0/email/send';
/** Where the form posts without JavaScript, under the site's base path: the edge handler's path. */
export const CONTACT_FORM_PATH = 'api/contact';
/**
 * The form action's query parameter naming the page's language (a tag of the site's languages),
 * when it is not the default: every language's form posts to the one handler at the site's root,
 * which answers in that language. A query, not a field, so a body it cannot read is answered so too.
 */
export const CONTACT_LANGUAGE_PARAM = 'lang';
/** The page (written by the build) the handler sends a form post on to once its message is sent. */
export const CONTACT_SENT_PATH = 'contact/sent/';

/**
 * `none` on a host that runs no contact handler (GitHub Pages, a plain file host): there a form
 * post without JavaScript would only meet an error page, so the page gives the owner's address
 * instead of the form. Unset where the handler runs (server/edge's hosts, `npm start`).
 */
export const CONTACT_HANDLER_VAR = 'VITE_CONTACT_HANDLER';
const NO_CONTACT_HANDLER = 'none';

/** Whether the host answers the form's post without JavaScript (CONTACT_HANDLER_VAR). */
export function hasContactHandler(env: Readonly<Record<string, unknown>>): boolean {
  return setting(env, CONTACT_HANDLER_VAR)?.toLowerCase() !== NO_CONTACT_HANDLER;
}

/** The line a build stops with when CONTACT_HANDLER_VAR holds anything but `none`; else null. */
export function contactHandlerProblem(env: Readonly<Record<string, unknown>>): string | null {
  const value = setting(env, CONTACT_HANDLER_VAR);
  if (value === undefined || value.toLowerCase() === NO_CONTACT_HANDLER) return null;
  return `${CONTACT_HANDLER_VAR} is "${value}": set it to ${NO_CONTACT_HANDLER} on a host that runs no contact handler (GitHub Pages), or leave it unset.`;
}

/** The ids the site sends to its own local outbox when no EmailJS keys are set. */
export const LOCAL_OUTBOX_ID = 'local-outbox';

export type EmailConfig =
  | {
      mode: 'emailjs';
      publicKey: string;
      serviceId: string;
      templateId: string;
      /** A non-default EmailJS API origin; the SDK's own default when absent. */
      origin?: string;
      /** The largest request the service takes, in bytes. */
      maxBytes: number;
      /** Set when the owner's EmailJS account requires a reCAPTCHA on each send. */
      captchaSiteKey?: string;
    }
  | {
      mode: 'local-outbox';
      publicKey: string;
      serviceId: string;
      templateId: string;
      /** The page's own origin: `npm start` and `npm run dev` answer the EmailJS call there. */
      origin: string;
      maxBytes: number;
      /** Set when the page's own server checks each message with Turnstile. */
      turnstileSiteKey?: string;
    }
  | { mode: 'misconfigured'; missing: EmailKeyVar[] };

function setting(env: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * All three keys set: EmailJS. None set: the local outbox at `pageOrigin`. One or two set: a
 * half-configured site, which must fail loudly rather than mail the wrong place.
 */
export function readEmailConfig(
  env: Readonly<Record<string, unknown>>,
  pageOrigin: string,
): EmailConfig {
  const [publicKey, serviceId, templateId] = EMAILJS_KEY_VARS.map((name) => setting(env, name));
  if (publicKey && serviceId && templateId) {
    const origin = setting(env, EMAILJS_ORIGIN_VAR)?.replace(/\/+$/, '');
    const captchaSiteKey = setting(env, RECAPTCHA_SITE_KEY_VAR);
    const limitKb = Number(setting(env, EMAILJS_SIZE_LIMIT_VAR));
    const maxBytes =
      (Number.isFinite(limitKb) && limitKb > 0 ? limitKb : EMAILJS_DEFAULT_SIZE_LIMIT_KB) * 1024;
    return {
      mode: 'emailjs',
      publicKey,
      serviceId,
      templateId,
      maxBytes,
      ...(origin ? { origin } : {}),
      ...(captchaSiteKey ? { captchaSiteKey } : {}),
    };
  }
  const missing = EMAILJS_KEY_VARS.filter((name) => !setting(env, name));
  if (missing.length < EMAILJS_KEY_VARS.length) return { mode: 'misconfigured', missing };
  const turnstileSiteKey = setting(env, TURNSTILE_SITE_KEY_VAR);
  return {
    mode: 'local-outbox',
    publicKey: LOCAL_OUTBOX_ID,
    serviceId: LOCAL_OUTBOX_ID,
    templateId: LOCAL_OUTBOX_ID,
    origin: pageOrigin,
    maxBytes: LOCAL_OUTBOX_MAX_BODY_BYTES,
    ...(turnstileSiteKey ? { turnstileSiteKey } : {}),
  };
}

/** Names what is missing, for the console when a send is refused. */
export function describeMissingKeys(missing: readonly EmailKeyVar[]): string {
  return `EmailJS is only partly configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. Set all of ${EMAILJS_KEY_VARS.join(', ')} (see .env.example), or none to use the local outbox.`;
}

/** The one line a production build prints when the form cannot mail anyone; null when it can. */
export function emailBuildWarning(env: Readonly<Record<string, unknown>>): string | null {
  const config = readEmailConfig(env, '');
  if (config.mode === 'emailjs') return null;
  if (config.mode === 'misconfigured') {
    return `Contact form: ${describeMissingKeys(config.missing)} Every send will show the failure message.`;
  }
  return `Contact form: EmailJS keys are not set (${EMAILJS_KEY_VARS.join(', ')}). Messages go to the local outbox of \`npm start\`; on a static host the form opens each visitor's mail app instead. See .env.example.`;
}
