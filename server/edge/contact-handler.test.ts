import { describe, expect, it, vi } from 'vitest';
import type * as LanguagesModule from '@content/languages';
import { languages } from '@content/languages';
import { profile } from '@content/profile';
import {
  CONTACT_LANGUAGE_PARAM,
  HONEYPOT_FIELD,
  LOCAL_OUTBOX_HEADER,
} from '../../src/config/env-email';
import { ownerEmail } from '../../src/lib/contact-details';
import { contactAction } from '../../src/lib/form-lock-script';
import { languagePrefix } from '../../src/lib/languages';
import { mailSubject, mailtoHref } from '../../src/lib/mail-app';
import { createTranslator, t } from '../../src/words';
import { dictionaries } from '../../src/words/dictionaries';
import {
  handleContact,
  MAX_BODY_BYTES,
  MIN_FILL_MS,
  RATE_LIMIT,
  SENT_PATH,
  type ContactDeps,
  type ContactEnv,
} from './contact-handler';
import { escapeHtml } from './answer-page';
import { createRateLimiter, memoryLimit } from './rate-limit';
import { createReplaySet, SITEVERIFY_URL, TURNSTILE_ACTION } from './turnstile';

// The site in its own default language, every other language the template has words for, and one
// it has none for: whatever the content's languages, each kind is here.
const { UNTRANSLATED } = vi.hoisted(() => ({ UNTRANSLATED: 'x-owner-only' }));
vi.mock('@content/languages', async (importOriginal) => {
  const { languages: own } = await importOriginal<typeof LanguagesModule>();
  const { dictionaries: template } = await import('../../src/words/dictionaries');
  const others = Object.keys(template).filter((tag) => tag !== own.default);
  return { languages: { default: own.default, all: [own.default, ...others, UNTRANSLATED] } };
});

const ORIGIN = 'https://portfolio.example';
const FIELDS = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello\nthere' };

function jsonBody(params: Record<string, unknown> = {}) {
  return JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local-outbox',
    service_id: 'local-outbox',
    template_id: 'local-outbox',
    template_params: {
      from_name: FIELDS.name,
      from_email: FIELDS.email,
      message: FIELDS.message,
      to_name: profile.name,
      fill_ms: String(MIN_FILL_MS + 1000),
      ...params,
    },
  });
}

function formBody(fields: Record<string, string> = {}) {
  return new URLSearchParams({ ...FIELDS, [HONEYPOT_FIELD]: '', ...fields }).toString();
}

function post(
  body: BodyInit,
  type = 'application/json',
  { path = '/api/contact', headers = {} }: { path?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type, Origin: ORIGIN, ...headers },
    body,
  });
}

/** A handler with a fake outbox (what it was given is kept) and state of its own. */
function setup(env: Partial<ContactEnv> = {}, deps: Partial<ContactDeps> = {}) {
  const delivered: Array<{ request: { template_params: Record<string, string> } }> = [];
  let outboxAnswer = () => new Response('.outbox/x.json', { status: 200 });
  const logs: string[] = [];
  const fullEnv: ContactEnv = {
    OUTBOX: {
      fetch: async (_url, init) => {
        delivered.push(JSON.parse(String(init?.body)));
        return outboxAnswer();
      },
    },
    ...env,
  };
  const fullDeps: ContactDeps = {
    log: (line) => logs.push(line),
    limit: memoryLimit(createRateLimiter(RATE_LIMIT.max, RATE_LIMIT.windowSeconds * 1000)),
    replay: createReplaySet(),
    clientAddress: '203.0.113.7',
    ...deps,
  };
  return {
    delivered,
    logs,
    setOutbox: (answer: () => Response) => (outboxAnswer = answer),
    send: (request: Request) => handleContact(request, fullEnv, fullDeps),
  };
}

describe('handleContact: a message that is fine', () => {
  it('takes the page’s JSON, delivers exactly what was typed and answers 200 OK', async () => {
    const { send, delivered, logs } = setup();
    const response = await send(post(jsonBody()));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.request.template_params).toEqual({
      from_name: FIELDS.name,
      from_email: FIELDS.email,
      message: FIELDS.message,
      to_name: profile.name,
    });
    expect(logs.at(-1)).toMatch(/handed to outbox/);
  });

  it('takes a plain form post and sends the visitor on to the sent page (303)', async () => {
    const { send, delivered } = setup();
    const response = await send(post(formBody(), 'application/x-www-form-urlencoded'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/${SENT_PATH}`);
    expect(delivered[0]?.request.template_params.message).toBe(FIELDS.message);
  });

  it('keeps the site’s base path in the way on', async () => {
    const { send } = setup();
    const request = post(formBody(), 'application/x-www-form-urlencoded', {
      path: '/portfolio/api/contact',
    });
    expect((await send(request)).headers.get('location')).toBe(`/portfolio/${SENT_PATH}`);
  });

  it('tells the page’s probe that it takes messages, and only when a provider is set up', async () => {
    const probe = () => new Request(`${ORIGIN}/api/v1.0/email/send`, { method: 'HEAD' });
    const configured = await setup().send(probe());
    expect(configured.status).toBe(204);
    expect(configured.headers.get(LOCAL_OUTBOX_HEADER)).toBe('1');
    const bare = setup({ OUTBOX: undefined });
    const unconfigured = await bare.send(probe());
    expect(unconfigured.status).toBe(204);
    expect(unconfigured.headers.get(LOCAL_OUTBOX_HEADER)).toBeNull();
    expect(bare.logs.join('\n')).toMatch(/no mail provider is configured/);
  });
});

describe('handleContact: every bad input gets its own answer, and nothing is delivered', () => {
  it('refuses a declared body over the limit without reading it (413)', async () => {
    const { send, delivered } = setup();
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new Uint8Array(1024));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(MAX_BODY_BYTES + 1),
        Origin: ORIGIN,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await send(request);
    expect(response.status).toBe(413);
    expect(pulled).toBe(0);
    expect(delivered).toEqual([]);
  });

  it('stops reading a chunked body as soon as it passes the limit (413)', async () => {
    const { send, delivered } = setup();
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const total = Math.ceil(MAX_BODY_BYTES / chunk.length) * 4;
    let pulled = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > total) controller.close();
        else controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await send(request);
    expect(response.status).toBe(413);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(total / 2);
    expect(delivered).toEqual([]);
  });

  it.each([
    ['text/plain', 415],
    ['multipart/form-data; boundary=x', 415],
    ['application/json; charset=iso-8859-1', 415],
    ['', 415],
  ])('refuses the content type "%s" (%i)', async (type, status) => {
    const { send, delivered } = setup();
    const request = new Request(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: type ? { 'Content-Type': type, Origin: ORIGIN } : { Origin: ORIGIN },
      body: new Blob([jsonBody()]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect((await send(request)).status).toBe(status);
    expect(delivered).toEqual([]);
  });

  it('refuses JSON that is not the page’s shape (400)', async () => {
    const { send, delivered } = setup();
    for (const body of ['{', '[]', JSON.stringify({ template_params: {} })]) {
      expect((await send(post(body))).status).toBe(400);
    }
    expect((await send(post(jsonBody({ from_name: 7 })))).status).toBe(400);
    expect(delivered).toEqual([]);
  });

  it.each([
    ['a missing name', { from_name: undefined }, 'name', t('contact.problem.name.missing')],
    ['an empty email', { from_email: '  ' }, 'email', t('contact.problem.email.missing')],
    ['an empty message', { message: '' }, 'message', t('contact.problem.message.missing')],
    ['an invalid email', { from_email: 'ada@' }, 'email', t('contact.problem.email.invalid')],
    [
      'a CRLF in the name',
      { from_name: 'Ada\r\nBcc: x@y.z' },
      'name',
      t('contact.problem.field.control'),
    ],
    [
      'a CRLF in the email',
      { from_email: 'a@b.c\r\nBcc: x@y.z' },
      'email',
      t('contact.problem.field.control'),
    ],
    [
      'a control character in the email',
      { from_email: 'a\u0007@b.c' },
      'email',
      t('contact.problem.field.control'),
    ],
    [
      'a line separator in the name',
      { from_name: 'Ada\u2028Bcc' },
      'name',
      t('contact.problem.field.control'),
    ],
    [
      'a direction override in the name, which shows it backwards in the subject',
      { from_name: 'Eve\u202Egnp.exe' },
      'name',
      t('contact.problem.field.control'),
    ],
    [
      'a name of invisible characters',
      { from_name: '\u200b \u200d' },
      'name',
      t('contact.problem.name.missing'),
    ],
    [
      'a message of invisible characters',
      { message: '\u200b\n\u2060' },
      'message',
      t('contact.problem.message.missing'),
    ],
  ])('refuses %s (400), naming the field', async (_, params, field, words) => {
    const { send, delivered } = setup();
    const response = await send(post(jsonBody(params)));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`${field}: ${words}`);
    expect(delivered).toEqual([]);
  });

  it('answers a form post with a problem with a page that says what, keeping what was typed', async () => {
    const { send, delivered } = setup();
    const typed = {
      name: '<b>Ada</b> "Lady" & co',
      email: 'not-an-address',
      message: '<script>x</script>\nline two',
    };
    const response = await send(post(formBody(typed), 'application/x-www-form-urlencoded'));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const html = await response.text();
    expect(html).toContain(escapeHtml(t('contact.problem.email.invalid')));
    expect(html).toContain(`value="${escapeHtml(typed.name)}"`);
    expect(html).toContain(`value="${escapeHtml(typed.email)}"`);
    expect(html).toContain(`>${escapeHtml(typed.message)}</textarea>`);
    // Kept text runs its own way, whatever the page's; an address left to right.
    expect(html).toMatch(/<input id="contact-name"[^>]* dir="auto"/);
    expect(html).toMatch(/<textarea id="contact-message"[^>]* dir="auto"/);
    expect(html).toMatch(/<input id="contact-email"[^>]* dir="ltr"/);
    expect(html).not.toContain('<script>');
    expect(html).toContain(escapeHtml(mailtoHref(ownerEmail(profile), typed)));
    expect(delivered).toEqual([]);
  });

  it('drops a filled honeypot, telling the sender it was sent, both ways', async () => {
    const { send, delivered, logs } = setup();
    const json = await send(post(jsonBody({ [HONEYPOT_FIELD]: 'Bots Inc.' })));
    expect(json.status).toBe(200);
    const form = await send(
      post(formBody({ [HONEYPOT_FIELD]: 'Bots Inc.' }), 'application/x-www-form-urlencoded'),
    );
    expect(form.status).toBe(303);
    expect(delivered).toEqual([]);
    expect(logs.filter((line) => /honeypot/.test(line))).toHaveLength(2);
  });

  it('refuses a send faster than a person, and JSON that does not say how long it took (400)', async () => {
    const { send, delivered } = setup();
    const fast = await send(post(jsonBody({ fill_ms: String(MIN_FILL_MS - 1) })));
    expect(fast.status).toBe(400);
    const formFast = await send(
      post(formBody({ fill_ms: '10' }), 'application/x-www-form-urlencoded'),
    );
    expect(await formFast.text()).toContain(escapeHtml(t('contact.problem.tooFast')));
    expect((await send(post(jsonBody({ fill_ms: undefined })))).status).toBe(400);
    expect((await send(post(jsonBody({ fill_ms: 'soon' })))).status).toBe(400);
    expect(delivered).toEqual([]);
  });

  it('refuses another site’s page, a sandboxed page and a foreign host name (403)', async () => {
    const { send, delivered } = setup({ ALLOWED_HOSTS: 'portfolio.example' });
    const from = (origin: string) =>
      post(jsonBody(), 'application/json', { headers: { Origin: origin } });
    expect((await send(from('https://evil.example'))).status).toBe(403);
    expect((await send(from('null'))).status).toBe(403);
    const rebound = new Request('http://rebound.example/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://rebound.example' },
      body: jsonBody(),
    });
    expect((await send(rebound)).status).toBe(403);
    expect(delivered).toEqual([]);
  });

  it('gives a plain post to a host name the owner has not listed its text back, with the mail app', async () => {
    const { send, delivered } = setup({ ALLOWED_HOSTS: 'portfolio.example' });
    const unlisted = new Request('http://www.portfolio.example/api/contact', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://www.portfolio.example',
      },
      body: formBody(),
    });
    const page = await send(unlisted);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain(escapeHtml(t('contact.problem.refused')));
    expect(html).toContain(`>${escapeHtml(FIELDS.message)}</textarea>`);
    expect(html).toContain(escapeHtml(t('contact.form.mailAppOffer')));
    expect(delivered).toEqual([]);
    // Another site's page gets no text of its own back on this site.
    const foreign = await send(
      post(formBody(), 'application/x-www-form-urlencoded', {
        headers: { Origin: 'https://evil.example' },
      }),
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).not.toContain(escapeHtml(FIELDS.message));
  });

  it(`lets ${RATE_LIMIT.max} messages through per client, then answers 429 with Retry-After`, async () => {
    const { send, delivered } = setup();
    for (let i = 0; i < RATE_LIMIT.max; i += 1)
      expect((await send(post(jsonBody()))).status).toBe(200);
    const refused = await send(post(jsonBody()));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(delivered).toHaveLength(RATE_LIMIT.max);
    const other = setup({}, { clientAddress: '198.51.100.1' });
    expect((await other.send(post(jsonBody()))).status).toBe(200);
  });

  it('asks the host’s rate-limiting binding where there is one', async () => {
    const limit = vi.fn(async () => ({ success: false }));
    const { send, delivered } = setup({ CONTACT_RATE_LIMITER: { limit } }, { limit: undefined });
    expect((await send(post(jsonBody()))).status).toBe(429);
    expect(limit).toHaveBeenCalledWith({ key: '203.0.113.7' });
    expect(delivered).toEqual([]);
  });

  it('says clearly in its log that no provider is set up, and answers 503', async () => {
    const { send, logs } = setup({ OUTBOX: undefined });
    const response = await send(post(jsonBody()));
    expect(response.status).toBe(503);
    expect(logs.join('\n')).toMatch(/no mail provider is configured \(missing .*RESEND_API_KEY/);
  });
});

describe('handleContact with Turnstile', () => {
  const SECRET = 'turnstile-secret';
  function siteverify(answer: Record<string, unknown>) {
    return vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toBe(SITEVERIFY_URL);
      const form = new URLSearchParams(String(init?.body));
      expect(form.get('secret')).toBe(SECRET);
      return Response.json({
        success: true,
        hostname: 'portfolio.example',
        action: TURNSTILE_ACTION,
        ...answer,
      });
    });
  }
  const withToken = (token: string) => post(jsonBody({ 'cf-turnstile-response': token }));

  it('delivers once siteverify accepts the token for this host and action', async () => {
    const fetch = siteverify({});
    const { send, delivered } = setup({ TURNSTILE_SECRET_KEY: SECRET }, { fetch });
    expect((await send(withToken('good'))).status).toBe(200);
    expect(new URLSearchParams(String(fetch.mock.calls[0]?.[1]?.body)).get('response')).toBe(
      'good',
    );
    expect(delivered).toHaveLength(1);
  });

  it('refuses a token used before without asking siteverify again (403)', async () => {
    const fetch = siteverify({});
    const { send, delivered } = setup({ TURNSTILE_SECRET_KEY: SECRET }, { fetch });
    await send(withToken('once'));
    expect((await send(withToken('once'))).status).toBe(403);
    expect(fetch).toHaveBeenCalledOnce();
    expect(delivered).toHaveLength(1);
  });

  it.each([
    ['another host', { hostname: 'evil.example' }],
    ['another action', { action: 'login' }],
    ['a failed challenge', { success: false }],
  ])('refuses a token siteverify gives for %s (403)', async (_, answer) => {
    const { send, delivered } = setup(
      { TURNSTILE_SECRET_KEY: SECRET },
      { fetch: siteverify(answer) },
    );
    expect((await send(withToken('t'))).status).toBe(403);
    expect(delivered).toEqual([]);
  });

  it('refuses a missing token (400), saying a form post needs JavaScript for it', async () => {
    const { send, delivered } = setup({ TURNSTILE_SECRET_KEY: SECRET }, { fetch: siteverify({}) });
    expect((await send(post(jsonBody()))).status).toBe(400);
    const page = await send(post(formBody(), 'application/x-www-form-urlencoded'));
    expect(await page.text()).toContain(escapeHtml(t('contact.problem.captchaNeedsScript')));
    expect(delivered).toEqual([]);
  });

  it('answers 503 when siteverify cannot be reached', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const { send, delivered } = setup({ TURNSTILE_SECRET_KEY: SECRET }, { fetch });
    expect((await send(withToken('t'))).status).toBe(503);
    expect(delivered).toEqual([]);
  });
});

describe('handleContact when the provider fails', () => {
  const RESEND = {
    OUTBOX: undefined,
    RESEND_API_KEY: 're_test',
    CONTACT_TO_EMAIL: 'owner@inbox.example',
    CONTACT_FROM_EMAIL: 'form@portfolio.example',
  };

  it('sends Resend the message with the visitor as Reply-To', async () => {
    const fetch = vi.fn(async () => Response.json({ id: '1' }));
    const { send } = setup(RESEND, { fetch });
    expect((await send(post(jsonBody()))).status).toBe(200);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.resend.com/emails');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer re_test');
    expect(JSON.parse(String(init.body))).toMatchObject({
      from: RESEND.CONTACT_FROM_EMAIL,
      to: [RESEND.CONTACT_TO_EMAIL],
      reply_to: FIELDS.email,
      subject: mailSubject(FIELDS),
    });
  });

  it.each([
    ['a 4xx', () => new Response('{"message":"domain not verified"}', { status: 403 }), 502],
    ['a 5xx', () => new Response('down', { status: 503 }), 502],
  ])('answers %s from the provider with the failure, both ways', async (_, answer, status) => {
    const { send, logs } = setup(RESEND, { fetch: vi.fn(async () => answer()) });
    const json = await send(post(jsonBody()));
    expect(json.status).toBe(status);
    const page = await send(post(formBody(), 'application/x-www-form-urlencoded'));
    expect(page.status).toBe(status);
    const html = await page.text();
    expect(html).toContain(escapeHtml(t('contact.status.error')));
    expect(html).toContain(`>${escapeHtml(FIELDS.message)}</textarea>`);
    expect(html).toContain(escapeHtml(t('contact.form.mailAppOffer')));
    // The provider's own words are the owner's to read, in the log, not the sender's.
    const said = await answer().text();
    expect(logs.join('\n')).toMatch(/did not take the message: resend: (rejected|failed) /);
    expect(logs.join('\n')).toContain(said);
    const answered = (await json.text()) + html;
    expect(answered).not.toContain(said);
    expect(answered).not.toMatch(/resend/i);
  });

  it('answers 504 when the provider does not answer in time', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const { send } = setup(RESEND, { fetch, providerTimeoutMs: 5 });
    expect((await send(post(jsonBody()))).status).toBe(504);
  });

  it('answers 507 when the local outbox is full', async () => {
    const { send, setOutbox } = setup();
    setOutbox(() => new Response('full', { status: 507 }));
    expect((await send(post(jsonBody()))).status).toBe(507);
  });

  it('hands Cloudflare’s binding a raw MIME message, the subject encoded and folded', async () => {
    const sendMail = vi.fn(async () => {});
    const create = vi.fn((from: string, to: string, raw: string) => ({ from, to, raw }));
    const { send } = setup(
      { ...RESEND, RESEND_API_KEY: undefined, SEND_EMAIL: { send: sendMail } },
      { createEmailMessage: create },
    );
    expect((await send(post(jsonBody()))).status).toBe(200);
    const raw = create.mock.calls[0]?.[2] ?? '';
    expect(raw).toMatch(
      /^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=(\r\n =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=)*\r$/m,
    );
    expect(raw).toContain(`Reply-To: ${FIELDS.email}\r\n`);
    expect(sendMail).toHaveBeenCalledOnce();
  });
});

describe('handleContact: a plain form post from a page in another language', () => {
  const translated = languages.all.filter(
    (tag) => tag !== languages.default && Object.hasOwn(dictionaries, tag),
  );
  const wordsOf = (tag: string) =>
    createTranslator(dictionaries[tag as keyof typeof dictionaries], tag);
  const formPost = (action: string, fields: Record<string, string> = {}) =>
    post(formBody(fields), 'application/x-www-form-urlencoded', { path: action });

  it.each(translated)('sends a %s visitor on to the sent page in their language', async (tag) => {
    const { send, delivered } = setup();
    const home = `/${languagePrefix(languages, tag)}`;
    const response = await send(formPost(contactAction('/', languages, tag)));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${home}${SENT_PATH}`);
    expect(delivered[0]?.request.template_params.message).toBe(FIELDS.message);
    const under = await send(formPost(contactAction('/portfolio/', languages, tag)));
    expect(under.headers.get('location')).toBe(`/portfolio${home}${SENT_PATH}`);
  });

  it.each(translated)('answers a %s visitor’s refused post in their words', async (tag) => {
    const { send, delivered } = setup();
    const words = wordsOf(tag);
    const action = contactAction('/', languages, tag);
    const response = await send(formPost(action, { email: 'not-an-address' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<html lang="${tag}"`);
    expect(html).toContain(escapeHtml(words.t('contact.problem.heading')));
    expect(html).toContain(escapeHtml(words.t('contact.problem.fix')));
    expect(html).toContain(escapeHtml(words.t('contact.problem.email.invalid')));
    expect(html).toContain(escapeHtml(words.t('contact.form.email.label')));
    // Sent again, it stays in the language; the way back is to the language's own page.
    expect(html).toContain(`action="${escapeHtml(action)}"`);
    expect(html).toContain(`href="/${languagePrefix(languages, tag)}"`);
    expect(html).not.toContain(escapeHtml(t('contact.problem.email.invalid')));
    // The message handed to their mail app is headed in their words too.
    const subject = (translate: typeof t) =>
      `subject=${encodeURIComponent(translate('contact.mail.subject', { name: FIELDS.name }))}&`;
    expect(html).toContain(subject(words.t));
    if (subject(words.t) !== subject(t)) expect(html).not.toContain(subject(t));
    expect(delivered).toEqual([]);
  });

  it.each(translated)(
    'answers a %s visitor in their words before reading the body',
    async (tag) => {
      const { send } = setup();
      const response = await send(
        formPost(contactAction('/', languages, tag), { message: 'x'.repeat(MAX_BODY_BYTES) }),
      );
      expect(response.status).toBe(413);
      const limit = MAX_BODY_BYTES / 1024;
      expect(await response.text()).toContain(
        escapeHtml(wordsOf(tag).t('contact.problem.tooLarge', { limit })),
      );
    },
  );

  it('answers a language the template has no words for in the default language’s words', async () => {
    const { send } = setup();
    const action = contactAction('/', languages, UNTRANSLATED);
    const sent = await send(formPost(action));
    expect(sent.headers.get('location')).toBe(
      `/${languagePrefix(languages, UNTRANSLATED)}${SENT_PATH}`,
    );
    const html = await (await send(formPost(action, { email: 'not-an-address' }))).text();
    expect(html).toContain(`<html lang="${languages.default}"`);
    expect(html).toContain(escapeHtml(t('contact.problem.email.invalid')));
    expect(html).toContain(`action="${escapeHtml(action)}"`);
  });

  it('takes a language that is not the site’s as the default one', async () => {
    const { send } = setup();
    const response = await send(
      formPost(`/api/contact?${CONTACT_LANGUAGE_PARAM}=${encodeURIComponent('../evil')}`),
    );
    expect(response.headers.get('location')).toBe(`/${SENT_PATH}`);
  });
});
