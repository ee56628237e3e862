// The contact message's one server-side handler, for every host: a standard Request in, a Response
// out, nothing host-specific inside (each host's adapter is a few lines around it). It takes the
// page's JSON (the EmailJS-compatible body its script sends) and a plain HTML form post (the page
// without JavaScript), keeps spam and abuse out, and hands the message to the mail provider the
// environment names. A message is answered as sent only once the provider has taken it.
import { languages } from '@content/languages';
import { profile } from '@content/profile';
import {
  CONTACT_FORM_PATH as CONTACT_PATH,
  CONTACT_SENT_PATH,
  LOCAL_OUTBOX_HEADER,
  LOCAL_OUTBOX_MAX_BODY_BYTES,
} from '../../src/config/env-email';
import { ownerEmail } from '../../src/lib/contact-details';
import { answerPage, answerPagePolicy, type AnswerPage } from './answer-page';
import {
  fieldProblems,
  parseFormBody,
  parseJsonBody,
  type FieldProblem,
  type Submission,
} from './contact-input';
import { escapeForLog, forLog } from './log-text';
import { chooseProvider, deliverWithin, type ProviderDeps, type ProviderEnv } from './providers';
import {
  bindingLimit,
  createRateLimiter,
  memoryLimit,
  type ClientLimit,
  type RateLimitBinding,
} from './rate-limit';
import { readLimitedText } from './read-body';
import { createReplaySet, verifyTurnstile, type ReplaySet } from './turnstile';
import { visitorLanguage } from './visitor-language';

/** The form's action, under the site's base path; the page's script posts to EMAIL_SEND_PATH. */
export { CONTACT_FORM_PATH as CONTACT_PATH, EMAIL_SEND_PATH } from '../../src/config/env-email';
/** Where a plain form post that was sent is sent on, in its language (a page the build writes). */
export const SENT_PATH = CONTACT_SENT_PATH;
/** The largest body read: the page refuses longer messages before sending, with this limit. */
export const MAX_BODY_BYTES = LOCAL_OUTBOX_MAX_BODY_BYTES;
/** Faster than this from the form's first showing to its sending is a script, not a person. */
export const MIN_FILL_MS = 3000;
/** Messages per client: a person writes a few, a flood is cut off. */
export const RATE_LIMIT = { max: 5, windowSeconds: 600 };
export const PROVIDER_TIMEOUT_MS = 10_000;
export const SITEVERIFY_TIMEOUT_MS = 5_000;

export interface ContactEnv extends ProviderEnv {
  /** Turns Turnstile on: every message must carry a token siteverify accepts. */
  TURNSTILE_SECRET_KEY?: string;
  /** Cloudflare's rate-limiting binding; an in-memory count otherwise. */
  CONTACT_RATE_LIMITER?: RateLimitBinding;
  /** The in-memory limit (and the period a binding refusal waits), when not the defaults. */
  RATE_LIMIT_MAX?: string;
  RATE_LIMIT_WINDOW_S?: string;
  /** The host names the site is served under (comma-separated), besides the request's own. */
  ALLOWED_HOSTS?: string;
  SITE_URL?: string;
}

/** The settings that are text: a host without bindings (Netlify, Vercel) has only these. */
export const TEXT_SETTINGS = [
  'MAIL_PROVIDER',
  'CONTACT_TO_EMAIL',
  'CONTACT_FROM_EMAIL',
  'RESEND_API_KEY',
  'RESEND_API_URL',
  'TURNSTILE_SECRET_KEY',
  'RATE_LIMIT_MAX',
  'RATE_LIMIT_WINDOW_S',
  'ALLOWED_HOSTS',
  'SITE_URL',
] as const satisfies readonly (keyof ContactEnv)[];

/** The handler's settings from a process environment (each adapter on Node passes its own). */
export function settingsFrom(source: Readonly<Record<string, string | undefined>>): ContactEnv {
  const env: ContactEnv = {};
  for (const name of TEXT_SETTINGS) if (source[name]) env[name] = source[name];
  return env;
}

export interface ContactDeps extends Partial<ProviderDeps> {
  /** The client's address as the host knows it (each adapter gives its own). */
  clientAddress?: string | null;
  log?: (line: string) => void;
  now?: () => number;
  /** State shared across requests; this isolate's own by default. */
  limit?: ClientLimit;
  replay?: ReplaySet;
  providerTimeoutMs?: number;
  siteverifyTimeoutMs?: number;
  siteverifyUrl?: string;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];

// What lives as long as the isolate (or process): counts and used tokens.
const isolate = {
  limiters: new Map<string, ClientLimit>(),
  replay: createReplaySet(),
};

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

function clientLimit(env: ContactEnv, deps: ContactDeps): ClientLimit {
  if (deps.limit) return deps.limit;
  const windowSeconds = positive(env.RATE_LIMIT_WINDOW_S, RATE_LIMIT.windowSeconds);
  if (env.CONTACT_RATE_LIMITER) return bindingLimit(env.CONTACT_RATE_LIMITER, windowSeconds);
  const max = positive(env.RATE_LIMIT_MAX, RATE_LIMIT.max);
  const key = `${max}/${windowSeconds}`;
  let limit = isolate.limiters.get(key);
  if (!limit) {
    limit = memoryLimit(createRateLimiter(max, windowSeconds * 1000));
    isolate.limiters.set(key, limit);
  }
  return limit;
}

/** The host names configured for the site; empty: the request's own host is the site's. */
function siteHosts(env: ContactEnv): string[] {
  const hosts = (env.ALLOWED_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase());
  try {
    if (env.SITE_URL) hosts.push(new URL(env.SITE_URL).hostname.toLowerCase());
  } catch {
    // Not an absolute address: nothing to add.
  }
  return hosts.filter(Boolean);
}

function hostAllowed(name: string, own: string, configured: readonly string[]): boolean {
  if (LOOPBACK.includes(name) || name.endsWith('.localhost')) return true;
  return configured.length === 0 ? name === own : configured.includes(name);
}

/**
 * The site's base path, from where the handler was reached ("/portfolio/api/contact"): the root
 * base, whatever the language, which the action's query names (visitor-language.ts).
 */
function basePath(url: URL): string {
  const suffix = `/${CONTACT_PATH}`;
  return url.pathname.endsWith(suffix) ? url.pathname.slice(0, -CONTACT_PATH.length) : '/';
}

type Kind = 'json' | 'form';

function kindOf(contentType: string | null): Kind | null {
  const [type = '', ...params] = (contentType ?? '')
    .toLowerCase()
    .split(';')
    .map((p) => p.trim());
  // Only UTF-8, said or assumed: another charset would be read as something else.
  if (params.some((param) => param.startsWith('charset=') && param !== 'charset=utf-8'))
    return null;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

const BASE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...BASE_HEADERS, ...headers },
  });
}

const OWNER = { name: profile.name, firstName: profile.firstName, email: ownerEmail(profile) };

export async function handleContact(
  request: Request,
  env: ContactEnv,
  deps: ContactDeps = {},
): Promise<Response> {
  const log = deps.log ?? ((line: string) => console.log(line));
  const now = deps.now ?? Date.now;
  const fetcher = deps.fetch ?? ((input, init) => fetch(input, init));
  const url = new URL(request.url);
  const base = basePath(url);
  const language = visitorLanguage(url);
  const { t } = language.words;
  const client = deps.clientAddress || request.headers.get('cf-connecting-ip') || 'unknown';
  const provider = chooseProvider(env, {
    fetch: fetcher,
    createEmailMessage: deps.createEmailMessage,
  });
  const noProvider = () =>
    'missing' in provider
      ? `contact: no mail provider is configured (missing ${provider.missing}; see DEPLOYING.md): the form offers the visitor's mail app instead`
      : '';

  // The page asks (HEAD) whether its own server takes messages before it offers to send: yes with
  // the header, no without it; 204 either way, as a refusal would be an error in its console.
  if (request.method === 'HEAD') {
    const line = noProvider();
    if (line) log(line);
    const found: Record<string, string> = line ? {} : { [LOCAL_OUTBOX_HEADER]: '1' };
    return new Response(null, { status: 204, headers: { ...BASE_HEADERS, ...found } });
  }
  if (request.method !== 'POST') return text(405, 'Method Not Allowed', { Allow: 'POST, HEAD' });

  const kind = kindOf(request.headers.get('content-type'));
  // What the visitor typed, once read: a refusal page gives it back to them.
  const typed: { fields?: Submission['fields'] } = {};

  const refuse = async (
    status: number,
    reason: string,
    summary: string,
    // `detail` goes to the owner's log only: a provider's or siteverify's own words may name the
    // owner's account, inbox or setup, which are nobody else's business.
    extra: { headers?: Record<string, string>; problems?: FieldProblem[]; detail?: string } = {},
  ): Promise<Response> => {
    const logged = extra.detail === undefined ? reason : `${reason}: ${extra.detail}`;
    log(
      `contact: refused a message from ${escapeForLog(client)}: ${status} ${escapeForLog(logged)}`,
    );
    if (kind !== 'form') return text(status, reason, extra.headers);
    const page: AnswerPage = {
      summary,
      owner: OWNER,
      base,
      languages,
      language,
      fields: typed.fields,
      problems: extra.problems,
    };
    return new Response(answerPage(page), {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': await answerPagePolicy(),
        // Not no-referrer: a form posted from a no-referrer page says its Origin is "null".
        'Referrer-Policy': 'same-origin',
        ...BASE_HEADERS,
        ...extra.headers,
      },
    });
  };
  const sent = () =>
    kind === 'form'
      ? new Response(null, {
          status: 303,
          headers: { Location: `${base}${language.prefix}${SENT_PATH}`, ...BASE_HEADERS },
        })
      : text(200, 'OK');

  // Only the site's own pages, under the site's own names, may send (DNS rebinding, other sites).
  // Another site's page is refused before its body is read: its text is not echoed on this site.
  const configured = siteHosts(env);
  const origin = request.headers.get('origin');
  if (origin !== null) {
    let from = '';
    try {
      from = new URL(origin).host.toLowerCase();
    } catch {
      // "null" (a sandboxed or local page) or garbage: from nowhere the site is.
    }
    const sameSite =
      from === url.host.toLowerCase() || configured.includes(from.replace(/:\d+$/, ''));
    if (!sameSite)
      return refuse(403, `Messages are not accepted from ${origin}`, t('contact.problem.refused'));
  }
  if (!kind) {
    return refuse(
      415,
      'The body must be application/json or application/x-www-form-urlencoded (UTF-8)',
      t('contact.problem.unreadable'),
    );
  }

  const body = await readLimitedText(request, MAX_BODY_BYTES);
  if (!body.ok) {
    if (body.reason === 'too-large') {
      const limit = MAX_BODY_BYTES / 1024;
      return refuse(
        413,
        `The request body is larger than ${limit} KB`,
        t('contact.problem.tooLarge', { limit }),
      );
    }
    return refuse(
      400,
      `The request body could not be read (${body.reason})`,
      t('contact.problem.unreadable'),
    );
  }
  const parsed =
    kind === 'json' ? parseJsonBody(body.text, OWNER.name) : parseFormBody(body.text, OWNER.name);
  if (!parsed.ok) return refuse(400, parsed.reason, t('contact.problem.unreadable'));
  const submission = parsed.value;
  typed.fields = submission.fields;
  // A name of the site's that the owner has not listed (a www. or preview address): the visitor
  // is on the site itself, and the answer gives them back what they typed, with their mail app.
  if (!hostAllowed(url.hostname.toLowerCase(), url.hostname.toLowerCase(), configured)) {
    return refuse(
      403,
      `Messages are not accepted for the host ${url.hostname}`,
      t('contact.problem.refused'),
    );
  }

  // A filled honeypot is a bot: nothing is sent, and it is told it was, so it learns nothing.
  if (submission.honeypot) {
    log(`contact: dropped a message from ${escapeForLog(client)}: the honeypot was filled`);
    return sent();
  }
  const problems = fieldProblems(submission.fields, t);
  if (problems.length > 0) {
    const reason = problems.map((p) => `${p.field}: ${p.text}`).join(' ');
    return refuse(400, reason, t('contact.problem.fix'), { problems });
  }
  // The page's script states how long the form was open; a static page without script cannot.
  if (submission.kind === 'json' && submission.fillMs === null) {
    return refuse(400, 'template_params.fill_ms is required', t('contact.problem.unreadable'));
  }
  if (submission.fillMs !== null && submission.fillMs < MIN_FILL_MS) {
    return refuse(
      400,
      `Sent ${submission.fillMs} ms after the form showed, under ${MIN_FILL_MS} ms`,
      t('contact.problem.tooFast'),
    );
  }
  const wait = await clientLimit(env, deps).take(client);
  if (wait > 0) {
    return refuse(429, 'Too Many Requests', t('contact.problem.rateLimited'), {
      headers: { 'Retry-After': String(wait) },
    });
  }
  if ('missing' in provider) {
    log(noProvider());
    return refuse(503, 'No mail provider is configured', t('contact.problem.unavailable'));
  }
  if (env.TURNSTILE_SECRET_KEY) {
    const outcome = await verifyTurnstile({
      token: submission.turnstileToken,
      secret: env.TURNSTILE_SECRET_KEY,
      remoteIp: client === 'unknown' ? null : client,
      isOwnHost: (name) => hostAllowed(name.toLowerCase(), url.hostname.toLowerCase(), configured),
      fetch: fetcher,
      replay: deps.replay ?? isolate.replay,
      timeoutMs: deps.siteverifyTimeoutMs ?? SITEVERIFY_TIMEOUT_MS,
      siteverifyUrl: deps.siteverifyUrl,
    });
    if (!outcome.ok) {
      if (outcome.reason === 'unreachable') {
        return refuse(503, 'Turnstile could not be asked', t('contact.status.error'), {
          detail: outcome.detail,
        });
      }
      if (outcome.reason === 'missing') {
        const summary =
          kind === 'form'
            ? t('contact.problem.captchaNeedsScript')
            : t('contact.problem.captchaFailed');
        return refuse(400, 'The Turnstile token is missing', summary);
      }
      return refuse(
        403,
        `The Turnstile token was refused (${outcome.reason})`,
        t('contact.problem.captchaFailed'),
      );
    }
  }

  const delivery = await deliverWithin(
    provider,
    {
      fields: submission.fields,
      toName: submission.toName,
      ids: submission.ids,
      receivedAt: new Date(now()),
    },
    deps.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS,
  );
  if (!delivery.ok) {
    const status = { rejected: 502, failed: 502, timeout: 504, full: 507 }[delivery.kind];
    return refuse(status, 'The mail provider did not take the message', t('contact.status.error'), {
      detail: `${provider.name}: ${delivery.kind} ${delivery.detail}`,
    });
  }
  log(
    `contact: message from ${forLog(submission.fields.name)} <${forLog(submission.fields.email)}> handed to ${provider.name} (${escapeForLog(delivery.where)})`,
  );
  return sent();
}
