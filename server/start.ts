// `npm run serve`: the built site on this machine (server/serve.ts), its `@content/…` modules those
// the build read (content-modules.ts), registered before the server's own imports are resolved.
import { registerContentModules } from './content-modules.ts';

registerContentModules();
const { serveFromEnvironment } = await import('./serve.ts');
serveFromEnvironment();
