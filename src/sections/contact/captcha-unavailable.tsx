import { t } from '../../words';

/**
 * Why the form cannot send: the anti-spam check did not load (its service, or its code here, was
 * blocked or the connection dropped). The form offers the mail app beside it.
 */
export function CaptchaUnavailable() {
  return (
    <p className="mt-2 text-sm font-medium text-danger-fg">
      {t('contact.form.captcha.unavailable')}
    </p>
  );
}
