import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '../../config/env';
import type * as EmailModule from '../../lib/email';
import { sendContactMessage } from '../../lib/email';
import { SEND_ANSWER_MS } from '../../config/site';
import type * as RecaptchaModule from '../../lib/recaptcha';
import { loadRecaptcha, RECAPTCHA_PARAM, type Recaptcha } from '../../lib/recaptcha';
import { ContactForm } from './contact-form';
import { t } from '../../words';

// An owner whose EmailJS account requires a CAPTCHA.
vi.mock('../../config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof EnvModule>()),
  getEmailConfig: (await import('../../test/captcha-owner')).captchaOwner,
}));
vi.mock('../../lib/email', async (importOriginal) => ({
  ...(await importOriginal<typeof EmailModule>()),
  sendContactMessage: vi.fn(),
}));
vi.mock('../../lib/recaptcha', async (importOriginal) => ({
  ...(await importOriginal<typeof RecaptchaModule>()),
  loadRecaptcha: vi.fn(),
}));
const send = vi.mocked(sendContactMessage);
const load = vi.mocked(loadRecaptcha);

let answer = '';
const widget = {
  render: vi.fn<Recaptcha['render']>(() => 7),
  getResponse: vi.fn<Recaptcha['getResponse']>(() => answer),
  reset: vi.fn<Recaptcha['reset']>(),
};

beforeEach(() => {
  answer = '';
  send.mockReset().mockResolvedValue({ ok: true });
  load.mockReset().mockResolvedValue(widget);
  widget.render.mockClear();
  widget.reset.mockClear();
});

async function fillForm() {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByLabelText(t('contact.form.name.label')), 'Ada');
  await user.type(screen.getByLabelText(t('contact.form.email.label')), 'ada@example.com');
  await user.type(screen.getByLabelText(t('contact.form.message.label')), 'Hello');
  return { user, button: screen.getByRole('button', { name: t('contact.form.send') }) };
}

describe('ContactForm with a CAPTCHA', () => {
  it('loads nothing until the visitor starts on the form, then shows the widget once', async () => {
    render(<ContactForm />);
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(t('contact.form.name.label')));
    await user.click(screen.getByLabelText(t('contact.form.message.label')));
    await vi.waitFor(() => expect(widget.render).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
    expect(widget.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key' });
  });

  it('asks for the CAPTCHA before sending, then sends its answer and resets it', async () => {
    const { user, button } = await fillForm();
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('contact.form.captcha.missing'));
    expect(send).not.toHaveBeenCalled();
    answer = 'token-123';
    await user.click(button);
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send.mock.calls[0]?.[2]).toEqual({ [RECAPTCHA_PARAM]: 'token-123' });
    await vi.waitFor(() => expect(widget.reset).toHaveBeenCalledWith(7));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes the CAPTCHA afresh when a send goes unanswered, so a second send has an answer of its own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      send.mockReturnValueOnce(new Promise(() => {}));
      const { user, button } = await fillForm();
      answer = 'token-1';
      await user.click(button);
      await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
      expect(widget.reset).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(SEND_ANSWER_MS));
      expect(await screen.findByText(t('contact.status.unanswered'))).toBeInTheDocument();
      expect(widget.reset).toHaveBeenCalledWith(7);
      answer = 'token-2';
      await user.click(button);
      await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      expect(send.mock.calls[1]?.[2]).toEqual({ [RECAPTCHA_PARAM]: 'token-2' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the mail app when the CAPTCHA cannot load', async () => {
    load.mockRejectedValue(new Error('blocked'));
    await fillForm();
    expect(await screen.findByText(t('contact.form.captcha.unavailable'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('contact.form.mailAppOffer') })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });
});
