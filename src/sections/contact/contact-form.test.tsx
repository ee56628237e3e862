import { MAX_EMAIL_CHARS, MAX_NAME_CHARS } from '../../lib/contact-limits';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOFILL_WORDS,
  CONTACT_FORM_PATH,
  CONTACT_LANGUAGE_PARAM,
  FILL_TIME_PARAM,
  HONEYPOT_FIELD,
} from '../../config/env-email';
import { SITE_BASE } from '../../config/site-base';
import { readDraft, saveDraft } from '../../lib/contact-draft';
import { SEND_ANSWER_MS, STATUS_RESET_MS } from '../../config/site';
import { FORM_LOCK_SCRIPT } from '../../lib/form-lock-script';
import { languages, profile } from '../../content';
import { ownerEmail } from '../../lib/contact-details';
import type * as EmailModule from '../../lib/email';
import { preloadSdk, sendContactMessage, type SendResult } from '../../lib/email';
import { hasLocalOutbox } from '../../lib/local-outbox';
import type * as MailAppModule from '../../lib/mail-app';
import { openMailApp } from '../../lib/mail-app';
import type * as ScrollModule from '../../lib/scroll';
import { scrollToY } from '../../lib/scroll';
import { ContactForm } from './contact-form';
import { locale, t } from '../../words';
import { dictionaries } from '../../words/dictionaries';
import { ANY_NUMBER, wordPattern } from '../../test/words';

// The one wrapper module is faked; the SDK itself is never touched here.
vi.mock('../../lib/email', async (importOriginal) => ({
  ...(await importOriginal<typeof EmailModule>()),
  sendContactMessage: vi.fn(),
  preloadSdk: vi.fn(),
}));
// Whether the page's server has an outbox (it does, unless a test says not).
vi.mock('../../lib/local-outbox', () => ({ hasLocalOutbox: vi.fn() }));
vi.mock('../../lib/mail-app', async (importOriginal) => ({
  ...(await importOriginal<typeof MailAppModule>()),
  openMailApp: vi.fn(),
}));
vi.mock('../../lib/scroll', async (importOriginal) => ({
  ...(await importOriginal<typeof ScrollModule>()),
  scrollToY: vi.fn(() => Promise.resolve(true)),
}));
const send = vi.mocked(sendContactMessage);
const preload = vi.mocked(preloadSdk);
const scrollTo = vi.mocked(scrollToY);
const outbox = vi.mocked(hasLocalOutbox);
const mailApp = vi.mocked(openMailApp);

const SUCCESS = t('contact.status.success');
const FAILURE = t('contact.status.error');
const UNANSWERED = t('contact.status.unanswered');

function deferred() {
  let resolve: (result: SendResult) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<SendResult>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Whether the page asks before the visitor leaves it now (a `beforeunload` prevented). */
function leaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** What the page answered each time the message was handed to the mail app, which leaves it. */
function askedOnMailApp(): boolean[] {
  const asked: boolean[] = [];
  mailApp.mockImplementation(() => asked.push(leaving()));
  return asked;
}

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(<ContactForm />);
  const fields = {
    name: screen.getByLabelText(t('contact.form.name.label')),
    email: screen.getByLabelText(t('contact.form.email.label')),
    message: screen.getByLabelText(t('contact.form.message.label')),
  };
  const fill = async (name = 'Ada Lovelace', email = 'ada@example.com', message = 'Hello!') => {
    await user.type(fields.name, name);
    await user.type(fields.email, email);
    await user.click(fields.message);
    await user.paste(message);
  };
  const button = () =>
    screen.getByRole('button', {
      name: (name) => name === t('contact.form.send') || name === t('contact.form.sending'),
    });
  return { user, view, fields, fill, button, status: screen.getByRole('status') };
}

/**
 * With no mail service, Send hands the message to the mail app: the mailto: address is followed as
 * a navigation, which asks the page's leave handlers, and the page must not ask.
 */
async function sendsToMailAppUnasked() {
  outbox.mockResolvedValue(false);
  const asked = askedOnMailApp();
  const { user, fill, button, status } = setup();
  await fill();
  await user.click(button());
  await vi.waitFor(() => expect(status).toHaveTextContent(t('contact.status.composed')));
  expect(asked).toEqual([false]);
}

/** The form filled and sent, its send waiting for `answer` to settle it. */
async function sendHeld() {
  const answer = deferred();
  send.mockReturnValue(answer.promise);
  const form = setup();
  await form.fill();
  await form.user.click(form.button());
  return { ...form, answer };
}

// The form loads its extras (size check, mail app) on first use; on a busy machine that
// first import can outlast a click, so it is loaded once before any test starts.
beforeAll(async () => {
  await import('../../lib/contact-extras');
});

beforeEach(() => {
  // Time still flows (for user-event's own pauses); tests jump it forward where it matters.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  send.mockReset();
  preload.mockReset();
  outbox.mockReset().mockResolvedValue(true);
  mailApp.mockReset();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ContactForm', () => {
  it('has three required, labelled fields with placeholders and a Send Message button', () => {
    const { fields, button, status } = setup();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.message).toHaveAttribute('rows', '6');
    for (const field of Object.values(fields)) {
      expect(field).toBeRequired();
      expect(field.getAttribute('placeholder')).toBeTruthy();
    }
    expect(button()).toHaveAccessibleName(t('contact.form.send'));
    expect(status).toBeEmptyDOMElement();
  });

  it("writes an empty field in the page's direction, a filled one in its own, an address left to right", async () => {
    const { user, fields } = setup();
    // Empty, the name and message take the page's direction (a right-to-left page's placeholder
    // reads from the right); `dir="auto"` would make them left to right.
    expect(fields.name).not.toHaveAttribute('dir');
    expect(fields.message).not.toHaveAttribute('dir');
    expect(fields.email).toHaveAttribute('dir', 'ltr');
    await user.type(fields.name, 'שלום');
    await user.click(fields.message);
    await user.paste('Hello');
    expect(fields.name).toHaveAttribute('dir', 'auto');
    expect(fields.message).toHaveAttribute('dir', 'auto');
    expect(fields.email).toHaveAttribute('dir', 'ltr');
    await user.clear(fields.name);
    expect(fields.name).not.toHaveAttribute('dir');
  });

  it('prerenders a form that posts without JavaScript, locked only by its script when that runs', () => {
    const html = renderToString(<ContactForm />);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    // The handler at the site's root, whatever the page's language, told the language if not the default.
    const action = new URL(form?.getAttribute('action') ?? '', 'https://portfolio.example');
    expect(action.pathname).toBe(`${SITE_BASE}${CONTACT_FORM_PATH}`);
    expect(action.searchParams.get(CONTACT_LANGUAGE_PARAM)).toBe(
      locale === languages.default ? null : locale,
    );
    const names = [...(form?.querySelectorAll('[name]') ?? [])].map((el) =>
      el.getAttribute('name'),
    );
    expect(names).toEqual(['name', 'email', 'message', HONEYPOT_FIELD]);
    expect(form?.querySelectorAll('[readonly], [disabled]')).toHaveLength(0);
    expect(form?.lastElementChild?.tagName).toBe('SCRIPT');
    expect(form?.lastElementChild?.textContent).toBe(FORM_LOCK_SCRIPT);
  });

  it('keeps what was typed before React held the form, fills the rest from the draft, and sends it', async () => {
    const draft = { name: 'Grace Hopper', email: 'grace@example.com', message: 'From the draft' };
    saveDraft(draft);
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ContactForm />);
    document.body.append(host);
    const field = (name: 'name' | 'email' | 'message') =>
      within(host).getByLabelText<HTMLInputElement | HTMLTextAreaElement>(
        t(`contact.form.${name}.label`),
      );
    // Typed into the prerendered field, while the page's code was still on its way, on a page
    // that began a minute ago (its start, as browsers give it, in fractions of a millisecond).
    field('message').value = 'Typed before the form was ready';
    const began = Date.now() - 61_234.567;
    Object.defineProperty(performance, 'timeOrigin', { value: began, configurable: true });
    const root = await act(async () => hydrateRoot(host, <ContactForm />));
    try {
      expect(field('message')).toHaveValue('Typed before the form was ready');
      expect(field('name')).toHaveValue(draft.name);
      expect(field('email')).toHaveValue(draft.email);
      send.mockResolvedValue({ ok: true });
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      await user.click(within(host).getByRole('button', { name: t('contact.form.send') }));
      await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
      expect(send.mock.calls[0]?.[0]).toMatchObject({
        name: draft.name,
        email: draft.email,
        message: 'Typed before the form was ready',
      });
      // Timed from the page's start, in whole milliseconds: the page's server refuses any other.
      const timing = send.mock.calls[0]?.[2] as Record<string, string>;
      expect(timing[FILL_TIME_PARAM]).toMatch(/^\d+$/);
      expect(Number(timing[FILL_TIME_PARAM])).toBeGreaterThanOrEqual(61_234);
    } finally {
      delete (performance as { timeOrigin?: number }).timeOrigin;
      act(() => root.unmount());
      host.remove();
    }
  });

  it('has begun for a visitor who focused a field before React held the form', async () => {
    outbox.mockResolvedValue(false);
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ContactForm />);
    document.body.append(host);
    within(host).getByLabelText(t('contact.form.name.label')).focus();
    const root = await act(async () => hydrateRoot(host, <ContactForm />));
    try {
      // What the form needs when the visitor starts on it is asked for: no focus event came.
      await vi.waitFor(() => expect(outbox).toHaveBeenCalledOnce());
      expect(await within(host).findByText(t('contact.form.viaMailApp'))).toBeInTheDocument();
    } finally {
      act(() => root.unmount());
      host.remove();
    }
  });

  it("fetches the mail service's code once the visitor begins on the form, where a send will use it", async () => {
    const { user, fields } = setup();
    expect(preload).not.toHaveBeenCalled();
    await user.click(fields.name);
    await vi.waitFor(() => expect(preload).toHaveBeenCalled());
  });

  it("fetches no mail service's code where the form hands messages to the mail app", async () => {
    outbox.mockResolvedValue(false);
    const { user, fields } = setup();
    await user.click(fields.name);
    expect(await screen.findByText(t('contact.form.viaMailApp'))).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });

  it('renders no lock script where React renders the form itself, as npm run dev does', () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = render(<ContactForm />);
    expect(container.querySelector('form script')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it("takes a name and an address as a phone's keyboard and the page's server want them", () => {
    const { fields } = setup();
    expect(fields.name).toHaveAttribute('maxlength', String(MAX_NAME_CHARS));
    expect(fields.name).toHaveAttribute('autocapitalize', 'words');
    expect(fields.name).toHaveAttribute('spellcheck', 'false');
    expect(fields.email).toHaveAttribute('maxlength', String(MAX_EMAIL_CHARS));
  });

  it('leaves out what does not show from a pasted name, and sends name and address without spaces around them', async () => {
    send.mockResolvedValue({ ok: true });
    const { user, button, fields } = setup();
    await user.click(fields.name);
    // A direction override pasted with the name: the mail's subject would show it backwards.
    await user.paste('  Eve\u202Egnp.exe\u0007 ');
    expect(fields.name).toHaveValue('  Evegnp.exe ');
    await user.type(fields.email, ' eve@example.com ');
    await user.click(fields.message);
    await user.paste('Hello');
    await user.click(button());
    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Evegnp.exe', email: 'eve@example.com' }),
        expect.anything(),
        expect.anything(),
      ),
    );
  });

  it('sends the typed fields and the owner name, disabling the button while sending', async () => {
    const answer = deferred();
    send.mockReturnValue(answer.promise);
    const { user, fill, button, status, fields } = setup();
    await fill();
    await user.click(button());

    await vi.waitFor(() =>
      expect(send).toHaveBeenCalledWith(
        { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!', toName: profile.name },
        expect.objectContaining({ mode: 'local-outbox' }),
        // How long the form was open, for the page's own server to refuse a bot's speed.
        { [FILL_TIME_PARAM]: expect.stringMatching(/^\d+$/) },
      ),
    );
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleName(t('contact.form.sending'));

    await act(async () => answer.resolve({ ok: true }));
    expect(status).toHaveTextContent(SUCCESS);
    expect(within(status).getByText(SUCCESS)).toHaveClass('bg-success-bg');
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(button()).toBeEnabled();
  });

  it('gives the form back with word of it when the mail service does not answer in time; the late answer still counts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { answer, button, status, fields } = await sendHeld();
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    await act(async () => vi.advanceTimersByTime(SEND_ANSWER_MS - 100));
    expect(button()).toBeDisabled();
    expect(status).toBeEmptyDOMElement();
    await act(async () => vi.advanceTimersByTime(100));
    expect(status).toHaveTextContent(UNANSWERED);
    expect(warn).toHaveBeenCalled();
    expect(button()).toBeEnabled();
    expect(button()).toHaveAccessibleName(t('contact.form.send'));
    expect(fields.message).toHaveValue('Hello!');
    expect(fields.message).not.toHaveAttribute('readonly');
    // The word stays while the answer is awaited, past the 5 seconds an outcome shows.
    await act(async () => vi.advanceTimersByTime(STATUS_RESET_MS * 2));
    expect(status).toHaveTextContent(UNANSWERED);
    await act(async () => answer.resolve({ ok: true }));
    expect(status).toHaveTextContent(SUCCESS);
    expect(fields.message).toHaveValue('');
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps what was written after an unanswered send, when its late answer says it arrived', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { answer, user, status, fields } = await sendHeld();
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    await act(async () => vi.advanceTimersByTime(SEND_ANSWER_MS));
    await user.type(fields.message, ' And one more thing.');
    await act(async () => answer.resolve({ ok: true }));
    expect(status).toHaveTextContent(SUCCESS);
    expect(fields.message).toHaveValue('Hello! And one more thing.');
    expect(readDraft()?.message).toBe('Hello! And one more thing.');
  });

  for (const late of ['says it failed', 'throws'] as const) {
    it(`sends again from an unanswered send, and heeds only the second answer (the first ${late})`, async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const first = deferred();
      const second = deferred();
      send.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
      const { user, fill, button, status, fields } = setup();
      await fill();
      await user.click(button());
      await act(async () => vi.advanceTimersByTime(SEND_ANSWER_MS));
      await user.click(button());
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(button()).toBeDisabled();
      // The first answer, late, is no longer the visitor's: the second send is still on its way.
      await act(async () =>
        late === 'throws'
          ? first.reject(new Error('unforeseen'))
          : first.resolve({ ok: false, status: 0, text: 'Network Error' }),
      );
      expect(button()).toBeDisabled();
      expect(status).toBeEmptyDOMElement();
      await act(async () => second.resolve({ ok: true }));
      expect(status).toHaveTextContent(SUCCESS);
      expect(fields.name).toHaveValue('');
    });
  }

  it('brings the word of an unanswered send into view, not its late answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { answer, status } = await sendHeld();
    scrollTo.mockClear();
    await act(async () => vi.advanceTimersByTime(SEND_ANSWER_MS));
    expect(status).toHaveTextContent(UNANSWERED);
    expect(scrollTo).toHaveBeenCalledOnce();
    await act(async () => answer.resolve({ ok: true }));
    expect(status).toHaveTextContent(SUCCESS);
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('does not ask before leaving when a send after an unanswered one goes to the mail app', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    send.mockReturnValue(new Promise(() => {}));
    const asked = askedOnMailApp();
    const { user, fill, button, status } = setup();
    await fill();
    await user.click(button());
    await act(async () => vi.advanceTimersByTime(SEND_ANSWER_MS));
    expect(status).toHaveTextContent(UNANSWERED);
    // The page's server has gone: the second send is handed to the mail app.
    outbox.mockResolvedValue(false);
    await user.click(button());
    await vi.waitFor(() => expect(status).toHaveTextContent(t('contact.status.composed')));
    expect(asked).toEqual([false]);
  });

  it(
    'does not ask before leaving when the message is handed to the mail app',
    sendsToMailAppUnasked,
  );

  it('asks before the tab is closed while a message is on its way or unanswered, and not after', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = deferred();
    send.mockReturnValue(answer.promise);
    const { user, fill, button } = setup();
    await fill();
    expect(leaving()).toBe(false);
    await user.click(button());
    await vi.waitFor(() => expect(button()).toBeDisabled());
    expect(leaving()).toBe(true);
    await act(async () => vi.advanceTimersByTime(SEND_ANSWER_MS));
    expect(leaving()).toBe(true);
    await act(async () => answer.resolve({ ok: true }));
    expect(leaving()).toBe(false);
  });

  it('keeps every field and logs status and text when sending fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockResolvedValue({ ok: false, status: 500, text: 'Internal Server Error' });
    const { user, fill, button, status, fields } = setup();
    await fill('<img src=x onerror=alert(1)>', 'ada@example.com', 'مرحبا 👋🏽 <script>x</script>');
    await user.click(button());

    await vi.waitFor(() => expect(status).toHaveTextContent(FAILURE));
    expect(within(status).getByText(FAILURE)).toHaveClass('bg-danger-bg');
    expect(fields.name).toHaveValue('<img src=x onerror=alert(1)>');
    expect(fields.message).toHaveValue('مرحبا 👋🏽 <script>x</script>');
    expect(document.querySelector('img')).toBeNull();
    expect(log).toHaveBeenCalledWith('Contact form: message not sent: 500 Internal Server Error');
  });

  it('clears the status after 5 seconds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = deferred();
    send.mockReturnValue(answer.promise);
    const { user, fill, button, status } = setup();
    await fill();
    await user.click(button());
    // Answered inside act, so the reset timer starts now, on the fake clock.
    await act(async () => answer.resolve({ ok: false, status: 0, text: 'Network Error' }));
    expect(status).toHaveTextContent(FAILURE);
    act(() => vi.advanceTimersByTime(4900));
    expect(status).toHaveTextContent(FAILURE);
    act(() => vi.advanceTimersByTime(100));
    expect(status).toBeEmptyDOMElement();
  });

  it('sends once however often the button is pressed while in flight', async () => {
    const answer = deferred();
    send.mockReturnValue(answer.promise);
    const { user, fill, button } = setup();
    await fill();
    await user.click(button());
    await user.click(button());
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    expect(send).toHaveBeenCalledOnce();
    await act(async () => answer.resolve({ ok: true }));
  });

  it('drops a filled honeypot without a request and still shows success', async () => {
    const { user, fill, button, status } = setup();
    const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(trap).not.toBeNull();
    if (!trap) return;
    trap.value = 'Acme Bots Inc.';
    await fill();
    await user.click(button());
    expect(send).not.toHaveBeenCalled();
    expect(status).toHaveTextContent(SUCCESS);
  });

  it('keeps the honeypot away from people: hidden, unlabelled for assistive tech, off the Tab order', async () => {
    const { user, fields } = setup();
    const trap = document.querySelector(`input[name="${HONEYPOT_FIELD}"]`);
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: t('contact.form.honeypot') })).toBeNull();
    await user.click(fields.message);
    await user.tab();
    expect(screen.getByRole('button', { name: t('contact.form.send') })).toHaveFocus();
  });

  // Browsers and password managers fill fields they recognise by name, id and label, hidden ones
  // too: a honeypot filled that way would drop a person's message as a bot's.
  it("keeps the honeypot out of autofill's reach: nothing in its name, id or label it knows", () => {
    setup();
    const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    const said = [
      trap?.name,
      trap?.id,
      ...Object.values(dictionaries).map((words) => words['contact.form.honeypot']),
    ];
    for (const text of said) expect(text ?? '').not.toMatch(AUTOFILL_WORDS);
    expect(trap).toHaveAttribute('autocomplete', 'off');
  });

  // Back in the commit that hands the form to React (no idle moment, no focus needed): a visitor
  // who reloads and types at once types into the draft, not over it.
  it('keeps a draft for the session, back at once after a reload, adds typing to it and clears it once sent', async () => {
    send.mockResolvedValue({ ok: true });
    const first = setup();
    await first.fill('Ada', 'ada@example.com', 'Draft text');
    first.view.unmount();
    const again = setup();
    expect(again.fields.message).toHaveValue('Draft text');
    expect(again.fields.name).toHaveValue('Ada');
    expect(again.fields.email).toHaveValue('ada@example.com');
    await again.user.type(again.fields.message, ' P.S.');
    expect(again.fields.message).toHaveValue('Draft text P.S.');
    again.view.unmount();
    const third = setup();
    expect(third.fields.message).toHaveValue('Draft text P.S.');
    await third.user.click(third.button());
    await vi.waitFor(() => expect(third.status).toHaveTextContent(SUCCESS));
    third.view.unmount();
    const fourth = setup();
    expect(fourth.fields.message).toHaveValue('');
  });

  it("counts the visitor's time from when they began a draft, not from the reload that brought it back", async () => {
    send.mockResolvedValue({ ok: true });
    const first = setup();
    await first.fill('Ada', 'ada@example.com', 'Written before the reload');
    first.view.unmount();
    const minute = 60_000;
    vi.advanceTimersByTime(minute);
    const again = setup();
    await again.user.click(again.button());
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const timing = send.mock.calls[0][2] as Record<string, string>;
    expect(Number(timing[FILL_TIME_PARAM])).toBeGreaterThanOrEqual(minute);
  });

  it('works as before when session storage throws', async () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    send.mockResolvedValue({ ok: true });
    const { user, fill, button, status } = setup();
    await fill();
    await user.click(button());
    await vi.waitFor(() => expect(status).toHaveTextContent(SUCCESS));
  });

  describe('when the tab cannot keep a draft (session storage throws)', () => {
    beforeEach(() => {
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('asks before the visitor leaves a written message, and not once it is sent or erased', async () => {
      send.mockResolvedValue({ ok: true });
      const { user, fill, fields, button, status } = setup();
      expect(leaving()).toBe(false);
      await user.type(fields.name, 'A');
      expect(leaving()).toBe(true);
      await user.clear(fields.name);
      expect(leaving()).toBe(false);
      await fill();
      expect(leaving()).toBe(true);
      await user.click(button());
      await vi.waitFor(() => expect(status).toHaveTextContent(SUCCESS));
      await act(async () => {}); // the effects of the render that shows it
      expect(leaving()).toBe(false);
    });

    it('does not ask when the visitor follows a mailto: address, which leaves the page where it is', async () => {
      const { user, fill } = setup();
      await fill();
      const link = document.createElement('a');
      link.href = `mailto:${ownerEmail(profile)}`;
      link.addEventListener('click', (event) => {
        event.preventDefault(); // jsdom does not follow it; a browser asks the leave handlers
        asked.push(leaving());
      });
      const asked: boolean[] = [];
      document.body.append(link);
      await user.click(link);
      link.remove();
      expect(asked).toEqual([false]);
      // Anything else that leaves the page, a moment later, still asks.
      await act(async () => vi.advanceTimersByTime(1100));
      expect(leaving()).toBe(true);
    });

    it('does not ask when Send hands the message to the mail app', sendsToMailAppUnasked);
  });

  it('does not ask before the visitor leaves when the tab keeps the draft', async () => {
    const { fill } = setup();
    await fill();
    expect(readDraft()).not.toBeNull();
    expect(leaving()).toBe(false);
  });

  it('offers the mail app after a failure, with subject and body, until the message is sent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockResolvedValueOnce({ ok: false, status: 500, text: 'Down' });
    const { user, fill, button, status } = setup();
    await fill('Ada', 'ada@example.com', 'Line one\nLine two');
    await user.click(button());
    await vi.waitFor(() => expect(status).toHaveTextContent(FAILURE));
    await act(async () => {}); // the reset timer starts on the fake clock
    const offer = screen.getByRole('link', { name: t('contact.form.mailAppOffer') });
    const href = new URL(offer.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(decodeURIComponent(href.pathname)).toBe(ownerEmail(profile));
    expect(href.searchParams.get('subject')).toContain('Ada');
    expect(href.searchParams.get('body')).toContain('Line one\r\nLine two');
    expect(href.searchParams.get('body')).toContain('ada@example.com');
    // It outlasts the status line's 5 seconds.
    await act(async () => vi.advanceTimersByTime(5100));
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: t('contact.form.mailAppOffer') })).toBeInTheDocument();
    send.mockResolvedValueOnce({ ok: true });
    await user.click(button());
    await vi.waitFor(() => expect(status).toHaveTextContent(SUCCESS));
    expect(screen.queryByRole('link', { name: t('contact.form.mailAppOffer') })).toBeNull();
  });

  it('drops the mail-app offer once every field is cleared', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockResolvedValue({ ok: false, status: 0, text: 'Network Error' });
    const { user, fill, button, fields } = setup();
    await fill();
    await user.click(button());
    await screen.findByRole('link', { name: t('contact.form.mailAppOffer') });
    for (const field of Object.values(fields)) await user.clear(field);
    expect(screen.queryByRole('link', { name: t('contact.form.mailAppOffer') })).toBeNull();
  });

  it('says a message over the size limit is too long, with the limit, and sends nothing', async () => {
    const { user, fill, button, fields } = setup();
    await fill('Ada', 'ada@example.com', 'x'.repeat(300 * 1024));
    const hint = screen.getByText(
      wordPattern(t('contact.form.message.tooLong', { size: ANY_NUMBER, limit: ANY_NUMBER })),
    );
    expect(fields.message).toHaveAttribute('aria-invalid', 'true');
    expect(fields.message).toHaveAccessibleDescription(hint.textContent ?? '');
    expect((fields.message as HTMLTextAreaElement).validationMessage).toBe(hint.textContent);
    await user.click(button());
    expect(send).not.toHaveBeenCalled();
  });

  it("names each field a send found empty, in the page's words, until the visitor fills it", async () => {
    const { user, button, fields } = setup();
    const said = {
      name: t('contact.problem.name.missing'),
      email: t('contact.problem.email.missing'),
      message: t('contact.problem.message.missing'),
    };
    // Nothing is said before a send.
    for (const text of Object.values(said)) expect(screen.queryByText(text)).toBeNull();
    await user.click(button());
    for (const [key, text] of Object.entries(said)) {
      const field = fields[key as keyof typeof fields] as HTMLInputElement;
      const hint = await screen.findByText(text);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(hint.textContent ?? '');
      // The browser's own bubble says it in the page's words, not the browser's.
      expect(field.validationMessage).toBe(text);
    }
    expect(send).not.toHaveBeenCalled();

    await user.type(fields.name, 'Ada');
    expect(screen.queryByText(said.name)).toBeNull();
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    expect((fields.name as HTMLInputElement).validationMessage).toBe('');
    expect(screen.getByText(said.email)).toBeVisible();
  });

  it('refuses a name or message of spaces or invisible characters alone, as the server would, and sends once it is filled', async () => {
    send.mockResolvedValue({ ok: true });
    const { user, fill, button, fields } = setup();
    await fill(' \u200b ', 'ada@example.com', '  \n\u200d ');
    await user.click(button());
    expect(await screen.findByText(t('contact.problem.name.missing'))).toBeVisible();
    expect(screen.getByText(t('contact.problem.message.missing'))).toBeVisible();
    expect(send).not.toHaveBeenCalled();
    // What was typed stays.
    expect(fields.email).toHaveValue('ada@example.com');

    await user.type(fields.name, 'Ada');
    await user.type(fields.message, 'Hello');
    await user.click(button());
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // After the send the emptied form says nothing until the next one.
    await vi.waitFor(() => expect(fields.name).toHaveValue(''));
    expect(screen.queryByText(t('contact.problem.name.missing'))).toBeNull();
  });

  it("says in the page's words that an address the browser refuses is not one", async () => {
    const { user, fill, button, fields } = setup();
    await fill('Ada', 'ada', 'Hello!');
    await user.click(button());
    const hint = await screen.findByText(t('contact.problem.email.invalid'));
    expect((fields.email as HTMLInputElement).validationMessage).toBe(hint.textContent);
    expect(send).not.toHaveBeenCalled();
    await user.type(fields.email, '@example.com');
    expect(screen.queryByText(t('contact.problem.email.invalid'))).toBeNull();
    expect((fields.email as HTMLInputElement).validity.valid).toBe(true);
  });

  it.each(['ada@gmailcom', 'ada@localhost'])(
    'says an address the browser lets through (%s) cannot be sent from, takes the visitor to it, and sends once it is right',
    async (address) => {
      send.mockResolvedValue({ ok: true });
      const { user, fill, button, fields } = setup();
      await fill('Ada', address, 'Hello!');
      // Not while the visitor is still typing it: only once they try to send.
      expect(fields.email).not.toHaveAttribute('aria-invalid');
      await user.click(button());
      const hint = await screen.findByText(t('contact.problem.email.invalid'));
      expect(fields.email).toHaveAttribute('aria-invalid', 'true');
      expect(fields.email).toHaveAccessibleDescription(hint.textContent ?? '');
      expect((fields.email as HTMLInputElement).validationMessage).toBe(hint.textContent);
      expect(fields.email).toHaveFocus();
      expect(send).not.toHaveBeenCalled();
      expect(fields.message).toHaveValue('Hello!');

      await user.clear(fields.email);
      await user.type(fields.email, 'ada@example.com');
      expect(screen.queryByText(t('contact.problem.email.invalid'))).toBeNull();
      expect(fields.email).not.toHaveAttribute('aria-invalid');
      await user.click(button());
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0][0]).toMatchObject({ email: 'ada@example.com', message: 'Hello!' });

      // The next message starts afresh: nothing is said while its address is being typed.
      await vi.waitFor(() => expect(fields.email).toHaveValue(''));
      await user.type(fields.email, address);
      expect(screen.queryByText(t('contact.problem.email.invalid'))).toBeNull();
    },
  );

  it("on a host with no contact handler, gives the owner's address for a page without JavaScript", () => {
    const address = ownerEmail(profile);
    const note = (container: HTMLElement) =>
      within(container).queryByText(wordPattern(t('contact.form.noScript')));
    try {
      // Where the host answers the form's post there is nothing to say (the setting left empty).
      vi.stubEnv('VITE_CONTACT_HANDLER', '');
      const { container, unmount } = render(<ContactForm />);
      expect(note(container)).toBeNull();
      unmount();
      vi.stubEnv('VITE_CONTACT_HANDLER', 'none');
      const host = document.createElement('div');
      host.innerHTML = renderToString(<ContactForm />);
      const said = note(host);
      expect(said).not.toBeNull();
      // Hidden, and out of the accessibility tree, wherever scripts run (src/styles/base.css).
      expect(said).not.toBeVisible();
      expect(within(said!).getByRole('link', { name: address, hidden: true })).toHaveAttribute(
        'href',
        `mailto:${address}`,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('without a mail service, says so beside the button and composes in the mail app', async () => {
    outbox.mockResolvedValue(false);
    const { user, fill, button, status, fields } = setup();
    await act(async () => vi.advanceTimersByTime(1000)); // the page's first idle moment
    // Not asked on a visit that never turns to the form (a static host answers the question 404).
    expect(outbox).not.toHaveBeenCalled();
    expect(screen.queryByText(t('contact.form.viaMailApp'))).toBeNull();
    await user.click(fields.name);
    const note = await screen.findByText(t('contact.form.viaMailApp'));
    expect(outbox).toHaveBeenCalledOnce();
    expect(button()).toHaveAccessibleDescription(note.textContent ?? '');
    await fill('Ada', 'ada@example.com', 'Via the app');
    await user.click(button());
    await vi.waitFor(() => expect(mailApp).toHaveBeenCalledOnce());
    expect(send).not.toHaveBeenCalled();
    const href = new URL(mailApp.mock.calls[0]?.[0] ?? '');
    expect(href.searchParams.get('body')).toContain('Via the app');
    expect(status).toHaveTextContent(t('contact.status.composed'));
    expect(fields.message).toHaveValue('Via the app');
  });

  it('with the connection down, tries to send and says it failed, not that the site has no mail', async () => {
    // The server cannot be asked (hasLocalOutbox: null), and the send fails as offline sends do.
    outbox.mockResolvedValue(null);
    send.mockResolvedValue({ ok: false, status: 0, text: 'Network Error' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, fill, button, status, fields } = setup();
    await act(async () => vi.advanceTimersByTime(1000)); // the page's first idle moment
    await fill('Ada', 'ada@example.com', 'Offline');
    await user.click(button());
    await vi.waitFor(() => expect(status).toHaveTextContent(t('contact.status.error')));
    expect(send).toHaveBeenCalledOnce();
    expect(mailApp).not.toHaveBeenCalled();
    expect(screen.queryByText(t('contact.form.viaMailApp'))).toBeNull();
    expect(fields.message).toHaveValue('Offline');
  });

  it("brings each outcome into view, by the page's own smooth scroll", async () => {
    scrollTo.mockClear();
    send.mockResolvedValue({ ok: true });
    const { user, fill, button, status } = setup();
    await fill();
    await user.click(button());
    await vi.waitFor(() => expect(status).toHaveTextContent(SUCCESS));
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledOnce());
    // Its target is the outcome: below the fold, the page scrolls down to it.
    const [target] = scrollTo.mock.calls[0];
    vi.spyOn(status.parentElement!, 'getBoundingClientRect').mockReturnValue({
      top: window.innerHeight + 100,
      bottom: window.innerHeight + 160,
      height: 60,
    } as DOMRect);
    expect(target()).toBeGreaterThanOrEqual(window.scrollY + 160);
  });
});
