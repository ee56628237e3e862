import type { Plugin } from 'vite';
import { emailBuildWarning } from '../src/config/env-email.ts';
import { localApi } from './local-api.ts';

/**
 * Serves the local API (the mail outbox) from `npm run dev` and `vite preview`, as `npm start`
 * does, and warns once when a production build has no EmailJS keys.
 */
export function localServerPlugin(): Plugin {
  return {
    name: 'portfolio-local-api',
    configResolved(config) {
      if (config.command !== 'build' || config.build.ssr || !config.isProduction) return;
      const warning = emailBuildWarning(config.env);
      if (warning) config.logger.warn(warning);
    },
    configureServer(server) {
      server.middlewares.use(localApi());
    },
    configurePreviewServer(server) {
      server.middlewares.use(localApi());
    },
  };
}
