// The prerendered contact form works without JavaScript: a plain post to the server's handler.
// With JavaScript on, it must not take typing or a submit before React holds it (the typing would
// be lost, the submit would leave the page), so this inline script, placed as the form's last
// child, locks it the moment it is parsed; React unlocks it once hydrated. Plain ES2017, hashed
// by the page's CSP.
import { CONTACT_FORM_PATH, CONTACT_LANGUAGE_PARAM } from '../config/env-email';
import type { SiteLanguages } from './languages';

export const FORM_LOCK_SCRIPT = `(() => {
  const form = document.currentScript.parentElement;
  for (const field of form.querySelectorAll('input[required], textarea[required]')) field.readOnly = true;
  for (const button of form.querySelectorAll('button')) button.disabled = true;
})()`;

/**
 * Where the form posts without JavaScript: the handler (server/edge) under the site's root base
 * ("/", not "/de/": hosts route that one path), told the page's language unless it is the default.
 */
export function contactAction(rootBase: string, languages: SiteLanguages, tag: string): string {
  const query =
    tag === languages.default ? '' : `?${CONTACT_LANGUAGE_PARAM}=${encodeURIComponent(tag)}`;
  return `${rootBase}${CONTACT_FORM_PATH}${query}`;
}
