import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../../content';
import type * as EmailModule from '../../lib/email';
import { sendContactMessage, type SendResult } from '../../lib/email';
import { ContactForm } from './contact-form';

// The one wrapper module is faked; the SDK itself is never touched here.
vi.mock('../../lib/email', async (importOriginal) => ({
  ...(await importOriginal<typeof EmailModule>()),
  sendContactMessage: vi.fn(),
}));
const send = vi.mocked(sendContactMessage);

const SUCCESS = "✓ Message sent successfully! I'll get back to you soon.";
const FAILURE = '✗ Failed to send. Please try again or email directly.';

function deferred() {
  let resolve: (result: SendResult) => void = () => {};
  const promise = new Promise<SendResult>((r) => (resolve = r));
  return { promise, resolve };
}

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<ContactForm />);
  const fields = {
    name: screen.getByLabelText('Your Name *'),
    email: screen.getByLabelText('Your Email *'),
    message: screen.getByLabelText('Your Message *'),
  };
  const fill = async (name = 'Ada Lovelace', email = 'ada@example.com', message = 'Hello!') => {
    await user.type(fields.name, name);
    await user.type(fields.email, email);
    await user.click(fields.message);
    await user.paste(message);
  };
  const button = () => screen.getByRole('button', { name: /send message|sending/i });
  return { user, fields, fill, button, status: screen.getByRole('status') };
}

beforeEach(() => {
  // Time still flows (for user-event's own pauses); tests jump it forward where it matters.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  send.mockReset();
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
    expect(button()).toHaveAccessibleName('Send Message');
    expect(status).toBeEmptyDOMElement();
  });

  it('sends the typed fields and the owner name, disabling the button while sending', async () => {
    const answer = deferred();
    send.mockReturnValue(answer.promise);
    const { user, fill, button, status, fields } = setup();
    await fill();
    await user.click(button());

    expect(send).toHaveBeenCalledWith(
      { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!', toName: profile.name },
      expect.objectContaining({ mode: 'local-outbox' }),
    );
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleName('Sending...');

    await act(async () => answer.resolve({ ok: true }));
    expect(status).toHaveTextContent(SUCCESS);
    expect(within(status).getByText(SUCCESS)).toHaveClass('bg-success-bg');
    expect(fields.name).toHaveValue('');
    expect(fields.email).toHaveValue('');
    expect(fields.message).toHaveValue('');
    expect(button()).toBeEnabled();
  });

  it('keeps every field and logs status and text when sending fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    send.mockResolvedValue({ ok: false, status: 500, text: 'Internal Server Error' });
    const { user, fill, button, status, fields } = setup();
    await fill('<img src=x onerror=alert(1)>', 'ada@example.com', 'مرحبا 👋🏽 <script>x</script>');
    await user.click(button());

    expect(status).toHaveTextContent(FAILURE);
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
    expect(send).toHaveBeenCalledOnce();
    await act(async () => answer.resolve({ ok: true }));
  });

  it('drops a filled honeypot without a request and still shows success', async () => {
    const { user, fill, button, status } = setup();
    const trap = document.querySelector<HTMLInputElement>('input[name="company"]');
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
    const trap = document.querySelector('input[name="company"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /company/i })).toBeNull();
    await user.click(fields.message);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  });
});
