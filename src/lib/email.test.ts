import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailConfig } from '../config/env';
import type * as EmailModule from './email';
import { toSendFailure } from './email-sdk';
import { requestBytes } from './message-size';

// The real SDK with fetch faked: this checks the request EmailJS receives, not a mock of it.
let email: typeof EmailModule;

const MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello <b>there</b> 👋',
  toName: 'Ada Example',
};

const OUTBOX: EmailConfig = {
  mode: 'local-outbox',
  publicKey: 'local-outbox',
  serviceId: 'local-outbox',
  templateId: 'local-outbox',
  origin: 'http://localhost:4173',
  maxBytes: 256 * 1024,
};

const EMAILJS: EmailConfig = {
  mode: 'emailjs',
  publicKey: 'pk_123',
  serviceId: 'service_abc',
  templateId: 'template_xyz',
  maxBytes: 50 * 1024,
};

function answer(status: number, text: string) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(text, { status }));
}

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules(); // a fresh SDK store and rate-limit memory for each test
  email = await import('./email');
});

describe('sendContactMessage', () => {
  it('posts the EmailJS request shape to the local outbox origin', async () => {
    const fetch = answer(200, 'OK');
    vi.stubGlobal('fetch', fetch);
    await expect(email.sendContactMessage(MESSAGE, OUTBOX)).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init = {}] = fetch.mock.calls[0] ?? [''];
    expect(url).toBe('http://localhost:4173/api/v1.0/email/send');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      lib_version: '4.4.1',
      user_id: 'local-outbox',
      service_id: 'local-outbox',
      template_id: 'local-outbox',
      template_params: {
        from_name: 'Ada Lovelace',
        from_email: 'ada@example.com',
        message: 'Hello <b>there</b> 👋',
        to_name: 'Ada Example',
      },
    });
  });

  it('posts exactly as many bytes as the size check counts', async () => {
    const fetch = answer(200, 'OK');
    vi.stubGlobal('fetch', fetch);
    await email.sendContactMessage(MESSAGE, EMAILJS);
    const body = String(fetch.mock.calls[0]?.[1]?.body);
    expect(requestBytes(MESSAGE, EMAILJS)).toBe(new TextEncoder().encode(body).length);
  });

  it('uses the EmailJS default origin, or the configured one', async () => {
    const fetch = answer(200, 'OK');
    vi.stubGlobal('fetch', fetch);
    await email.sendContactMessage(MESSAGE, EMAILJS);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.emailjs.com/api/v1.0/email/send');

    window.localStorage.clear();
    vi.resetModules(); // past the rate limit
    email = await import('./email');
    await email.sendContactMessage(MESSAGE, { ...EMAILJS, origin: 'https://mail.example' });
    expect(fetch.mock.calls[1]?.[0]).toBe('https://mail.example/api/v1.0/email/send');
  });

  it.each([
    [400, 'The service ID is invalid'],
    [500, 'Internal Server Error'],
  ])('returns the service answer %i as a failure', async (status, text) => {
    vi.stubGlobal('fetch', answer(status, text));
    await expect(email.sendContactMessage(MESSAGE, EMAILJS)).resolves.toEqual({
      ok: false,
      status,
      text,
    });
  });

  it('maps a network failure to status 0, Network Error, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(cause));
    await expect(email.sendContactMessage(MESSAGE, EMAILJS)).resolves.toEqual({
      ok: false,
      status: 0,
      text: 'Network Error',
      cause,
    });
  });

  it('sends a second message within 10 seconds once they have passed: one request per 10 seconds', async () => {
    vi.useFakeTimers();
    try {
      const fetch = answer(200, 'OK');
      vi.stubGlobal('fetch', fetch);
      await email.sendContactMessage(MESSAGE, EMAILJS);
      let second: unknown;
      void email.sendContactMessage(MESSAGE, EMAILJS).then((result) => (second = result));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetch).toHaveBeenCalledOnce();
      expect(second).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(second).toEqual({ ok: true }));
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends at once past a mark left by a clock since set back', async () => {
    vi.useFakeTimers();
    try {
      const fetch = answer(200, 'OK');
      vi.stubGlobal('fetch', fetch);
      window.localStorage.setItem('contact-form', String(Date.now() + 86_400_000));
      let sent: unknown;
      void email.sendContactMessage(MESSAGE, EMAILJS).then((result) => (sent = result));
      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(sent).toEqual({ ok: true }));
      expect(fetch).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the visitor retry at once after a send that failed', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }))
      .mockResolvedValueOnce(new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect((await email.sendContactMessage(MESSAGE, EMAILJS)).ok).toBe(false);
    expect((await email.sendContactMessage(MESSAGE, EMAILJS)).ok).toBe(true);
  });

  it('refuses a partial configuration without a request, naming what is missing', async () => {
    const fetch = answer(200, 'OK');
    vi.stubGlobal('fetch', fetch);
    const result = await email.sendContactMessage(MESSAGE, {
      mode: 'misconfigured',
      missing: ['VITE_EMAILJS_TEMPLATE_ID'],
    });
    expect(result).toMatchObject({ ok: false, status: 0 });
    expect(result.ok === false && result.text).toContain('VITE_EMAILJS_TEMPLATE_ID');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends, and still waits out the rate limit, when localStorage throws', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const fetch = answer(200, 'OK');
      vi.stubGlobal('fetch', fetch);
      vi.useFakeTimers();
      await expect(email.sendContactMessage(MESSAGE, EMAILJS)).resolves.toEqual({ ok: true });
      let again: unknown;
      void email.sendContactMessage(MESSAGE, EMAILJS).then((result) => (again = result));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetch).toHaveBeenCalledOnce();
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(again).toEqual({ ok: true }));
    } finally {
      vi.useRealTimers();
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('toSendFailure and describeSendFailure', () => {
  it('keeps the SDK status and text', () => {
    const failure = toSendFailure({ status: 451, text: 'Unavailable For Headless Browser' });
    expect(failure).toEqual({ ok: false, status: 451, text: 'Unavailable For Headless Browser' });
    expect(email.describeSendFailure(failure)).toBe('451 Unavailable For Headless Browser');
  });

  it('keeps the message the SDK throws as a string', () => {
    const failure = toSendFailure('The public key is required.');
    expect(email.describeSendFailure(failure)).toBe('The public key is required.');
  });
});
