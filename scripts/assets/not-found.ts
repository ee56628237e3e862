// dist/404.html: what a static host (and `npm start`) answers for an address the site does not
// have. The site's own look (the same inline styles and theme script), the owner's name, and a
// way home; no JavaScript and nothing for search engines to index.
import { BUTTON_PRIMARY } from '../../src/components/button-styles.ts';
import { languageName } from '../../src/lib/languages.ts';
import { locale, t, tParts } from '../../src/words/index.ts';
import { escapeHtml } from '../seo.ts';

export function notFoundHead(name: string): string {
  return [
    `<title>${escapeHtml(t('notFound.title', { name }))}</title>`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
}

/** The site's home in another language, for a visitor who reads that one. */
export interface HomeInLanguage {
  tag: string;
  href: string;
}

export function notFoundBody(
  firstName: string,
  base: string,
  otherLanguages: readonly HomeInLanguage[] = [],
): string {
  // The name isolated, so a name in another script keeps its place in the sentence; the whole
  // sentence one item of the button's row, as plain text would be.
  const home = tParts<'notFound.home', { name: string }>('notFound.home', {
    firstName: { name: firstName },
  })
    .map((part) =>
      typeof part === 'string' ? escapeHtml(part) : `<bdi>${escapeHtml(part.name)}</bdi>`,
    )
    .join('');
  return `<main class="flex min-h-svh flex-col items-center justify-center gap-6 px-6 text-center">
      <p class="text-sm font-semibold tracking-widest text-accent uppercase">${escapeHtml(t('notFound.kicker'))}</p>
      <h1 class="text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">${escapeHtml(t('notFound.heading'))}</h1>
      <p class="max-w-md text-muted">${escapeHtml(t('notFound.text'))}</p>
      <a href="${escapeHtml(base)}" class="${BUTTON_PRIMARY}"><span>${home}</span></a>${
        otherLanguages.length > 0
          ? `
      <ul class="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm" aria-label="${escapeHtml(t('language.switch', { language: languageName(locale) }))}">${otherLanguages
        .map(
          ({ tag, href }) =>
            `<li><a href="${escapeHtml(href)}" hreflang="${escapeHtml(tag)}" lang="${escapeHtml(tag)}" class="text-muted hover:text-accent">${escapeHtml(languageName(tag))}</a></li>`,
        )
        .join('')}</ul>`
          : ''
      }
    </main>`;
}

/** The page template with the 404 content and without the app's entry script. */
export function notFoundPage(
  template: string,
  owner: { name: string; firstName: string },
  base: string,
  otherLanguages: readonly HomeInLanguage[] = [],
): string {
  return template
    .replace('<!--head-->', notFoundHead(owner.name))
    .replace(
      /<div id="root"><!--app--><\/div>/,
      notFoundBody(owner.firstName, base, otherLanguages),
    )
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}
