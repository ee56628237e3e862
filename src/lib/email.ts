// The one way to the EmailJS SDK. The SDK, with the code that drives it (email-sdk.ts), is loaded
// as its own chunk once the visitor begins on the form (or on the first send), so it never weighs
// on the first paint; every outcome comes back as a typed result, never a throw.
import { describeMissingKeys, type EmailConfig } from '../config/env';
import type * as EmailSdk from './email-sdk';

export { SEND_RATE_LIMIT } from './send-rate-limit';

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

export type SendFailure = Extract<SendResult, { ok: false }>;

/** One line for the console: "429 Too Many Requests", or the reason when no answer came. */
export function describeSendFailure(failure: SendFailure): string {
  return failure.status ? `${failure.status} ${failure.text}` : failure.text;
}

function localStorageThrows(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

/**
 * Runs `load` (the SDK's dynamic import) with window.localStorage reading as undefined when
 * reading it throws: the SDK touches localStorage while its module evaluates, and a throw there
 * would fail the import for the page's lifetime. Our provider is what it uses afterwards.
 */
export async function withThrowingStorageHidden<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined' || !localStorageThrows()) return load();
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  if (own && !own.configurable) return load();
  try {
    Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
  } catch {
    return load();
  }
  try {
    return await load();
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  }
}

let sdk: Promise<typeof EmailSdk> | undefined;

function loadSdk() {
  sdk ??= withThrowingStorageHidden(() => import('./email-sdk')).catch((error: unknown) => {
    sdk = undefined; // let a later send try again (a dropped connection while loading the chunk)
    throw error;
  });
  return sdk;
}

/** Fetches the SDK ahead of the first send; a failure is left for the send to meet and report. */
export function preloadSdk(): void {
  loadSdk().catch(() => {});
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
  let loaded: typeof EmailSdk;
  try {
    loaded = await loadSdk();
  } catch (error) {
    return { ok: false, status: 0, text: 'The EmailJS SDK could not be loaded', cause: error };
  }
  return loaded.sendWithSdk(config, { ...extraParams, ...toTemplateParams(message) });
}
