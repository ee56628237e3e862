// Build-time configuration, read from import.meta.env once and checked in one place.
import { hasContactHandler, readEmailConfig, type EmailConfig } from './env-email';

export type { EmailConfig, EmailKeyVar } from './env-email';
export { describeMissingKeys } from './env-email';

let emailConfig: EmailConfig | undefined;

/** Where the contact form sends (the local outbox is the page's own origin). */
export function getEmailConfig(): EmailConfig {
  // While prerendering there is no page origin; nothing is sent then.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  emailConfig ??= readEmailConfig(import.meta.env, origin);
  return emailConfig;
}

/** Whether the host answers the contact form's post without JavaScript (VITE_CONTACT_HANDLER). */
export const contactHandler = (): boolean => hasContactHandler(import.meta.env);
