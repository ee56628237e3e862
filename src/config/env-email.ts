// The contact form's mail configuration, as pure functions of an environment record, so the app
// (src/config/env.ts), the build warning (server/vite-plugin.ts) and the tests read it one way.

export const EMAILJS_KEY_VARS = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
] as const;
export const EMAILJS_ORIGIN_VAR = 'VITE_EMAILJS_ORIGIN';

export type EmailKeyVar = (typeof EMAILJS_KEY_VARS)[number];

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
    }
  | {
      mode: 'local-outbox';
      publicKey: string;
      serviceId: string;
      templateId: string;
      /** The page's own origin: `npm start` and `npm run dev` answer the EmailJS call there. */
      origin: string;
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
    return { mode: 'emailjs', publicKey, serviceId, templateId, ...(origin ? { origin } : {}) };
  }
  const missing = EMAILJS_KEY_VARS.filter((name) => !setting(env, name));
  if (missing.length < EMAILJS_KEY_VARS.length) return { mode: 'misconfigured', missing };
  return {
    mode: 'local-outbox',
    publicKey: LOCAL_OUTBOX_ID,
    serviceId: LOCAL_OUTBOX_ID,
    templateId: LOCAL_OUTBOX_ID,
    origin: pageOrigin,
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
  return `Contact form: EmailJS keys are not set (${EMAILJS_KEY_VARS.join(', ')}). Messages go to the local outbox of \`npm start\`; a static host will show the failure message. See .env.example.`;
}
