import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRateLimiter,
  escapeForLog,
  MAX_BODY_BYTES,
  outboxDir,
  outboxFileName,
  outboxLogLine,
  saveToOutbox,
  validateEmailRequest,
  type EmailRequest,
} from './outbox.ts';

const VALID: EmailRequest = {
  lib_version: '4.4.1',
  user_id: 'local-outbox',
  service_id: 'local-outbox',
  template_id: 'local-outbox',
  template_params: {
    from_name: 'Ada',
    from_email: 'ada@example.com',
    message: 'Hello',
    to_name: 'Ada Example',
  },
};

function withChange(change: Record<string, unknown>): string {
  return JSON.stringify({ ...VALID, ...change });
}

function withParams(change: Record<string, unknown>): string {
  return withChange({ template_params: { ...VALID.template_params, ...change } });
}

describe('validateEmailRequest', () => {
  it('accepts the request the SDK sends', () => {
    expect(validateEmailRequest(JSON.stringify(VALID))).toEqual({ ok: true, value: VALID });
  });

  it('accepts extra template params and no lib_version', () => {
    const body = JSON.stringify({
      ...VALID,
      lib_version: undefined,
      template_params: { ...VALID.template_params, x: 1 },
    });
    expect(validateEmailRequest(body).ok).toBe(true);
  });

  it.each([
    ['not JSON', '{"user_id":', 'Invalid JSON'],
    ['an array', '[]', 'The request body must be a JSON object'],
    ['null', 'null', 'The request body must be a JSON object'],
    ['no user_id', withChange({ user_id: undefined }), 'The public key is required (user_id)'],
    ['an empty user_id', withChange({ user_id: '' }), 'The public key is required (user_id)'],
    [
      'a numeric service_id',
      withChange({ service_id: 7 }),
      'The service ID is required (service_id)',
    ],
    [
      'no template_id',
      withChange({ template_id: null }),
      'The template ID is required (template_id)',
    ],
    ['a numeric lib_version', withChange({ lib_version: 4 }), 'lib_version must be a string'],
    [
      'no template_params',
      withChange({ template_params: undefined }),
      'template_params must be an object',
    ],
    [
      'array template_params',
      withChange({ template_params: [] }),
      'template_params must be an object',
    ],
    [
      'string template_params',
      withChange({ template_params: 'x' }),
      'template_params must be an object',
    ],
    [
      'no from_name',
      withParams({ from_name: undefined }),
      'template_params.from_name must be a non-empty string',
    ],
    [
      'empty from_email',
      withParams({ from_email: '' }),
      'template_params.from_email must be a non-empty string',
    ],
    [
      'an object message',
      withParams({ message: {} }),
      'template_params.message must be a non-empty string',
    ],
    [
      'no to_name',
      withParams({ to_name: undefined }),
      'template_params.to_name must be a non-empty string',
    ],
  ])('answers 400 for %s', (_case, body, reason) => {
    expect(validateEmailRequest(body)).toEqual({ ok: false, status: 400, reason });
  });

  it('accepts a 100 KB message of emoji, right-to-left text and markup as it is', () => {
    const message = `${'x'.repeat(100 * 1024)} مرحبا 👋🏽 <script>alert(1)</script>`;
    const check = validateEmailRequest(withParams({ message }));
    expect(check.ok && check.value.template_params.message).toBe(message);
  });

  it('answers 413 past the size limit, counting bytes rather than characters', () => {
    const emoji = '😀'.repeat(MAX_BODY_BYTES / 4); // fewer characters than bytes
    expect(validateEmailRequest(withParams({ message: emoji }))).toEqual({
      ok: false,
      status: 413,
      reason: 'The request body is larger than 256 KB',
    });
  });
});

describe('outbox files', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('names files by time with a random suffix', () => {
    const now = new Date('2025-01-31T12:34:56.789Z');
    expect(outboxFileName(now, 'abc123')).toBe('2025-01-31T12-34-56-789Z-abc123.json');
    expect(outboxFileName(now)).not.toBe(outboxFileName(now));
  });

  it('reads OUTBOX_DIR, defaulting to .outbox/', () => {
    expect(outboxDir({ OUTBOX_DIR: 'test-results/outbox-1' })).toBe(
      path.resolve('test-results/outbox-1'),
    );
    expect(outboxDir({})).toBe(path.resolve('.outbox'));
  });

  it('writes one JSON file per message, creating the folder on demand', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const target = path.join(dir, 'nested');
    const now = new Date('2025-01-31T12:00:00.000Z');
    const file = await saveToOutbox(VALID, target, now);
    await saveToOutbox(VALID, target, now);
    expect(await readdir(target)).toHaveLength(2);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      received_at: '2025-01-31T12:00:00.000Z',
      lib_version: '4.4.1',
      service_id: 'local-outbox',
      template_id: 'local-outbox',
      template_params: VALID.template_params,
    });
  });

  it('writes through a hidden temporary file, leaving only the message behind', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const file = await saveToOutbox(VALID, dir);
    expect(await readdir(dir)).toEqual([path.basename(file)]);
  });

  it('logs one line, with visitor text escaped and shortened', () => {
    const request = {
      ...VALID,
      template_params: {
        ...VALID.template_params,
        from_name: `Mallory\nfake log line${'x'.repeat(99)}`,
      },
    };
    const line = outboxLogLine(request, '/repo/.outbox/f.json', '/repo');
    expect(line).toMatch(
      /^outbox: message from Mallory\\nfake log linex+… <ada@example.com> saved to .outbox\/f.json$/,
    );
    expect(line).not.toContain('\n');
  });
});

describe('escapeForLog', () => {
  it('escapes controls and bidirectional overrides, keeping other text as it is', () => {
    expect(escapeForLog('a\nb\r\tc\u001b[31m')).toBe('a\\nb\\r\\tc\\u001b[31m');
    expect(escapeForLog('admin\u202Egnp.exe\u2066x\u2069')).toBe(
      'admin\\u202egnp.exe\\u2066x\\u2069',
    );
    expect(escapeForLog('مرحبا 👋🏽 <b>')).toBe('مرحبا 👋🏽 <b>');
  });
});

describe('createRateLimiter', () => {
  it('lets `max` messages through per window and client, then says how long to wait', () => {
    let now = 0;
    const limiter = createRateLimiter(2, 60_000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('b')]).toEqual([0, 0, 0]);
    now = 15_000;
    expect(limiter.take('a')).toBe(45);
    now = 60_000;
    expect(limiter.take('a')).toBe(0);
  });
});
