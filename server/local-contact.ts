// `npm start`'s answer to the contact form sent without JavaScript (its action, /api/contact): the
// handler every host runs (server/edge/contact-handler.ts), delivering to the local outbox as the
// page's script does through local-api.ts. Without it the form's post met a bare "Not found".
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CONTACT_PATH, handleContact, MAX_BODY_BYTES } from './edge/contact-handler.ts';
import { saveOutboxRecord } from './edge/outbox-sidecar.ts';
import { answerBeforeBody, hostName, type Middleware } from './local-api.ts';

export interface LocalContactOptions {
  /** The site's base path without its closing slash ("" or "/portfolio"). */
  prefix: string;
  /**
   * Host names the form is taken for, besides the loopback names, as for the page's own sends
   * (local-api.ts): a page elsewhere that points its own name at this machine is refused.
   */
  allowedHosts: readonly string[];
  /** Defaults to OUTBOX_DIR, else .outbox/. */
  outboxDir?: string;
  log?: (line: string) => void;
}

/**
 * The body, read up to one byte past what the handler takes: enough for it to refuse a larger one
 * by its size, without taking in the rest. `complete` says whether the whole body was read.
 */
function readCapped(
  req: IncomingMessage,
  cap: number,
): Promise<{ body: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= cap) return;
      req.off('data', onData);
      req.pause();
      resolve({ body: Buffer.concat(chunks).subarray(0, cap + 1), complete: false });
    };
    req.on('data', onData);
    req.on('end', () => resolve({ body: Buffer.concat(chunks), complete: true }));
    req.on('error', reject);
  });
}

/**
 * A Host header names a host and perhaps a port, nothing more: one with a path in it would move the
 * base path the handler reads from the address, and with it where its answer page's form posts.
 */
const HOST = /^(?:[\w.-]+|\[[a-f\d:.]+\])(?::\d{1,5})?$/i;

/** The request as the handler reads it: a standard Request with the body as read. */
function standardRequest(req: IncomingMessage, body: Buffer): Request {
  const host = req.headers.host ?? 'localhost';
  if (!HOST.test(host)) throw new Error(`not a host: ${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
  }
  return new Request(`http://${host}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: new Uint8Array(body),
  });
}

/**
 * Sends the handler's answer. A body refused before it was all read (too large) is not read on:
 * the connection closes after the answer rather than carry the rest into the next request
 * (answerBeforeBody, which keeps the answer from being lost under a client still sending).
 */
async function finish(
  req: IncomingMessage,
  res: ServerResponse,
  complete: boolean,
  response: Response,
): Promise<void> {
  const headers = Object.fromEntries(response.headers);
  const body = Buffer.from(await response.arrayBuffer());
  if (complete) {
    res.writeHead(response.status, headers).end(body);
    return;
  }
  answerBeforeBody(req, () =>
    res.writeHead(response.status, { ...headers, Connection: 'close' }).end(body),
  );
}

export function localContactForm(options: LocalContactOptions): Middleware {
  const log = options.log ?? console.log;
  const path = `${options.prefix}/${CONTACT_PATH}`;
  const outbox = {
    async fetch(_input: string, init?: RequestInit): Promise<Response> {
      const body = typeof init?.body === 'string' ? init.body : '';
      const saved = await saveOutboxRecord(body, { dir: options.outboxDir, log });
      return new Response(saved.text, { status: saved.status });
    },
  };
  // Never empty, so the handler takes no Host on its word: the loopback names always pass.
  const env = {
    MAIL_PROVIDER: 'outbox',
    OUTBOX: outbox,
    ALLOWED_HOSTS: ['localhost', ...options.allowedHosts.map(hostName)].join(','),
  };
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const { body, complete } = await readCapped(req, MAX_BODY_BYTES);
    let request: Request;
    try {
      request = standardRequest(req, body);
    } catch {
      // A Host no address can be made of ("a b").
      return finish(req, res, complete, new Response('Bad request', { status: 400 }));
    }
    const response = await handleContact(request, env, {
      clientAddress: req.socket.remoteAddress ?? null,
      log,
    });
    return finish(req, res, complete, response);
  };
  return (req, res, next) => {
    if (req.method !== 'POST' || (req.url ?? '/').split('?')[0] !== path) return next();
    answer(req, res).catch((error: unknown) => {
      log(`contact: the form's post could not be answered: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  };
}
