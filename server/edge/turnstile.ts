// Cloudflare Turnstile, checked on the server: the token the widget gave the visitor is sent to
// siteverify with the secret key, and the answer must name this site's host and the form's action.
// Each token is taken once: a replayed one is refused here, before siteverify is asked again.
import { withDeadline } from './deadline';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** The action the page's widget is rendered with, and the one siteverify must report. */
export const TURNSTILE_ACTION = 'contact';
/** Turnstile tokens are at most 2048 characters and live for 300 seconds. */
const MAX_TOKEN_CHARS = 2048;
const TOKEN_LIFETIME_MS = 300_000;

export type TurnstileOutcome =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'replayed' | 'rejected' | 'wrong-host' | 'wrong-action' }
  | { ok: false; reason: 'unreachable'; detail: string };

/** Tokens already used, forgotten once they would have expired anyway. */
export function createReplaySet(clock = () => Date.now(), max = 10_000) {
  const seen = new Map<string, number>();
  return {
    /** True the first time a token is seen, false for every later time. */
    claim(token: string): boolean {
      const now = clock();
      for (const [key, expires] of seen) {
        if (expires > now && seen.size < max) break;
        seen.delete(key);
      }
      if (seen.has(token)) return false;
      seen.set(token, now + TOKEN_LIFETIME_MS);
      return true;
    },
  };
}

export type ReplaySet = ReturnType<typeof createReplaySet>;

interface SiteverifyAnswer {
  success?: boolean;
  hostname?: string;
  action?: string;
  'error-codes'?: string[];
}

export interface TurnstileCheck {
  token: string;
  secret: string;
  remoteIp: string | null;
  /** Whether a host name siteverify reports is this site's. */
  isOwnHost: (hostname: string) => boolean;
  fetch: typeof fetch;
  replay: ReplaySet;
  timeoutMs: number;
  siteverifyUrl?: string;
}

export async function verifyTurnstile(check: TurnstileCheck): Promise<TurnstileOutcome> {
  const { token } = check;
  if (!token || token.length > MAX_TOKEN_CHARS) return { ok: false, reason: 'missing' };
  if (!check.replay.claim(token)) return { ok: false, reason: 'replayed' };
  const form = new URLSearchParams({ secret: check.secret, response: token });
  if (check.remoteIp) form.set('remoteip', check.remoteIp);
  let answer: SiteverifyAnswer;
  try {
    answer = await withDeadline(check.timeoutMs, async (signal) => {
      const response = await check.fetch(check.siteverifyUrl ?? SITEVERIFY_URL, {
        method: 'POST',
        body: form,
        signal,
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      return (await response.json()) as SiteverifyAnswer;
    });
  } catch (error) {
    return { ok: false, reason: 'unreachable', detail: String(error) };
  }
  if (answer.success !== true) return { ok: false, reason: 'rejected' };
  if (!answer.hostname || !check.isOwnHost(answer.hostname)) {
    return { ok: false, reason: 'wrong-host' };
  }
  if (answer.action !== TURNSTILE_ACTION) return { ok: false, reason: 'wrong-action' };
  return { ok: true };
}
