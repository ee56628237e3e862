import type { Plugin } from 'vite';
import { localApi } from './local-api.ts';

/** Serves the local API (the mail outbox) from `npm run dev` and `vite preview`, as `npm start` does. */
export function localServerPlugin(): Plugin {
  return {
    name: 'portfolio-local-api',
    configureServer(server) {
      server.middlewares.use(localApi());
    },
    configurePreviewServer(server) {
      server.middlewares.use(localApi());
    },
  };
}
