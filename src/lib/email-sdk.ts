// The part of the mail wrapper that needs the EmailJS SDK: its own chunk, loaded with the SDK once
// the visitor begins on the form (through email.ts, the one way in), so neither weighs on the
// first paint.
import * as emailjs from '@emailjs/browser';
import type { EmailConfig } from '../config/env';
import { SEND_RATE_LIMIT, type SendFailure, type SendResult } from './email';
import { createSafeStorageProvider } from './email-storage';

/** Maps whatever the SDK rejected with to a failure: its {status, text}, a thrown string, or other. */
export function toSendFailure(error: unknown): SendFailure {
  if (typeof error === 'object' && error !== null && 'status' in error && 'text' in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    if (typeof status === 'number') return { ok: false, status, text: String(text) };
  }
  // The SDK throws plain strings for invalid parameters; fetch throws TypeError when offline.
  if (typeof error === 'string') return { ok: false, status: 0, text: error };
  return { ok: false, status: 0, text: 'Network Error', cause: error };
}

const storageProvider = createSafeStorageProvider();
const RATE_LIMIT_MARGIN_MS = 50;

export async function sendWithSdk(
  config: Exclude<EmailConfig, { mode: 'misconfigured' }>,
  params: Record<string, unknown>,
): Promise<SendResult> {
  const options = {
    publicKey: config.publicKey,
    limitRate: { ...SEND_RATE_LIMIT },
    storageProvider,
    blockHeadless: false,
  };
  // A second message inside the limit (the visitor had more to say) waits it out, rather than
  // fail with the SDK's 429: the limit is there against a flood, not a person.
  const last = Number((await storageProvider.get(SEND_RATE_LIMIT.id)) || 0);
  const left = last + SEND_RATE_LIMIT.throttle - Date.now();
  // A mark further off than the limit is a clock's since set back: no send is that recent. Else a
  // moment more than is left, as a timer may fire a millisecond before the clock has moved on.
  if (left > SEND_RATE_LIMIT.throttle) await storageProvider.remove(SEND_RATE_LIMIT.id);
  else if (left > 0) {
    await new Promise((resolve) => setTimeout(resolve, left + RATE_LIMIT_MARGIN_MS));
  }
  try {
    // The request origin lives only in the SDK's global store, which init() sets.
    emailjs.init({ ...options, ...(config.origin ? { origin: config.origin } : {}) });
    await emailjs.send(config.serviceId, config.templateId, params, options);
    return { ok: true };
  } catch (error) {
    const failure = toSendFailure(error);
    // The SDK marks the send before the request; a send that got nowhere should not block a retry.
    if (failure.status !== 429) await storageProvider.remove(SEND_RATE_LIMIT.id);
    return failure;
  }
}
