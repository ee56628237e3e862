// The page a plain form post (no JavaScript) is answered with when its message was not sent: what
// went wrong, in the visitor's language's words, the form again with what the visitor typed (escaped), and
// the way to the visitor's own mail app. Self-contained: no script, one small stylesheet.
import type { ContactFields } from '../../src/lib/contact-form-state';
import { fieldDirection } from '../../src/lib/field-direction';
import { contactAction } from '../../src/lib/form-lock-script';
import { textDirection, type SiteLanguages } from '../../src/lib/languages';
import { mailtoHref } from '../../src/lib/mail-app';
import { FORM_FIELDS, type FieldProblem } from './contact-input';
import type { VisitorLanguage } from './visitor-language';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The page's only style, allowed by its hash in the answer's Content-Security-Policy. */
export const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2937;background:#f9fafb}main{max-width:40rem;margin:0 auto}label{display:block;font-weight:600;margin-top:1rem}input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;margin-top:.25rem;border:1px solid #9ca3af;border-radius:.5rem}[aria-invalid=true]{border-color:#b91c1c}.problem,[role=alert]{color:#b91c1c;font-weight:600}.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}button{margin-top:1.5rem;font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff}a{color:#4338ca}@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}input,textarea{background:#1f2937;color:inherit}a{color:#a5b4fc}.problem,[role=alert]{color:#fca5a5}}';

export interface AnswerPage {
  /** The sentence saying what happened. */
  summary: string;
  owner: { name: string; firstName: string; email: string };
  /** The site's base path ("/" or "/portfolio/"), for the form's action and the way back. */
  base: string;
  languages: SiteLanguages;
  /** The visitor's language: the form's, the way back's, and the words the page is in. */
  language: VisitorLanguage;
  /** What the visitor typed; no form is shown when the body could not be read. */
  fields?: ContactFields;
  problems?: readonly FieldProblem[];
}

function field(
  name: keyof ContactFields,
  label: string,
  value: string,
  problem: FieldProblem | undefined,
  control: 'input' | 'email' | 'textarea',
): string {
  const id = `contact-${name}`;
  const error = problem
    ? `<p class="problem" id="${id}-error">${escapeHtml(problem.text)}</p>`
    : '';
  const described = problem ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const dir = fieldDirection(control === 'email' ? 'email' : 'text', value);
  const common = `id="${id}" name="${FORM_FIELDS[name]}" required${described}${dir ? ` dir="${dir}"` : ''}`;
  const box =
    control === 'textarea'
      ? `<textarea ${common} rows="8">${escapeHtml(value)}</textarea>`
      : `<input ${common} type="${control === 'email' ? 'email' : 'text'}" value="${escapeHtml(value)}">`;
  return `<label for="${id}">${escapeHtml(label)}</label>${box}${error}`;
}

export function answerPage(page: AnswerPage): string {
  const { owner, base, language, fields, problems = [] } = page;
  // The words' own language: the default's where the visitor's has no template dictionary.
  const { t, locale } = language.words;
  const problemOf = (name: keyof ContactFields) => problems.find((p) => p.field === name);
  const form = fields
    ? `<form method="post" action="${escapeHtml(contactAction(base, page.languages, language.tag))}">
${field('name', t('contact.form.name.label'), fields.name, problemOf('name'), 'input')}
${field('email', t('contact.form.email.label'), fields.email, problemOf('email'), 'email')}
${field('message', t('contact.form.message.label'), fields.message, problemOf('message'), 'textarea')}
<div class="trap" aria-hidden="true"><label for="contact-${FORM_FIELDS.honeypot}">${escapeHtml(t('contact.form.honeypot'))}</label><input id="contact-${FORM_FIELDS.honeypot}" name="${FORM_FIELDS.honeypot}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(t('contact.form.send'))}</button>
</form>`
    : '';
  const mailto = mailtoHref(owner.email, fields ?? { name: '', email: '', message: '' }, t);
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('contact.problem.title', { name: owner.name }))}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('contact.problem.heading'))}</h1>
<p role="alert">${escapeHtml(page.summary)}</p>
${form}
<p><a href="${escapeHtml(mailto)}">${escapeHtml(t('contact.form.mailAppOffer'))}</a></p>
<p><a href="${escapeHtml(`${base}${language.prefix}`)}">${escapeHtml(t('contact.sent.back', { firstName: owner.firstName }))}</a></p>
</main>
</body>
</html>
`;
}

/** The Content-Security-Policy of the answer page: nothing but its own style and its own form. */
export async function answerPagePolicy(): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(PAGE_STYLE));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  return `default-src 'none'; style-src 'sha256-${hash}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}
