// Serves the built site the way a static host or CDN would: compressed text, long-lived caching
// for hashed assets, no caching for index.html, plus the local API (mail outbox) under /api/.
import compression from 'compression';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { localApi } from './local-api.ts';

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
}

export function createSiteServer({
  dir,
  base = '/',
  precompressed = false,
}: Omit<ServeOptions, 'port'>): Server {
  // Responses that already carry a Content-Encoding (the pre-compressed files) pass through as-is.
  const compress = compression();
  const api = localApi();
  const files = sirv(dir, {
    etag: true,
    brotli: precompressed,
    gzip: precompressed,
    setHeaders(res, pathname) {
      if (pathname.includes('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  const prefix = base.replace(/\/$/, '');

  return createServer((req, res) => {
    compress(req as never, res as never, () => {
      api(req, res, () => {
        const url = req.url ?? '/';
        if (prefix && !url.startsWith(`${prefix}/`)) {
          if (url === prefix) {
            res.writeHead(301, { Location: `${prefix}/` }).end();
          } else {
            res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
          }
          return;
        }
        req.url = url.slice(prefix.length) || '/';
        files(req, res, () => {
          res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        });
      });
    });
  });
}

export function serve({ port, host = '127.0.0.1', ...rest }: ServeOptions): Promise<Server> {
  const server = createSiteServer(rest);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173);
  const base = process.env.BASE_PATH ?? '/';
  const dir = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
  serve({ dir, port, base, host: process.env.HOST ?? 'localhost' }).then(
    () => console.log(`Serving dist/ at http://localhost:${port}${base}`),
    (error: unknown) => {
      console.error(`Could not start the server on port ${port}: ${String(error)}`);
      process.exit(1);
    },
  );
}
