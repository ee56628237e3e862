// The one module that reaches the EmailJS SDK. It is loaded on the first send, as its own chunk,
// so it never weighs on the first paint; every outcome comes back as a typed result, never a throw.
import type * as EmailJS from '@emailjs/browser';
import { describeMissingKeys, type EmailConfig } from '../config/env';
import { createSafeStorageProvider, withThrowingStorageHidden } from './email-storage';

export const EMAILJS_SDK_VERSION = '4.4.1';
/** One message per page every 10 seconds: a double click or a bot cannot flood the owner. */
export const SEND_RATE_LIMIT = { id: 'contact-form', throttle: 10_000 } as const;

/** What the visitor typed, plus who it is for. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  toName: string;
}

/** The template variables the EmailJS template (and the local outbox) reads. */
export interface ContactTemplateParams extends Record<string, unknown> {
  from_name: string;
  from_email: string;
  message: string;
  to_name: string;
}

/** `status` is the HTTP or SDK status; 0 when no answer came (network, loading, configuration). */
export type SendResult =
  { ok: true } | { ok: false; status: number; text: string; cause?: unknown };

export function toTemplateParams({ name, email, message, toName }: ContactMessage) {
  return {
    from_name: name,
    from_email: email,
    message,
    to_name: toName,
  } satisfies ContactTemplateParams;
}

/** Maps whatever the SDK rejected with to a failure: its {status, text}, a thrown string, or other. */
export function toSendFailure(error: unknown): Extract<SendResult, { ok: false }> {
  if (typeof error === 'object' && error !== null && 'status' in error && 'text' in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    if (typeof status === 'number') return { ok: false, status, text: String(text) };
  }
  // The SDK throws plain strings for invalid parameters; fetch throws TypeError when offline.
  if (typeof error === 'string') return { ok: false, status: 0, text: error };
  return { ok: false, status: 0, text: 'Network Error', cause: error };
}

/** One line for the console: "429 Too Many Requests", or the reason when no answer came. */
export function describeSendFailure(failure: Extract<SendResult, { ok: false }>): string {
  return failure.status ? `${failure.status} ${failure.text}` : failure.text;
}

const storageProvider = createSafeStorageProvider();
let sdk: Promise<typeof EmailJS> | undefined;

function loadSdk() {
  sdk ??= withThrowingStorageHidden(() => import('@emailjs/browser')).catch((error: unknown) => {
    sdk = undefined; // let a later send try again (a dropped connection while loading the chunk)
    throw error;
  });
  return sdk;
}

/** `extraParams`: template variables beyond the message, such as a CAPTCHA answer. */
export async function sendContactMessage(
  message: ContactMessage,
  config: EmailConfig,
  extraParams: Readonly<Record<string, string>> = {},
): Promise<SendResult> {
  if (config.mode === 'misconfigured') {
    return { ok: false, status: 0, text: describeMissingKeys(config.missing) };
  }
  let emailjs: Awaited<ReturnType<typeof loadSdk>>;
  try {
    emailjs = await loadSdk();
  } catch (error) {
    return { ok: false, status: 0, text: 'The EmailJS SDK could not be loaded', cause: error };
  }
  const options = {
    publicKey: config.publicKey,
    limitRate: { ...SEND_RATE_LIMIT },
    storageProvider,
    blockHeadless: false,
  };
  try {
    // The request origin lives only in the SDK's global store, which init() sets.
    emailjs.init({ ...options, ...(config.origin ? { origin: config.origin } : {}) });
    const params = { ...extraParams, ...toTemplateParams(message) };
    await emailjs.send(config.serviceId, config.templateId, params, options);
    return { ok: true };
  } catch (error) {
    const failure = toSendFailure(error);
    // The SDK marks the send before the request; a send that got nowhere should not block a retry.
    if (failure.status !== 429) await storageProvider.remove(SEND_RATE_LIMIT.id);
    return failure;
  }
}
