// Builds the static site, one language at a time: for each, the client bundle, then the page
// rendered to HTML with React's static API and written into dist/index.html (dist/<tag>/ for a
// language other than the default), so the page reads complete before any JavaScript runs.
//
// Run as `tsx scripts/build.ts`, it checks the content, writes each language's content folder
// (scripts/languages/prepare.ts) and runs itself once per language with that folder as its
// `@content/…` (a tsconfig of its own), then writes what covers every language: the sitemap and
// the headers file.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import * as content from '../src/content';
import { keptHeightsScript } from '../src/lib/kept-heights.ts';
import { languageAddress } from '../src/lib/languages.ts';
import { LANGUAGE_DIR_VARIABLE } from './content-dir.ts';
import { buildLanguages } from './languages/build-all.ts';
import {
  isTranslation,
  LANGUAGE_VARIABLES,
  pageLanguage,
  withLanguageAttributes,
  withLanguageChoice,
  withLanguageHeaders,
} from './languages/page-language.ts';
import { APP_ICONS, OG_IMAGE, renderFavicon, renderIcon, renderPreview } from './assets/brand.ts';
import { notFoundPage } from './assets/not-found.ts';
import { SENT_PAGE_DIR, sentPage } from './assets/sent-page.ts';
import {
  photoPath,
  photoWarnings,
  portraitFromRenditions,
  renderPortraitOnce,
} from './assets/portrait.ts';
import { reportSampleWarnings, sampleWarnings } from './assets/sample-warnings.ts';
import { checkContentOrExit, contentWarnings } from './check-content.ts';
import { publishedPath, putInPlace, stagingFolder, startStaging } from './dist-folder.ts';
import { writeBibFiles } from './citations/bib-files.ts';
import { contentSecurityPolicy, withCspMeta, withHeadersPolicy } from './csp.ts';
import { loadEntryAfterPaint } from './entry-loader.ts';
import { slimPageStyles } from './page-css.ts';
import { keepOldAddresses } from './item-history.ts';
import { itemEntries, writeItemPages, type RenderedItemPage } from './item-pages.ts';
import { languageNotes, notesFeedLinks, writeNotes, type NotesRenderer } from './notes/pages.ts';
import { contentDir } from './content-dir.ts';
import { writeResume } from './resume/write.ts';
import { writeSearchIndex } from './search-index.ts';
import { writeSearchPage } from './search-page.ts';
import { buildsForVercel, writeVercelOutput } from './vercel-output.ts';
import {
  inlineFavicon,
  manifestHref,
  renderHead,
  robotsTxt,
  siteAddress,
  sitemapXml,
  webManifest,
} from './seo.ts';

const root = path.resolve(import.meta.dirname, '..');
/** This run is one language's build, started by the site's (main below). */
const isLanguageBuild = Boolean(
  process.env[LANGUAGE_DIR_VARIABLE] && process.env[LANGUAGE_VARIABLES.tag],
);
// DIST_DIR lets parallel builds (tests, benchmarks) keep apart; the default is dist/.
const target = path.resolve(root, process.env.DIST_DIR ?? 'dist');
// The site's build writes beside the target and puts it in place at the end (dist-folder.ts); a
// language's build writes where the site's tells it to.
const dist = isLanguageBuild ? target : stagingFolder(target);
const base = process.env.BASE_PATH ?? '/';
// Named after the whole output path, so builds of several copies sharing node_modules keep apart.
const ssrOut = path.join(
  root,
  'node_modules/.tmp',
  `ssr-${createHash('sha256').update(dist).digest('hex').slice(0, 12)}`,
);
const publicDir = path.join(root, 'public');

/**
 * Puts the stylesheet into the page, so the first paint waits for no request. The CSS is small
 * (a few KiB compressed) and the page is a single document, so nothing is lost to caching.
 */
async function inlineStylesheets(html: string): Promise<string> {
  const link = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;
  let result = html;
  for (const [tag, href] of html.matchAll(link)) {
    const file = path.join(dist, href.slice(base.length));
    const css = (await readFile(file, 'utf8')).trim();
    result = result.replace(tag, () => `<style>${css}</style>`);
  }
  return result;
}

/**
 * The images that name the owner, drawn from content: the social preview card, the favicon and
 * the app icons. A file of the same name in public/ is the owner's own and wins. Returns the
 * favicon's SVG, which the page inlines.
 */
async function writeBrandImages(): Promise<string> {
  const own = (name: string) => existsSync(path.join(publicDir, name));
  if (!own(OG_IMAGE.path)) {
    await writeFile(path.join(dist, OG_IMAGE.path), await renderPreview(content.profile));
  }
  const favicon = own('favicon.svg')
    ? await readFile(path.join(publicDir, 'favicon.svg'), 'utf8')
    : await renderFavicon(content.profile.name);
  if (!own('favicon.svg')) await writeFile(path.join(dist, 'favicon.svg'), favicon);
  for (const [name, size] of APP_ICONS) {
    if (!own(name)) await writeFile(path.join(dist, name), await renderIcon(favicon, size));
  }
  return favicon;
}

/** One language of the site, into `dist` (dist/<tag>/ for a language other than the default). */
async function buildLanguage(): Promise<void> {
  const language = pageLanguage(siteAddress());
  const isDefault = !isTranslation(language);
  // Before the bundler starts: a bad photo stops the build with one line, and the bundles reuse it.
  const photoFile = photoPath(root, content.profile);
  const photoRenditions = photoFile === undefined ? undefined : await renderPortraitOnce(photoFile);
  // The public folder's files are the site's, once, at its root.
  await build({
    root,
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true, copyPublicDir: isDefault },
  });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  });

  const entry = pathToFileURL(path.join(ssrOut, 'entry-server.js')).href;
  const {
    renderPage,
    renderItemPages,
    renderSearchPage,
    renderNotePage,
    renderNotesListPage,
    renderNotesTagPage,
  } = (await import(entry)) as NotesRenderer & {
    renderPage: () => Promise<string>;
    renderItemPages: (home: string) => RenderedItemPage[];
    renderSearchPage: (home: string) => Promise<string>;
  };
  const appHtml = await renderPage();

  const templatePath = path.join(dist, 'index.html');
  // Every page of a language with notes links its feeds.
  const { notes } = await languageNotes(root, contentDir(root), language.tag);
  const feeds = notesFeedLinks(siteAddress(), notes.length > 0);
  const template = withLanguageChoice(
    withLanguageAttributes(await readFile(templatePath, 'utf8'), language.tag),
    language,
  )
    .replace('<!--head-->', () => (feeds ? `${feeds}\n    <!--head-->` : '<!--head-->'))
    // The page's sections at the heights this tab last saw them (src/lib/kept-heights.ts).
    .replace(
      '<!--head-->',
      () => `<script data-app-only>${keptHeightsScript()}</script>\n    <!--head-->`,
    );
  if (!template.includes('<!--app-->') || !template.includes('<!--head-->')) {
    throw new Error('dist/index.html lost its <!--app--> or <!--head--> marker');
  }
  const site = siteAddress();
  const favicon = await writeBrandImages();
  // '' for an owner with no photo: the résumé and the structured data then name none.
  const photo = photoRenditions ? portraitFromRenditions(photoRenditions, '').src : '';
  console.log(
    await writeResume({
      content,
      dist,
      publicDir,
      site: { url: site.url, photo },
      noPdf: process.env[LANGUAGE_VARIABLES.resumeElsewhere] === '1',
    }),
  );
  const page = loadEntryAfterPaint(
    await inlineStylesheets(
      inlineFavicon(
        template.replace('<!--head-->', renderHead(site, photo)).replace('<!--app-->', appHtml),
        favicon,
      ),
    ),
    manifestHref(site),
  );
  const notFound = await inlineStylesheets(
    inlineFavicon(
      notFoundPage(
        template,
        content.profile,
        site.base,
        language.languages.all
          .filter((tag) => tag !== language.tag)
          .map((tag) => ({
            tag,
            href: languageAddress(language.languages, language.rootBase, tag, ''),
          })),
      ),
      favicon,
    ),
  );
  await writeFile(
    path.join(dist, '404.html'),
    withCspMeta(notFound, contentSecurityPolicy(notFound, process.env)),
  );
  // Where the contact handler sends a visitor whose message went without JavaScript.
  const sent = await inlineStylesheets(
    inlineFavicon(sentPage(template, content.profile, site.base), favicon),
  );
  await mkdir(path.join(dist, SENT_PAGE_DIR), { recursive: true });
  await writeFile(
    path.join(dist, SENT_PAGE_DIR, 'index.html'),
    withCspMeta(sent, contentSecurityPolicy(sent, process.env)),
  );
  await writeItemPages({
    dist,
    site,
    template,
    bodies: renderItemPages(site.base),
    finish: (html) => inlineStylesheets(inlineFavicon(html, favicon)),
    env: process.env,
  });
  await writeSearchPage({
    dist,
    site,
    template,
    body: await renderSearchPage(site.base),
    finish: async (html) =>
      loadEntryAfterPaint(
        await inlineStylesheets(inlineFavicon(html, favicon)),
        manifestHref(site),
      ),
    env: process.env,
  });
  const written = await writeNotes({
    root,
    folder: contentDir(root),
    dist,
    site,
    template,
    render: { renderNotePage, renderNotesListPage, renderNotesTagPage },
    finish: (html) => inlineStylesheets(inlineFavicon(html, favicon)),
    env: process.env,
  });
  if (written.length > 0) console.log(`notes: ${written.length} page(s) and their feeds`);
  console.log(await writeBibFiles(dist, content.publications));
  // Every language's old addresses lead on; the default language keeps the record.
  await keepOldAddresses(root, dist, site, itemEntries(), {
    recordedAt: { url: language.rootUrl, base: language.rootBase },
    record: isDefault,
  });
  const policy = contentSecurityPolicy(page, process.env);
  const html = withCspMeta(page, policy);
  await writeFile(templatePath, html);
  await writeFile(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify(webManifest(site), null, 2),
  );
  await rm(ssrOut, { recursive: true, force: true });
  console.log(
    `prerendered ${publishedPath(path.relative(root, templatePath))} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB)`,
  );
}

/** Every language, then what covers them all. */
async function main(): Promise<void> {
  await checkContentOrExit();
  await startStaging(target);
  reportSampleWarnings(await sampleWarnings(root, content));
  for (const line of contentWarnings(content, contentDir(root))) console.warn(`content: ${line}`);
  for (const line of await photoWarnings(root, content.profile)) {
    console.warn(`profile photo: ${line}`);
  }
  const site = siteAddress();
  const built = await buildLanguages({
    root,
    dist,
    site,
    buildOne: (env) => {
      const run = spawnSync(
        process.execPath,
        [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', env.tsconfig, __filename],
        { cwd: root, stdio: 'inherit', env: { ...process.env, ...env.variables } },
      );
      if (run.status !== 0) process.exit(run.status ?? 1);
    },
  });
  await slimPageStyles(dist, process.env);
  const headersPath = path.join(dist, '_headers');
  if (existsSync(headersPath)) {
    await writeFile(
      headersPath,
      withLanguageHeaders(withHeadersPolicy(await readFile(headersPath, 'utf8')), built.prefixes),
    );
  }
  // After every language's pages: one bundle, an index per language (Pagefind reads <html lang>).
  console.log(await writeSearchIndex(dist));
  await writeFile(path.join(dist, 'robots.txt'), robotsTxt(site));
  await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(built.sitemap));
  await putInPlace(target);
  console.log(`the site is in ${path.relative(root, target) || '.'}/`);
  if (buildsForVercel()) console.log(await writeVercelOutput(root, target));
}

const __filename = import.meta.filename;
(isLanguageBuild ? buildLanguage() : main()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
