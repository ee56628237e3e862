import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAllowedHost, localApi } from './local-api.ts';

const PARAMS = {
  from_name: 'Ada',
  from_email: 'ada@example.com',
  message: 'Hello',
  to_name: 'Ada Example',
};
const BODY = {
  lib_version: '4.4.1',
  user_id: 'local-outbox',
  service_id: 'local-outbox',
  template_id: 'local-outbox',
  template_params: PARAMS,
};

let server: Server;
let base = '';
let dir = '';
let logs: string[] = [];
/** Room for two messages of BODY, not three. */
const CAP_BYTES = 700;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-api-'));
  logs = [];
  const api = localApi({
    outboxDir: path.join(dir, 'outbox'),
    log: (line) => logs.push(line),
    capBytes: CAP_BYTES,
  });
  server = createServer((req, res) => api(req, res, () => res.writeHead(404).end('next')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function send(body: string, contentType = 'application/json') {
  return fetch(`${base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
}

describe('localApi', () => {
  it('saves a valid message, logs one line and answers 200 OK', async () => {
    const response = await send(JSON.stringify(BODY));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');
    const files = await readdir(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    const saved = JSON.parse(await readFile(path.join(dir, 'outbox', files[0] ?? ''), 'utf8'));
    expect(saved.template_params).toEqual(PARAMS);
    expect(logs).toEqual([
      expect.stringMatching(/^outbox: message from Ada <ada@example.com> saved to /),
    ]);
  });

  it('answers 400 with a plain-text reason for bad requests, saving nothing', async () => {
    const invalid = await send('{oops');
    expect([invalid.status, await invalid.text()]).toEqual([400, 'Invalid JSON']);
    const noKey = await send(JSON.stringify({ ...BODY, user_id: '' }));
    expect([noKey.status, await noKey.text()]).toEqual([
      400,
      'The public key is required (user_id)',
    ]);
    const notJson = await send(JSON.stringify(BODY), 'text/plain');
    expect(notJson.status).toBe(400);
    await expect(readdir(path.join(dir, 'outbox'))).rejects.toThrow();
    expect(logs).toHaveLength(3);
    for (const line of logs) expect(line).toMatch(/^outbox: refused a message from \S+: 400 /);
  });

  it('answers 413 for a body past 256 KB', async () => {
    const big = JSON.stringify({
      ...BODY,
      template_params: { ...PARAMS, message: 'x'.repeat(300_000) },
    });
    const response = await send(big);
    expect([response.status, await response.text()]).toEqual([
      413,
      'The request body is larger than 256 KB',
    ]);
  });

  it('answers 507 once the outbox holds its cap, saving nothing more', async () => {
    expect((await send(JSON.stringify(BODY))).status).toBe(200);
    expect((await send(JSON.stringify(BODY))).status).toBe(200);
    const full = await send(JSON.stringify(BODY));
    expect(full.status).toBe(507);
    expect(await full.text()).toMatch(/^The local outbox is full/);
    expect(await readdir(path.join(dir, 'outbox'))).toHaveLength(2);
    expect(logs.at(-1)).toMatch(
      /^outbox: refused a message from \S+: 507 The local outbox is full/,
    );
  });

  it("answers 405 to other methods on the send path, and the page's probe (HEAD) with 204", async () => {
    const response = await fetch(`${base}/api/v1.0/email/send`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, HEAD');
    const probe = await fetch(`${base}/api/v1.0/email/send`, { method: 'HEAD' });
    expect(probe.status).toBe(204);
  });

  it('passes every other request on', async () => {
    expect(await (await fetch(`${base}/`)).text()).toBe('next');
    expect(await (await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST' })).text()).toBe(
      'next',
    );
  });
});

describe('isAllowedHost', () => {
  it('accepts loopback names and the configured hosts, with or without a port', () => {
    for (const host of [
      'localhost:4173',
      '127.0.0.1',
      '[::1]:4173',
      'app.localhost',
      'Owner.Example',
    ]) {
      expect(isAllowedHost(host, ['owner.example']), host).toBe(true);
    }
  });

  it('refuses any other name, a look-alike and a missing Host', () => {
    for (const host of [
      'attacker.example',
      'localhost.attacker.example',
      'owner.example.evil',
      '',
      undefined,
    ]) {
      expect(isAllowedHost(host, ['owner.example']), String(host)).toBe(false);
    }
  });
});
