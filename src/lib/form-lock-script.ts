// The prerendered contact form works without JavaScript: a plain post to the server's handler.
// With JavaScript on, a submit before React holds the form would leave the page, so this inline
// script, placed as the form's last child, disables its buttons the moment it is parsed (Enter in
// a field cannot submit either: a form whose submit button is disabled is not submitted
// implicitly); React enables them once hydrated. The fields stay open: what is typed before then
// is React's from its first commit (useContactForm), and kept for the tab as React keeps it
// (contact-draft.ts), so a reload before the form woke (its code had not come) loses nothing.
// Plain ES2017, hashed by the page's CSP.
import { CONTACT_FORM_PATH, CONTACT_LANGUAGE_PARAM } from '../config/env-email';
import { DRAFT_FIELDS, DRAFT_STORAGE_KEY } from './contact-draft';
import type { SiteLanguages } from './languages';

export const FORM_LOCK_SCRIPT = `(() => {
  const form = document.currentScript.parentElement;
  for (const button of form.querySelectorAll('button')) button.disabled = true;
  form.addEventListener('input', () => {
    if (form.closest('[data-hydrated="true"]')) return;
    try {
      const key = ${JSON.stringify(DRAFT_STORAGE_KEY)};
      const kept = JSON.parse(sessionStorage.getItem(key)) || {};
      // A field left empty keeps what the tab had kept for it, as React will put it back there.
      const draft = {};
      for (const name of ${JSON.stringify(DRAFT_FIELDS)}) {
        draft[name] = form.elements[name].value || (typeof kept[name] === 'string' ? kept[name] : '');
      }
      draft.begunAt = typeof kept.begunAt === 'number' ? kept.begunAt : Date.now();
      sessionStorage.setItem(key, JSON.stringify(draft));
    } catch (error) {}
  });
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
