// Serves the built site the way a static host or CDN would: the headers of its _headers file
// (security and caching, as production sends them), compressed text, its own 404 page, plus the
// local API (mail outbox) under /api/. No request, however malformed, stops it.
import compression from 'compression';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { profile } from '../src/content/index.ts';
import { LOCAL_OUTBOX_HEADER } from '../src/config/env-email.ts';
import { headersFileReader, headersFor } from './headers-file.ts';
import { localApi, type LocalApiOptions } from './local-api.ts';
import { localContactForm } from './local-contact.ts';
import { openStatic, sendFile, staticFiles } from './static-files.ts';
import { DEFAULT_TIMEOUTS } from './timeouts.ts';

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
  /** The sub-path the site was built for (BASE_PATH), e.g. "/portfolio/". */
  base?: string;
  /**
   * Serve a file's .br or .gz sibling, where one exists and the client accepts it, instead of
   * compressing on the fly: how a CDN sends pre-compressed static files (the benchmark writes them).
   */
  precompressed?: boolean;
  /** Send the headers of `dir`/_headers (default true). */
  siteHeaders?: boolean;
  /** Slow clients are cut off: the headers must arrive within `headersMs`, the body `requestMs`. */
  timeouts?: { headersMs: number; requestMs: number };
  api?: LocalApiOptions;
}

/** The configured site's host name (SITE_URL, else the content's), for the mail API's Host check. */
export function siteHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const hosts: string[] = [];
  for (const address of [env.SITE_URL, profile.siteUrl]) {
    try {
      if (address) hosts.push(new URL(address).host);
    } catch {
      // Not an absolute address: nothing to allow.
    }
  }
  if (env.HOST && !['0.0.0.0', '::'].includes(env.HOST)) hosts.push(env.HOST);
  return hosts;
}

/** At most this many folders up from a path are looked in for a 404 page. */
const NOT_FOUND_DEPTH = 4;

/**
 * The 404 pages that may answer a path the site lacks, nearest first: for "/de/nope/x",
 * /de/nope/404.html, /de/404.html and /404.html.
 */
export function notFoundPages(pathname: string): string[] {
  let folders: string[];
  try {
    folders = decodeURIComponent(pathname)
      .split('/')
      .filter((folder) => folder && folder !== '.' && folder !== '..');
  } catch {
    folders = [];
  }
  // The last part of a path without a closing slash names a file, not a folder.
  if (!pathname.endsWith('/')) folders.pop();
  folders = folders.slice(0, NOT_FOUND_DEPTH);
  const pages: string[] = [];
  for (let depth = folders.length; depth >= 0; depth--) {
    pages.push(
      `/${folders
        .slice(0, depth)
        .map((folder) => `${folder}/`)
        .join('')}404.html`,
    );
  }
  return pages;
}

function plainNotFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

export function createSiteServer({
  dir,
  base = '/',
  precompressed = false,
  siteHeaders = true,
  timeouts = DEFAULT_TIMEOUTS,
  api: apiOptions = {},
}: Omit<ServeOptions, 'port' | 'host'>): Server {
  const root = path.resolve(dir);
  // Responses that already carry a Content-Encoding (the pre-compressed files) pass through as-is.
  const compress = compression();
  const api = localApi({ allowedHosts: siteHosts(), ...apiOptions });
  const prefix = base.replace(/\/$/, '');
  const contactForm = localContactForm({
    prefix,
    allowedHosts: apiOptions.allowedHosts ?? siteHosts(),
    ...(apiOptions.outboxDir ? { outboxDir: apiOptions.outboxDir } : {}),
    ...(apiOptions.log ? { log: apiOptions.log } : {}),
  });
  const files = staticFiles({ dir: root, precompressed });
  const readHeaders = headersFileReader(path.join(root, '_headers'));

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plainNotFound(res);
    // The site's own 404 page nearest the path, where the build wrote one: a language's own
    // (/de/404.html) under its folder, as Cloudflare Pages serves them.
    const pages = notFoundPages((req.url ?? '/').split('?')[0] ?? '/');
    const next = async (): Promise<void> => {
      const page = pages.shift();
      if (!page) return plainNotFound(res);
      const found = await openStatic(root, page, req);
      return found ? sendFile(req, res, found, 404) : next();
    };
    next().catch(() => plainNotFound(res));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const sitePath = prefix && url.startsWith(`${prefix}/`) ? url.slice(prefix.length) : url;
    res.setHeader(LOCAL_OUTBOX_HEADER, '1');
    if (siteHeaders) {
      const pathname = sitePath.split('?')[0] ?? '/';
      for (const [name, value] of headersFor(await readHeaders(), pathname)) {
        res.setHeader(name, value);
      }
    }
    // A byte range names bytes of the file itself, so its answer is never re-encoded.
    const maybeCompress = req.headers.range
      ? (_q: unknown, _s: unknown, next: () => void) => next()
      : compress;
    maybeCompress(req as never, res as never, () => {
      const served = () => {
        if (prefix && !url.startsWith(`${prefix}/`)) {
          if (url === prefix) res.writeHead(301, { Location: `${prefix}/` }).end();
          else notFound(req, res);
          return;
        }
        req.url = sitePath || '/';
        files(req, res, () => notFound(req, res));
      };
      contactForm(req, res, () => api(req, res, served));
    });
  };

  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // How often the timeouts above are checked; Node's default (30 s) would let them slip.
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        logUnexpected(error);
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
    },
  );
  return server;
}

/** One line for anything unexpected: the process keeps serving. */
export function logUnexpected(error: unknown): void {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  console.error(`server: unexpected error (still serving): ${text.replace(/\s+/g, ' ')}`);
}

export function serve({ port, host = '127.0.0.1', ...rest }: ServeOptions): Promise<Server> {
  const server = createSiteServer(rest);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      server.on('error', logUnexpected);
      resolve(server);
    });
  });
}

/**
 * Serves dist/ (or DIST_DIR) as PORT, HOST, BASE_PATH, REQUEST_TIMEOUT_MS and OUTBOX_CAP_MB say.
 * Started by server/start.ts, which first makes `@content/…` resolve as the build does.
 */
export function serveFromEnvironment(): void {
  process.on('uncaughtException', logUnexpected);
  process.on('unhandledRejection', logUnexpected);
  const port = Number(process.env.PORT ?? 4173);
  const base = process.env.BASE_PATH ?? '/';
  const dir = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
  const timeoutMs = Number(process.env.REQUEST_TIMEOUT_MS);
  const timeouts =
    timeoutMs > 0 ? { headersMs: timeoutMs, requestMs: timeoutMs } : DEFAULT_TIMEOUTS;
  const capMb = Number(process.env.OUTBOX_CAP_MB);
  const api = capMb > 0 ? { capBytes: capMb * 1024 * 1024 } : {};
  serve({ dir, port, base, host: process.env.HOST ?? 'localhost', timeouts, api }).then(
    // The port bound, not the one asked for: PORT=0 takes a free one, and says which.
    (server) =>
      console.log(
        `Serving dist/ at http://localhost:${(server.address() as AddressInfo).port}${base}`,
      ),
    (error: unknown) => {
      console.error(`Could not start the server on port ${port}: ${String(error)}`);
      process.exit(1);
    },
  );
}
