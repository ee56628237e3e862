import type { EmailConfig } from '../config/env';

/** The mail settings of an owner whose EmailJS account asks for a CAPTCHA, for component tests. */
export const captchaOwner = (): EmailConfig => ({
  mode: 'emailjs',
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'tpl',
  maxBytes: 50 * 1024,
  captchaSiteKey: 'site-key',
});
