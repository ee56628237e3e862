// Where search reads and leads, in the page's language: the bundle lives at the site's root, the
// main page and the search page in the language's folder.
import { languages } from '../content';
import { languageAddress } from '../lib/languages';
import { SEARCH_PATH } from '../lib/search';
import { locale } from '../words';
import { SITE_BASE } from './site-base';

/** The main page in the page's language: its results become its sections'. */
export const SEARCH_HOME = languageAddress(languages, SITE_BASE, locale, '');
/** The search page in the page's language: the bar's search control without JavaScript. */
export const SEARCH_PAGE = languageAddress(languages, SITE_BASE, locale, SEARCH_PATH);
