// Builds the static site: the client bundle, then the page rendered to HTML with React's static
// API and written into dist/index.html, so the page reads complete before any JavaScript runs.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { checkContentOrExit } from './check-content.ts';
import { contentSecurityPolicy, withCspMeta, withHeadersPolicy } from './csp.ts';
import { loadEntryAfterPaint } from './entry-loader.ts';
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
// DIST_DIR lets parallel builds (tests, benchmarks) keep apart; the default is dist/.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const base = process.env.BASE_PATH ?? '/';
const ssrOut = path.join(root, 'node_modules/.tmp', `ssr-${path.basename(dist)}`);

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

async function main(): Promise<void> {
  checkContentOrExit();
  await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  });

  const entry = pathToFileURL(path.join(ssrOut, 'entry-server.js')).href;
  const { renderPage } = (await import(entry)) as { renderPage: () => Promise<string> };
  const appHtml = await renderPage();

  const templatePath = path.join(dist, 'index.html');
  const template = await readFile(templatePath, 'utf8');
  if (!template.includes('<!--app-->') || !template.includes('<!--head-->')) {
    throw new Error('dist/index.html lost its <!--app--> or <!--head--> marker');
  }
  const site = siteAddress();
  const faviconPath = path.join(root, 'public/favicon.svg');
  if (!existsSync(faviconPath)) {
    throw new Error('public/favicon.svg is missing: the build inlines it as the tab icon.');
  }
  const favicon = await readFile(faviconPath, 'utf8');
  const page = loadEntryAfterPaint(
    await inlineStylesheets(
      inlineFavicon(
        template.replace('<!--head-->', renderHead(site)).replace('<!--app-->', appHtml),
        favicon,
      ),
    ),
    manifestHref(site),
  );
  const policy = contentSecurityPolicy(page, process.env);
  const html = withCspMeta(page, policy);
  await writeFile(templatePath, html);
  const headersPath = path.join(dist, '_headers');
  if (existsSync(headersPath)) {
    await writeFile(headersPath, withHeadersPolicy(await readFile(headersPath, 'utf8'), policy));
  }
  await writeFile(path.join(dist, 'robots.txt'), robotsTxt(site));
  await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml(site, new Date()));
  await writeFile(
    path.join(dist, 'manifest.webmanifest'),
    JSON.stringify(webManifest(site), null, 2),
  );
  await rm(ssrOut, { recursive: true, force: true });
  console.log(
    `prerendered ${path.relative(root, templatePath)} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
