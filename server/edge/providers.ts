// Where an accepted message goes, chosen by the host's environment: Resend's HTTP API, Cloudflare
// Email Routing's send_email binding, or the local outbox of `npm run serve:edge`. Every answer
// but a delivery is a failure the visitor is told about; none looks like a sent message.
import type { ContactFields } from '../../src/lib/contact-form-state';
import { mailBody, mailSubject } from '../../src/lib/mail-app';
import { DeadlineExceeded, withDeadline } from './deadline';
import { rawMime } from './mime';

export const RESEND_API_URL = 'https://api.resend.com/emails';

/** Cloudflare's send_email binding; the message is built by `createEmailMessage` (the adapter's). */
export interface SendEmailBinding {
  send(message: unknown): Promise<void>;
}

/** A service binding (workerd, Cloudflare), as the local outbox is reached from `serve:edge`. */
export interface ServiceBinding {
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

export interface ProviderEnv {
  /** `resend`, `cloudflare` or `outbox`; unset: the first one configured, in that order. */
  MAIL_PROVIDER?: string;
  /** The owner's inbox, and the sender address on a domain the provider has verified. */
  CONTACT_TO_EMAIL?: string;
  CONTACT_FROM_EMAIL?: string;
  RESEND_API_KEY?: string;
  RESEND_API_URL?: string;
  SEND_EMAIL?: SendEmailBinding;
  OUTBOX?: ServiceBinding;
  OUTBOX_TOKEN?: string;
}

export interface OutgoingMessage {
  fields: ContactFields;
  toName: string;
  ids: { lib_version: string | null; service_id: string; template_id: string };
  receivedAt: Date;
}

export type Delivery =
  | { ok: true; where: string }
  | { ok: false; kind: 'rejected' | 'failed' | 'timeout' | 'full'; detail: string };

export interface Provider {
  name: 'resend' | 'cloudflare' | 'outbox';
  deliver(message: OutgoingMessage, signal: AbortSignal): Promise<Delivery>;
}

export interface ProviderDeps {
  fetch: typeof fetch;
  /** Cloudflare's `new EmailMessage(from, to, raw)` from `cloudflare:email`, given by its adapter. */
  createEmailMessage?: (from: string, to: string, raw: string) => unknown;
}

function fromStatus(status: number, where: string, text: string): Delivery {
  if (status >= 200 && status < 300) return { ok: true, where };
  const detail = `${status} ${text.slice(0, 200)}`.trim();
  return { ok: false, kind: status < 500 ? 'rejected' : 'failed', detail };
}

function resend(env: ProviderEnv, deps: ProviderDeps): Provider | string {
  if (!env.RESEND_API_KEY) return 'RESEND_API_KEY';
  if (!env.CONTACT_TO_EMAIL || !env.CONTACT_FROM_EMAIL)
    return 'CONTACT_TO_EMAIL and CONTACT_FROM_EMAIL';
  const { RESEND_API_KEY: key, CONTACT_TO_EMAIL: to, CONTACT_FROM_EMAIL: from } = env;
  return {
    name: 'resend',
    async deliver({ fields }, signal) {
      const response = await deps.fetch(env.RESEND_API_URL || RESEND_API_URL, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [to],
          reply_to: fields.email.trim(),
          subject: mailSubject(fields),
          text: mailBody(fields),
        }),
        signal,
      });
      return fromStatus(response.status, 'resend', await response.text().catch(() => ''));
    },
  };
}

function cloudflare(env: ProviderEnv, deps: ProviderDeps): Provider | string {
  if (!env.SEND_EMAIL) return 'the SEND_EMAIL binding';
  if (!env.CONTACT_TO_EMAIL || !env.CONTACT_FROM_EMAIL)
    return 'CONTACT_TO_EMAIL and CONTACT_FROM_EMAIL';
  if (!deps.createEmailMessage) return "the adapter's EmailMessage (cloudflare:email)";
  const { SEND_EMAIL: binding, CONTACT_TO_EMAIL: to, CONTACT_FROM_EMAIL: from } = env;
  const create = deps.createEmailMessage;
  return {
    name: 'cloudflare',
    async deliver({ fields, receivedAt }) {
      const raw = rawMime({
        from,
        to,
        replyTo: fields.email.trim(),
        subject: mailSubject(fields),
        text: mailBody(fields),
        date: receivedAt,
        id: crypto.randomUUID(),
      });
      try {
        await binding.send(create(from, to, raw));
        return { ok: true, where: 'cloudflare' };
      } catch (error) {
        // The binding throws for a refused message (an unverified address) as for an outage.
        return { ok: false, kind: 'failed', detail: String(error) };
      }
    },
  };
}

function outbox(env: ProviderEnv): Provider | string {
  if (!env.OUTBOX) return 'the OUTBOX binding';
  const binding = env.OUTBOX;
  return {
    name: 'outbox',
    async deliver({ fields, toName, ids, receivedAt }, signal) {
      // The same record `npm start` keeps: the EmailJS-shaped request and when it came.
      const response = await binding.fetch('http://outbox/messages', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${env.OUTBOX_TOKEN ?? ''}`,
        },
        body: JSON.stringify({
          received_at: receivedAt.toISOString(),
          request: {
            ...ids,
            user_id: ids.service_id,
            template_params: {
              from_name: fields.name,
              from_email: fields.email,
              message: fields.message,
              to_name: toName,
            },
          },
        }),
        signal,
      });
      const text = await response.text().catch(() => '');
      if (response.status === 507) return { ok: false, kind: 'full', detail: text };
      return fromStatus(response.status, text || 'outbox', text);
    },
  };
}

const BUILDERS = { resend, cloudflare, outbox } as const;

/** The provider the environment names or configures; else what is missing, for the log. */
export function chooseProvider(
  env: ProviderEnv,
  deps: ProviderDeps,
): Provider | { missing: string } {
  const named = env.MAIL_PROVIDER?.trim().toLowerCase();
  if (named) {
    if (!(named in BUILDERS)) return { missing: `a known MAIL_PROVIDER (not "${named}")` };
    const built = BUILDERS[named as keyof typeof BUILDERS](env, deps);
    return typeof built === 'string' ? { missing: built } : built;
  }
  const tried: string[] = [];
  for (const build of Object.values(BUILDERS)) {
    const built = build(env, deps);
    if (typeof built !== 'string') return built;
    tried.push(built);
  }
  return { missing: `one of: ${tried.join('; ')}` };
}

/** Delivers within `timeoutMs`; a throw (network) or a timeout is a failed delivery, never a throw. */
export async function deliverWithin(
  provider: Provider,
  message: OutgoingMessage,
  timeoutMs: number,
): Promise<Delivery> {
  try {
    return await withDeadline(timeoutMs, (signal) => provider.deliver(message, signal));
  } catch (error) {
    if (error instanceof DeadlineExceeded)
      return { ok: false, kind: 'timeout', detail: error.message };
    return { ok: false, kind: 'failed', detail: String(error) };
  }
}
