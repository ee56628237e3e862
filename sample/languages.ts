// Sample content: this file is yours. The languages your site is written in: `default` is the
// language of the other content files and lives at the site's address; every other one lives at
// /<tag>/ (here /de/), its texts translated in the folder of that name (content/de/). Leave this
// file out for a site in English only.

import type { Languages } from '../src/content/types';

export const languages: Languages = {
  default: 'en',
  all: ['en', 'de'],
};
