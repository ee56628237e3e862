// The local outbox behind `npm run serve:edge`. workerd cannot write files the way `npm start`
// does (a temporary file, flushed, renamed into place, within a disk cap), so its worker hands each
// message over a service binding to this loopback server, which saves it with the same code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  escapeForLog,
  OUTBOX_CAP_BYTES,
  OutboxFullError,
  outboxDir,
  outboxLogLine,
  saveToOutbox,
  type EmailRequest,
} from '../outbox';

export interface OutboxSidecar {
  server: Server;
  port: number;
  /** The worker proves it is the one calling with this (a loopback port is open to any process). */
  token: string;
}

const MAX_BYTES = 1024 * 1024;

export interface OutboxOptions {
  dir?: string;
  capBytes?: number;
  log?: (line: string) => void;
}

/**
 * Saves one record the contact handler's outbox provider sends (its JSON: the EmailJS-shaped
 * request and when it came); the answer's status and text for the provider to read.
 */
export async function saveOutboxRecord(
  body: string,
  options: OutboxOptions = {},
): Promise<{ status: number; text: string }> {
  const log = options.log ?? console.log;
  let record: { received_at: string; request: EmailRequest };
  try {
    record = JSON.parse(body);
  } catch {
    return { status: 400, text: 'Invalid JSON' };
  }
  try {
    const file = await saveToOutbox(
      record.request,
      options.dir ?? outboxDir(),
      new Date(record.received_at),
      options.capBytes ?? OUTBOX_CAP_BYTES,
    );
    log(outboxLogLine(record.request, file));
    return { status: 200, text: file };
  } catch (error) {
    if (error instanceof OutboxFullError) return { status: 507, text: error.message };
    log(`outbox: could not save a message: ${escapeForLog(String(error))}`);
    return { status: 500, text: 'The local outbox could not save the message' };
  }
}

export async function startOutboxSidecar(options: OutboxOptions = {}): Promise<OutboxSidecar> {
  const token = crypto.randomUUID();
  const server = createServer((req, res) => {
    const reply = (status: number, text: string) =>
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(text);
    if (req.method !== 'POST' || req.headers.authorization !== `Bearer ${token}`) {
      req.resume();
      return reply(403, 'Forbidden');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BYTES) return reply(413, 'Too large');
      void saveOutboxRecord(Buffer.concat(chunks).toString('utf8'), options).then(
        ({ status, text }) => reply(status, text),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, token };
}
