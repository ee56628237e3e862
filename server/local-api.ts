import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createRateLimiter,
  escapeForLog,
  MAX_BODY_BYTES,
  OUTBOX_CAP_BYTES,
  OutboxFullError,
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

/** Messages per client per minute: far above a person, far below a flood. */
export const RATE_LIMIT = { max: 20, windowMs: 60_000 };

export interface LocalApiOptions {
  /** Defaults to OUTBOX_DIR, else .outbox/, read on each message. */
  outboxDir?: string;
  log?: (line: string) => void;
  /** Host names the send call is accepted for, besides the loopback names. */
  allowedHosts?: readonly string[];
  rateLimit?: { max: number; windowMs: number };
  capBytes?: number;
}

const LOOPBACK = ['localhost', '127.0.0.1', '::1', '[::1]'];

/** The host name of a Host header value, without its port; lower case. */
export function hostName(header: string | undefined): string {
  const value = (header ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '');
}

/**
 * A page on another site that re-points its own name at 127.0.0.1 (DNS rebinding) reaches this
 * server with its own name in Host: only the names the site is really served under may post.
 */
export function isAllowedHost(header: string | undefined, allowed: readonly string[]): boolean {
  const name = hostName(header);
  if (!name) return false;
  return (
    LOOPBACK.includes(name) ||
    name.endsWith('.localhost') ||
    allowed.some((host) => hostName(host) === name)
  );
}

function answer(res: ServerResponse, status: number, text: string, headers = {}): void {
  if (res.headersSent) return;
  res
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    })
    .end(text);
}

class BodyTooLarge extends Error {}
class BodyAborted extends Error {}

/** Reads the body, giving up (without reading on) as soon as it passes `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    // The client may already be gone: the headers file is read before the body.
    if (req.destroyed && !req.complete) return reject(new BodyAborted());
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => reject(new BodyAborted()));
    req.on('close', () => {
      if (!req.complete) reject(new BodyAborted());
    });
  });
}

/** How long the rest of a refused body is read and dropped before the connection is cut. */
const LINGER_AFTER_REFUSAL_MS = 2000;

/**
 * Sends an answer given before the request's body was all read (a body too large), with `send`,
 * and ends the connection without reading the rest. Closing at once would reset the connection
 * under a client still sending, and a reset discards the answer it has not read yet; so, as web
 * servers do, only our side is closed, and whatever more arrives is read and dropped while the
 * client takes the answer in, for a bounded time. Not for a bounded number of bytes: a client
 * slow to read (a busy machine) may have sent megabytes by then, and cutting it off there would
 * lose the answer all the same. The answer must say "Connection: close".
 */
export function answerBeforeBody(req: IncomingMessage, send: () => void): void {
  const { socket } = req;
  // With "Connection: close", Node's server destroys the socket as soon as the answer is flushed
  // (destroySoon), which resets it under a client still sending: only our side is closed here.
  socket.destroySoon = () => {
    socket.end();
  };
  send();
  const timer = setTimeout(() => socket.destroy(), LINGER_AFTER_REFUSAL_MS);
  socket.once('close', () => clearTimeout(timer));
  req.resume();
}

function refuseTooLarge(req: IncomingMessage, res: ServerResponse): void {
  answerBeforeBody(req, () => answer(res, 413, tooLargeReason(), { Connection: 'close' }));
}

function clientOf(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The site's only server-side behaviour, for local use: the EmailJS send call, answered by the
 * local outbox (used when the site is built without EmailJS keys). Every other request falls through.
 */
export function localApi(options: LocalApiOptions = {}): Middleware {
  const log = options.log ?? console.log;
  const { max, windowMs } = options.rateLimit ?? RATE_LIMIT;
  const limiter = createRateLimiter(max, windowMs);
  const capBytes = options.capBytes ?? OUTBOX_CAP_BYTES;
  // One save at a time, so the disk cap is checked against every message before it.
  let saving: Promise<unknown> = Promise.resolve();

  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    reason: string,
    headers = {},
  ) => {
    log(`outbox: refused a message from ${clientOf(req)}: ${status} ${escapeForLog(reason)}`);
    answer(res, status, reason, headers);
  };

  async function handleSend(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const client = clientOf(req);
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      req.resume();
      return refuse(
        req,
        res,
        400,
        'The request body must be JSON (Content-Type: application/json)',
      );
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      log(`outbox: refused a message from ${clientOf(req)}: 413 ${tooLargeReason()}`);
      return refuseTooLarge(req, res);
    }
    let body: string;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        log(`outbox: refused a message from ${clientOf(req)}: 413 ${tooLargeReason()}`);
        return refuseTooLarge(req, res);
      }
      log(`outbox: a request from ${client} ended before its body arrived`);
      return;
    }
    const check = validateEmailRequest(body);
    if (!check.ok) return refuse(req, res, check.status, check.reason);
    const wait = limiter.take(client);
    if (wait > 0) {
      return refuse(req, res, 429, 'Too Many Requests', { 'Retry-After': String(wait) });
    }
    const save = saving.then(() =>
      saveToOutbox(check.value, options.outboxDir ?? outboxDir(), new Date(), capBytes),
    );
    saving = save.catch(() => {});
    try {
      const file = await save;
      log(outboxLogLine(check.value, file));
      answer(res, 200, 'OK');
    } catch (error) {
      if (error instanceof OutboxFullError) return refuse(req, res, 507, error.message);
      log(`outbox: could not save a message: ${escapeForLog(String(error))}`);
      answer(res, 500, 'The local outbox could not save the message');
    }
  }

  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== EMAIL_SEND_PATH) return next();
    if (!isAllowedHost(req.headers.host, options.allowedHosts ?? [])) {
      req.resume();
      return refuse(
        req,
        res,
        403,
        `Messages are not accepted for the host ${hostName(req.headers.host) || '(none)'}`,
      );
    }
    // The page asks (HEAD) whether its own server takes messages: the header says it does.
    if (req.method === 'HEAD')
      return void res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    if (req.method !== 'POST')
      return answer(res, 405, 'Method Not Allowed', { Allow: 'POST, HEAD' });
    handleSend(req, res).catch((error: unknown) => {
      log(`outbox: could not save a message: ${escapeForLog(String(error))}`);
      answer(res, 500, 'The local outbox could not save the message');
    });
  };
}
