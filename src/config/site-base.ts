// The site's base path, whatever the page's language: "/" (or the sub-path BASE_PATH names) for
// every language, where the build's BASE_URL is the language's own ("/de/"). Files of the site's
// root (public/, the default résumé) and the language switch's addresses start from it.
import { languages } from '../content';
import { rootBaseOf } from '../lib/languages';
import { locale } from '../words';

export const SITE_BASE = rootBaseOf(languages, locale, import.meta.env.BASE_URL);
