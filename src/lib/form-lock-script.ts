// The prerendered contact form works without JavaScript: a plain post to the server's handler.
// With JavaScript on, it must not take typing or a submit before React holds it (the typing would
// be lost, the submit would leave the page), so this inline script, placed as the form's last
// child, locks it the moment it is parsed; React unlocks it once hydrated. Plain ES2017, hashed
// by the page's CSP.
import { CONTACT_FORM_PATH } from '../config/env-email';

export const FORM_LOCK_SCRIPT = `(() => {
  const form = document.currentScript.parentElement;
  for (const field of form.querySelectorAll('input[required], textarea[required]')) field.readOnly = true;
  for (const button of form.querySelectorAll('button')) button.disabled = true;
})()`;

/** Where the form posts without JavaScript, under the site's base path (server/edge). */
export function contactAction(base: string): string {
  return `${base}${CONTACT_FORM_PATH}`;
}
