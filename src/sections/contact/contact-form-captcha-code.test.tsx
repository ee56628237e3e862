import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import type * as EnvModule from '../../config/env';
import { ContactForm } from './contact-form';
import { t } from '../../words';

// An owner whose mail service asks for a CAPTCHA, and a visitor whose browser cannot fetch the
// form's CAPTCHA code (a blocker matching its name, a dropped connection).
vi.mock('../../config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof EnvModule>()),
  getEmailConfig: (await import('../../test/captcha-owner')).captchaOwner,
}));
vi.mock('./captcha-field', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it("says the form cannot send, and offers the mail app, when the CAPTCHA's own code cannot load", async () => {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByLabelText(t('contact.form.name.label')), 'Ada');
  expect(await screen.findByText(t('contact.form.captcha.unavailable'))).toBeInTheDocument();
  // Offered once the form has heard of the failure, in the render after.
  expect(await screen.findByRole('link', { name: t('contact.form.mailAppOffer') })).toHaveAttribute(
    'href',
    expect.stringMatching(/^mailto:/),
  );
  expect(screen.getByLabelText(t('contact.form.name.label'))).toHaveValue('Ada');
});
