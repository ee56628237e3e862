// `npm start`'s answer to the contact form sent without JavaScript (its action, /api/contact): the
// handler every host runs (server/edge/contact-handler.ts), delivering to the local outbox as the
// page's script does through local-api.ts. Without it the form's post met a bare "Not found".
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { CONTACT_PATH, handleContact } from './edge/contact-handler.ts';
import { saveOutboxRecord } from './edge/outbox-sidecar.ts';
import type { Middleware } from './local-api.ts';

export interface LocalContactOptions {
  /** The site's base path without its closing slash ("" or "/portfolio"). */
  prefix: string;
  /** Defaults to OUTBOX_DIR, else .outbox/. */
  outboxDir?: string;
  log?: (line: string) => void;
}

/** The request as the handler reads it: a standard Request, its body streamed as it arrives. */
function standardRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
  }
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    // A streamed body: Node's fetch asks for it to be said (RequestInit's type predates it).
    duplex: 'half',
  } as RequestInit);
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
  return (req, res, next) => {
    if (req.method !== 'POST' || (req.url ?? '/').split('?')[0] !== path) return next();
    handleContact(
      standardRequest(req),
      { MAIL_PROVIDER: 'outbox', OUTBOX: outbox },
      { clientAddress: req.socket.remoteAddress ?? null, log },
    )
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => {
        log(`contact: the form's post could not be answered: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500).end();
        else res.destroy();
      });
  };
}
