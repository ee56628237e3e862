// The search page, /search/ in each language: the main page's template with a head of its own
// and the app's entry (its one island, the search field, wakes as the main page's do).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { profile } from '../src/content';
import { SEARCH_PATH } from '../src/lib/search.ts';
import { t } from '../src/words/index.ts';
import { contentSecurityPolicy, withCspMeta } from './csp.ts';
import { alternateLinks, pageLanguage } from './languages/page-language.ts';
import { escapeHtml, THEME_COLOR_TAG, type SiteAddress } from './seo.ts';

/** Its head: a title, and no place in search engines' results (it has nothing of its own). */
export function searchHead(site: SiteAddress): string {
  return [
    `<title>${escapeHtml(`${t('search.title')} | ${profile.name}`)}</title>`,
    `<meta name="robots" content="noindex" />`,
    ...alternateLinks(pageLanguage(site), SEARCH_PATH),
    THEME_COLOR_TAG,
  ].join('\n    ');
}

export interface WriteSearchPageOptions {
  dist: string;
  site: SiteAddress;
  /** dist/index.html as the client build wrote it, with its markers. */
  template: string;
  /** The page's body, rendered by src/entry-server.tsx. */
  body: string;
  /** What the main page gets too: the inline favicon and stylesheet, the entry after paint. */
  finish: (html: string) => Promise<string>;
  env: NodeJS.ProcessEnv;
}

export async function writeSearchPage(options: WriteSearchPageOptions): Promise<void> {
  const { dist, site, template, body, finish, env } = options;
  const page = await finish(
    template.replace('<!--head-->', () => searchHead(site)).replace('<!--app-->', () => body),
  );
  const folder = path.join(dist, SEARCH_PATH);
  await mkdir(folder, { recursive: true });
  await writeFile(
    path.join(folder, 'index.html'),
    withCspMeta(page, contentSecurityPolicy(page, env)),
  );
}
