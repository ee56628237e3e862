import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  MAX_BODY_BYTES,
  outboxDir,
  outboxLogLine,
  saveToOutbox,
  tooLargeReason,
  validateEmailRequest,
} from './outbox.ts';

export type Next = (err?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** The path the EmailJS SDK posts to, on whatever origin it is given. */
export const EMAIL_SEND_PATH = '/api/v1.0/email/send';

export interface LocalApiOptions {
  /** Defaults to OUTBOX_DIR, else .outbox/, read on each message. */
  outboxDir?: string;
  log?: (line: string) => void;
}

function answer(res: ServerResponse, status: number, text: string, headers = {}): void {
  res
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    })
    .end(text);
}

/** Reads the body up to `limit` bytes; past it, keeps draining (so the answer reaches the client). */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function handleSend(req: IncomingMessage, res: ServerResponse, options: LocalApiOptions) {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    return answer(res, 400, 'The request body must be JSON (Content-Type: application/json)');
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    req.resume();
    return answer(res, 413, tooLargeReason(), { Connection: 'close' });
  }
  const body = await readBody(req, MAX_BODY_BYTES);
  if (body === null) return answer(res, 413, tooLargeReason());
  const check = validateEmailRequest(body);
  if (!check.ok) return answer(res, check.status, check.reason);
  const file = await saveToOutbox(check.value, options.outboxDir ?? outboxDir());
  (options.log ?? console.log)(outboxLogLine(check.value, file));
  answer(res, 200, 'OK');
}

/**
 * The site's only server-side behaviour, for local use: the EmailJS send call, answered by the
 * local outbox (used when the site is built without EmailJS keys). Every other request falls through.
 */
export function localApi(options: LocalApiOptions = {}): Middleware {
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== EMAIL_SEND_PATH) return next();
    if (req.method !== 'POST') return answer(res, 405, 'Method Not Allowed', { Allow: 'POST' });
    handleSend(req, res, options).catch((error: unknown) => {
      console.error('outbox: could not save a message:', error);
      if (!res.headersSent) answer(res, 500, 'The local outbox could not save the message');
    });
  };
}
