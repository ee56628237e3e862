import { Server as HttpServer } from 'node:http';
import type { Connect, Plugin } from 'vite';
import {
  contactHandlerProblem,
  emailBuildWarning,
  LOCAL_OUTBOX_HEADER,
} from '../src/config/env-email.ts';
import { localApi } from './local-api.ts';
import { DEFAULT_TIMEOUTS } from './timeouts.ts';

/** The same limits as `npm start`: a slow client cannot hold a connection open. */
function limitSlowClients(http: unknown): void {
  if (!(http instanceof HttpServer)) return;
  http.headersTimeout = DEFAULT_TIMEOUTS.headersMs;
  http.requestTimeout = DEFAULT_TIMEOUTS.requestMs;
}

/** Vite's own `server.allowedHosts` (names or `true`), for the mail API's Host check. */
function allowedHosts(setting: string[] | true | undefined): string[] {
  return Array.isArray(setting) ? setting.map((host) => host.replace(/^\./, '')) : [];
}

/**
 * `vite preview` serves files with sirv, whose range handling throws (and stops the process) on a
 * reversed range: ranges are dropped there, so every file is answered whole, as HTTP allows.
 */
export const ignoreRanges: Connect.NextHandleFunction = (req, _res, next) => {
  delete req.headers.range;
  delete req.headers['if-range'];
  next();
};

function withOutboxHeader(api: Connect.NextHandleFunction): Connect.NextHandleFunction {
  return (req, res, next) => {
    res.setHeader(LOCAL_OUTBOX_HEADER, '1');
    api(req, res, next);
  };
}

/**
 * Serves the local API (the mail outbox) from `npm run dev` and `vite preview`, as `npm start`
 * does, warns once when a production build has no EmailJS keys, and stops a build whose
 * VITE_CONTACT_HANDLER it cannot read.
 */
export function localServerPlugin(): Plugin {
  return {
    name: 'portfolio-local-api',
    configResolved(config) {
      if (config.command !== 'build') return;
      // Checked for the server build too: the prerendered page is where it shows.
      const problem = contactHandlerProblem(config.env);
      if (problem) throw new Error(problem);
      if (config.build.ssr || !config.isProduction) return;
      const warning = emailBuildWarning(config.env);
      if (warning) config.logger.warn(warning);
    },
    configureServer(server) {
      limitSlowClients(server.httpServer);
      const hosts = allowedHosts(server.config.server.allowedHosts);
      server.middlewares.use(withOutboxHeader(localApi({ allowedHosts: hosts })));
    },
    configurePreviewServer(server) {
      limitSlowClients(server.httpServer);
      const hosts = allowedHosts(server.config.preview.allowedHosts);
      server.middlewares.use(ignoreRanges);
      server.middlewares.use(withOutboxHeader(localApi({ allowedHosts: hosts })));
    },
  };
}
