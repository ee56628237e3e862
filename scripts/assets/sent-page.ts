// dist/contact/sent/index.html: where the contact handler sends a visitor whose message went with
// JavaScript off (a 303 after the form post). The site's own look, as the 404 page has it; no
// JavaScript and nothing for search engines to index.
import { BUTTON_PRIMARY } from '../../src/components/button-styles.ts';
import { CONTACT_SENT_PATH } from '../../src/config/env-email.ts';
import { t } from '../../src/words/index.ts';
import { escapeHtml } from '../seo.ts';

/** The page's folder under dist/: the path the handler redirects to (server/edge). */
export const SENT_PAGE_DIR = CONTACT_SENT_PATH.replace(/\/$/, '');

export function sentBody(firstName: string, base: string): string {
  return `<main class="flex min-h-svh flex-col items-center justify-center gap-6 px-6 text-center">
      <h1 class="text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">${escapeHtml(t('contact.sent.heading'))}</h1>
      <p role="status" class="max-w-md text-muted">${escapeHtml(t('contact.status.success'))}</p>
      <a href="${escapeHtml(base)}" class="${BUTTON_PRIMARY}">${escapeHtml(t('contact.sent.back', { firstName }))}</a>
    </main>`;
}

/** The page template with the sent page's content and without the app's entry script. */
export function sentPage(
  template: string,
  owner: { name: string; firstName: string },
  base: string,
): string {
  const head = [
    `<title>${escapeHtml(t('contact.sent.title', { name: owner.name }))}</title>`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
  return template
    .replace('<!--head-->', head)
    .replace(/<div id="root"><!--app--><\/div>/, sentBody(owner.firstName, base))
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}
