// The worker `npm run serve:edge` runs in workerd: the contact handler at the paths every host
// gives it, and the built site from workerd's disk service, answered as a static host answers it
// (each file's type, the _headers rules, /x as /x.html or /x/index.html, the site's 404 page).
import { TYPES } from '../content-types';
import { headersFor, type HeaderRule } from '../headers-rules';
import { CONTACT_PATH, EMAIL_SEND_PATH, handleContact, type ContactEnv } from './contact-handler';
import type { ServiceBinding } from './providers';

interface WorkerdEnv extends ContactEnv {
  /** dist/, through workerd's disk directory service. */
  SITE: ServiceBinding;
  /** dist/_headers, read by the launcher. */
  HEADER_RULES: HeaderRule[];
  /** The sub-path the site was built for (BASE_PATH), "/" by default. */
  BASE_PATH?: string;
}

/** Files a static host keeps to itself: its configuration and anything hidden. */
const PRIVATE = /(^|\/)(\.|_headers$|_redirects$)/;

function typeOf(path: string): string {
  const extension = /\.[^./]+$/.exec(path)?.[0]?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'application/octet-stream';
}

/** A file's answer from the disk service; null for none (a directory lists itself, unsized). */
async function openFile(env: WorkerdEnv, path: string, method: string): Promise<Response | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || PRIVATE.test(decoded)) return null;
  const response = await env.SITE.fetch(`http://site${path}`, { method });
  if (response.status !== 200 || !response.headers.has('content-length')) {
    await response.body?.cancel();
    return null;
  }
  return response;
}

/** `sitePath` null: an address outside the site's base path, answered with its 404 page. */
async function serveStatic(
  request: Request,
  env: WorkerdEnv,
  sitePath: string | null,
): Promise<Response> {
  const method = request.method === 'HEAD' ? 'HEAD' : 'GET';
  const answer = (found: Response, file: string, status: number) => {
    const headers = new Headers({ 'Content-Type': typeOf(file), Vary: 'Accept-Encoding' });
    const length = found.headers.get('content-length');
    if (length) headers.set('Content-Length', length);
    for (const [name, value] of headersFor(env.HEADER_RULES, sitePath ?? file)) {
      headers.set(name, value);
    }
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-cache');
    return new Response(method === 'HEAD' ? null : found.body, { status, headers });
  };
  if (sitePath !== null && (request.method === 'GET' || request.method === 'HEAD')) {
    const candidates = sitePath.endsWith('/')
      ? [`${sitePath}index.html`]
      : [sitePath, `${sitePath}.html`, `${sitePath}/index.html`];
    for (const file of candidates) {
      const found = await openFile(env, file, method);
      if (found) return answer(found, file, 200);
    }
  }
  if (request.method === 'GET' || request.method === 'HEAD') {
    const notFound = await openFile(env, '/404.html', method);
    if (notFound) return answer(notFound, '/404.html', 404);
  }
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export default {
  async fetch(request: Request, env: WorkerdEnv): Promise<Response> {
    const url = new URL(request.url);
    const prefix = (env.BASE_PATH ?? '/').replace(/\/$/, '');
    if (url.pathname === `${prefix}/${CONTACT_PATH}` || url.pathname === EMAIL_SEND_PATH) {
      // workerd does not say who is calling; a local proxy (or a test) may, in X-Forwarded-For.
      const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
      return handleContact(request, env, { clientAddress: forwarded || 'local' });
    }
    if (prefix && !url.pathname.startsWith(`${prefix}/`)) {
      if (url.pathname === prefix) return Response.redirect(`${url.origin}${prefix}/`, 301);
      return serveStatic(request, env, null);
    }
    return serveStatic(request, env, url.pathname.slice(prefix.length) || '/');
  },
};
