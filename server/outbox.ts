// The local stand-in for EmailJS: checks a send request the way the real service would and keeps
// each accepted message as one JSON file, so `npm start` and `npm run dev` have a working form.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { LOCAL_OUTBOX_MAX_BODY_BYTES } from '../src/config/env-email.ts';
import { forLog } from './edge/log-text.ts';

// In the edge modules, free of Node's APIs, so the contact handler on a host's edge shares them.
export { escapeForLog } from './edge/log-text.ts';
export { createRateLimiter } from './edge/rate-limit.ts';

export const MAX_BODY_BYTES = LOCAL_OUTBOX_MAX_BODY_BYTES;
/** The outbox stops taking messages past this much on disk (a flood cannot fill the disk). */
export const OUTBOX_CAP_BYTES = 20 * 1024 * 1024;
export const TEMPLATE_FIELDS = ['from_name', 'from_email', 'message', 'to_name'] as const;

export interface EmailRequest {
  lib_version?: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<(typeof TEMPLATE_FIELDS)[number], string> & Record<string, unknown>;
}

export type EmailRequestCheck =
  { ok: true; value: EmailRequest } | { ok: false; status: 400 | 413; reason: string };

const TOO_LARGE = `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Checks the raw body of POST /api/v1.0/email/send; reasons are plain text for the answer. */
export function validateEmailRequest(body: string): EmailRequestCheck {
  const fail = (reason: string, status: 400 | 413 = 400) =>
    ({ ok: false, status, reason }) as const;
  if (Buffer.byteLength(body, 'utf8') > MAX_BODY_BYTES) return fail(TOO_LARGE, 413);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return fail('Invalid JSON');
  }
  if (!isObject(parsed)) return fail('The request body must be a JSON object');
  if (!isFilled(parsed.user_id)) return fail('The public key is required (user_id)');
  if (!isFilled(parsed.service_id)) return fail('The service ID is required (service_id)');
  if (!isFilled(parsed.template_id)) return fail('The template ID is required (template_id)');
  if (parsed.lib_version !== undefined && typeof parsed.lib_version !== 'string') {
    return fail('lib_version must be a string');
  }
  const params = parsed.template_params;
  if (!isObject(params)) return fail('template_params must be an object');
  for (const field of TEMPLATE_FIELDS) {
    if (!isFilled(params[field]))
      return fail(`template_params.${field} must be a non-empty string`);
  }
  return { ok: true, value: parsed as unknown as EmailRequest };
}

export function tooLargeReason(): string {
  return TOO_LARGE;
}

/** Where messages go: OUTBOX_DIR (the e2e runs pass one per port), else .outbox/ in the project. */
export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.OUTBOX_DIR || '.outbox');
}

/** "2025-01-31T12-00-00-000Z-3fa9c1.json": sorts by time, never collides. */
export function outboxFileName(now: Date, suffix = randomBytes(3).toString('hex')): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${suffix}.json`;
}

/** Bytes the outbox's message files take; 0 when it does not exist yet. */
export async function outboxSize(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let total = 0;
  for (const name of names) {
    if (!name.endsWith('.json')) continue;
    total += await stat(path.join(dir, name)).then(
      (info) => info.size,
      () => 0,
    );
  }
  return total;
}

export class OutboxFullError extends Error {
  constructor(readonly capBytes: number) {
    super(`The local outbox is full (${capBytes / 1024 / 1024} MB); move or delete some messages`);
  }
}

/** A write a kill cut short leaves only a hidden temporary file; the next save removes it. */
async function removeStaleTemporaries(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const stale = Date.now() - 60_000;
  for (const name of names.filter((n) => n.startsWith('.') && n.endsWith('.tmp'))) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < stale) await rm(file, { force: true });
  }
}

/**
 * Writes one message as one JSON file, creating the folder on demand; returns the file's path.
 * The text goes to a hidden temporary file, is flushed, then renamed into place: a kill at any
 * moment leaves the whole message or none, never an empty or partial .json.
 */
export async function saveToOutbox(
  request: EmailRequest,
  dir = outboxDir(),
  now = new Date(),
  capBytes = OUTBOX_CAP_BYTES,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const record = {
    received_at: now.toISOString(),
    lib_version: request.lib_version ?? null,
    service_id: request.service_id,
    template_id: request.template_id,
    template_params: request.template_params,
  };
  const text = `${JSON.stringify(record, null, 2)}\n`;
  if ((await outboxSize(dir)) + Buffer.byteLength(text) > capBytes) {
    throw new OutboxFullError(capBytes);
  }
  await removeStaleTemporaries(dir);
  const name = outboxFileName(now);
  const file = path.join(dir, name);
  const temporary = path.join(dir, `.${name}.tmp`);
  const handle = await open(temporary, 'wx');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return file;
}

export function outboxLogLine(request: EmailRequest, file: string, cwd = process.cwd()): string {
  const { from_name, from_email } = request.template_params;
  return `outbox: message from ${forLog(from_name)} <${forLog(from_email)}> saved to ${path.relative(cwd, file)}`;
}
