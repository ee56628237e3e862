// Starts the real server (`tsx server/serve.ts`, as `npm start` does) on a small site of its own
// and sends it what an adversarial visitor would; after each, it must still serve.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '../src/config/env-email.ts';
import { RATE_LIMIT } from './local-api.ts';
import { logUnexpected, notFoundPages } from './serve.ts';

const root = path.resolve(import.meta.dirname, '..');
const FILE_SIZE = 1000;
const FILE = Buffer.from(Array.from({ length: FILE_SIZE }, (_, i) => i % 251));
const HEADERS_FILE = `/*
  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'
  X-Content-Type-Options: nosniff

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
/** The slow-client server's timeouts; the others keep the defaults, which a busy machine meets. */
const TIMEOUT_MS = 1000;
/**
 * Each test here drives a real server process, megabytes at a time: on a loaded machine that takes
 * many times its usual second or two. The bound only stops a hung test; no answer waits on time.
 */
const SLOW_MACHINE_MS = 120_000;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Running {
  child: ChildProcess;
  port: number;
  /** Every whole line the server has printed so far, stdout and stderr. */
  output: string[];
  /** Resolves once the lines printed so far satisfy `done`: at once, or as more lines come. */
  until: (done: (output: string[]) => boolean) => Promise<void>;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

const running = new Set<Running>();

async function start(
  site: string,
  outbox: string,
  env: Record<string, string> = {},
): Promise<Running> {
  // Node itself with tsx's loader, not the tsx wrapper: a kill must reach the server process.
  // Port 0: the server takes a free port itself and prints it, so no other process can take it
  // between a probe and the server's listen.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      REQUEST_TIMEOUT_MS: '',
      OUTBOX_CAP_MB: '',
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DIST_DIR: site,
      OUTBOX_DIR: outbox,
      BASE_PATH: '/',
      SITE_URL: 'https://owner.example/',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const waiting = new Set<{ done: (output: string[]) => boolean; resolve: () => void }>();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A pipe hands over whatever it holds, not whole lines: a line may come in two chunks.
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines.filter(Boolean));
      for (const waiter of waiting) {
        if (!waiter.done(output)) continue;
        waiting.delete(waiter);
        waiter.resolve();
      }
    });
  }
  const until = (done: (output: string[]) => boolean) =>
    done(output)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.add({ done, resolve }));
  const serving = (text: string) => text.startsWith('Serving');
  await Promise.race([
    until((lines) => lines.some(serving)),
    exited.then(() => {
      throw new Error(`server exited (${child.exitCode}): ${output.join('\n')}`);
    }),
  ]);
  const port = Number(/:(\d+)\//.exec(output.find(serving) ?? '')?.[1]);
  const server = { child, port, output, until, exited };
  running.add(server);
  return server;
}

/** Stops a server and waits until it is gone, so nothing outlives the file. */
async function stop(server: Running): Promise<void> {
  running.delete(server);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill();
  await server.exited;
}

function send(
  port: number,
  pathname: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function message(name: string, text = 'Hello') {
  return JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local-outbox',
    service_id: 'local-outbox',
    template_id: 'local-outbox',
    template_params: {
      from_name: name,
      from_email: 'a@example.com',
      message: text,
      to_name: 'Owner',
    },
  });
}

function post(
  port: number,
  body: string,
  headers: Record<string, string> = {},
  localAddress?: string,
) {
  return send(port, '/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Host: `localhost:${port}`, ...headers },
    body,
    localAddress,
  });
}

async function stillServes(port: number): Promise<void> {
  const answer = await send(port, '/');
  expect(answer.status).toBe(200);
  expect(answer.body.toString()).toContain('<h1>');
}

let dir = '';
let site = '';
let outbox = '';
let server: Running;
/** The same site, with timeouts short enough for a test to wait them out. */
let strict: Running;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-test-'));
  site = path.join(dir, 'site');
  outbox = path.join(dir, 'outbox');
  await mkdir(path.join(site, 'assets'), { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<!doctype html><h1>Home</h1>');
  await writeFile(path.join(site, '404.html'), '<!doctype html><h1>Page not found</h1>');
  await writeFile(path.join(site, '_headers'), HEADERS_FILE);
  await writeFile(path.join(site, 'resume.pdf'), FILE);
  await writeFile(path.join(site, 'assets', 'app-1.js'), 'console.log(1)');
  [server, strict] = await Promise.all([
    start(site, outbox),
    start(site, outbox, { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) }),
  ]);
}, SLOW_MACHINE_MS);

afterAll(async () => {
  await Promise.all([...running].map(stop));
  await rm(dir, { recursive: true, force: true });
}, SLOW_MACHINE_MS);

describe('notFoundPages', () => {
  it("lists the 404 pages nearest first, the site's own last, and never leaves the site", () => {
    expect(notFoundPages('/de/nope/x')).toEqual(['/de/nope/404.html', '/de/404.html', '/404.html']);
    expect(notFoundPages('/de/nope/')).toEqual(['/de/nope/404.html', '/de/404.html', '/404.html']);
    expect(notFoundPages('/')).toEqual(['/404.html']);
    expect(notFoundPages('/de/../../etc/')).toEqual([
      '/de/etc/404.html',
      '/de/404.html',
      '/404.html',
    ]);
    expect(notFoundPages('/%E0%A4%A/')).toEqual(['/404.html']);
  });
});

describe('the server behind npm start', { timeout: SLOW_MACHINE_MS }, () => {
  it.each([
    ['reversed', 'bytes=100-5', 200, 0, FILE_SIZE - 1],
    ['non-numeric', 'bytes=abc', 200, 0, FILE_SIZE - 1],
    ['another unit', 'items=0-1', 200, 0, FILE_SIZE - 1],
    ['two ranges', 'bytes=0-1,5-6', 200, 0, FILE_SIZE - 1],
    ['a suffix', 'bytes=-50', 206, FILE_SIZE - 50, FILE_SIZE - 1],
    ['the first byte', 'bytes=0-0', 206, 0, 0],
    ['an open end', 'bytes=990-', 206, 990, FILE_SIZE - 1],
    ['an end past 2^64', 'bytes=10-18446744073709551617', 206, 10, FILE_SIZE - 1],
    ['a suffix longer than the file', 'bytes=-5000', 206, 0, FILE_SIZE - 1],
  ])('answers a %s range as HTTP says', async (_case, range, status, start, end) => {
    const answer = await send(server.port, '/resume.pdf', { headers: { Range: range } });
    expect(answer.status).toBe(status);
    expect(answer.body.equals(FILE.subarray(start, end + 1))).toBe(true);
    if (status === 206)
      expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/${FILE_SIZE}`);
    else expect(answer.headers['content-range']).toBeUndefined();
    await stillServes(server.port);
  });

  it.each([
    ['a start past the end', 'bytes=1000-'],
    ['a start past 2^64', 'bytes=18446744073709551617-'],
    ['an empty suffix', 'bytes=-0'],
  ])('answers 416 for %s', async (_case, range) => {
    const answer = await send(server.port, '/resume.pdf', { headers: { Range: range } });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${FILE_SIZE}`);
    await stillServes(server.port);
  });

  it('answers a reversed range on the page itself with the whole page', async () => {
    const answer = await send(server.port, '/', { headers: { Range: 'bytes=5-1' } });
    expect(answer.status).toBe(200);
    await stillServes(server.port);
  });

  it('keeps malformed and escaping paths inside the site and hides its _headers', async () => {
    for (const pathname of [
      '/%E0%A4%A',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/_headers',
      '/a%00b',
    ]) {
      const answer = await send(server.port, pathname);
      expect(answer.status, pathname).toBe(404);
    }
    await stillServes(server.port);
  });

  it("answers an unknown path with the site's 404 page and status 404", async () => {
    const answer = await send(server.port, '/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('Page not found');
  });

  it("answers a path in a language's folder with that language's 404 page", async () => {
    await mkdir(path.join(site, 'de'), { recursive: true });
    await writeFile(path.join(site, 'de/404.html'), '<!doctype html><h1>Seite nicht gefunden</h1>');
    const answer = await send(server.port, '/de/keine/seite/');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('Seite nicht gefunden');
    expect((await send(server.port, '/en/nope')).body.toString()).toContain('Page not found');
  });

  it("sends the headers of the site's _headers file, as production does", async () => {
    const page = await send(server.port, '/');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await send(server.port, '/assets/app-1.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeDefined();
    const api = await send(server.port, '/api/v1.0/email/send', {
      headers: { Host: `localhost:${server.port}` },
    });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves what a rebuild wrote, and a 404 for what it removed, mid-run', async () => {
    const grown = Buffer.concat([FILE, FILE]);
    await writeFile(path.join(site, 'resume.pdf'), grown);
    await writeFile(path.join(site, 'new.txt'), 'new file');
    expect((await send(server.port, '/resume.pdf')).body.equals(grown)).toBe(true);
    expect((await send(server.port, '/new.txt')).body.toString()).toBe('new file');
    await rm(path.join(site, 'new.txt'));
    expect((await send(server.port, '/new.txt')).status).toBe(404);
    await writeFile(path.join(site, 'resume.pdf'), FILE);
  });

  it('survives a file removed and the site rebuilt while the file is being sent', async () => {
    const big = Buffer.alloc(8 * 1024 * 1024, 7);
    await writeFile(path.join(site, 'big.bin'), big);
    // Each download takes its first bytes and then holds still, so the rebuild lands mid-file.
    const downloads = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<{ resume: () => Promise<number> }>((resolve, reject) => {
            const req = request(
              { host: '127.0.0.1', port: server.port, path: '/big.bin', agent: false },
              (res) => {
                let length = 0;
                const done = new Promise<number>((finish) => {
                  res.on('data', (chunk: Buffer) => (length += chunk.length));
                  res.on('end', () => finish(length));
                  res.on('error', () => finish(-1));
                  res.on('aborted', () => finish(-1));
                });
                res.once('data', () => {
                  res.pause();
                  resolve({ resume: () => (res.resume(), done) });
                });
              },
            );
            req.on('error', reject);
            req.end();
          }),
      ),
    );
    // The whole folder goes and comes back, as `vite build` empties its output directory.
    await rename(site, `${site}-old`);
    await rm(`${site}-old`, { recursive: true, force: true });
    await mkdir(site, { recursive: true });
    await writeFile(path.join(site, 'index.html'), '<!doctype html><h1>Rebuilt</h1>');
    await writeFile(path.join(site, '404.html'), '<!doctype html><h1>Page not found</h1>');
    await writeFile(path.join(site, '_headers'), HEADERS_FILE);
    await writeFile(path.join(site, 'resume.pdf'), FILE);
    const lengths = await Promise.all(downloads.map((download) => download.resume()));
    // The old file is read whole from the handle already open; nothing is cut short silently.
    for (const length of lengths) expect(length).toBe(big.length);
    expect((await send(server.port, '/big.bin')).status).toBe(404);
    expect((await send(server.port, '/')).body.toString()).toContain('Rebuilt');
  });

  // Its own server: timeouts this short would cut off the other tests' requests on a busy machine.
  // The test's own bound (15 s) is far below Node's defaults (60 s for the headers, 300 s for the
  // request): a server that ignored REQUEST_TIMEOUT_MS would leave both clients hanging past it.
  it('cuts off a client that sends its headers or its body too slowly', async () => {
    const cutOff = (text: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(strict.port, '127.0.0.1', () => socket.write(text));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('close', () => resolve(answer));
        socket.on('error', () => {});
      });
    const [headers, body] = await Promise.all([
      cutOff('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '),
      cutOff(
        'POST /api/v1.0/email/send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      ),
    ]);
    expect(headers).toMatch(/^HTTP\/1\.1 408/);
    expect(body).toMatch(/^HTTP\/1\.1 408/);
    await stillServes(strict.port);
  }, 15_000);

  it('answers 413 to an oversized chunked body while it is still arriving', async () => {
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          'POST /api/v1.0/email/send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        );
        pump();
      });
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const framed = Buffer.concat([
        Buffer.from(`${chunk.length.toString(16)}\r\n`),
        chunk,
        Buffer.from('\r\n'),
      ]);
      let sent = 0;
      let received = '';
      // The body never ends: only an answer given while reading can arrive.
      const pump = (): void => {
        if (received || socket.destroyed) return;
        if (sent > 64 * 1024 * 1024) return reject(new Error('no answer after 64 MB'));
        sent += chunk.length;
        if (socket.write(framed)) setImmediate(pump);
        else socket.once('drain', pump);
      };
      socket.on('data', (data) => {
        received += data.toString();
        if (received.includes('\r\n')) {
          resolve(received.split('\r\n')[0] ?? '');
          socket.destroy();
        }
      });
      socket.on('error', () => reject(new Error(`cut off before an answer: ${received}`)));
    });
    expect(head).toBe('HTTP/1.1 413 Payload Too Large');
    await stillServes(server.port);
  });

  // A client sends its whole body before it reads the answer. A server that cut the connection
  // while the body still came would reset it, and a reset loses the answer not yet read: the
  // client sees only "EPIPE". So after the server has answered and closed its side, the client
  // here goes on sending, and must not be cut off.
  for (const [pathname, type] of [
    ['/api/v1.0/email/send', 'application/json'],
    ['/api/contact', 'application/x-www-form-urlencoded'],
  ] as const) {
    it(`lets a client finish sending a body too large for ${pathname}, its answer kept`, async () => {
      const chunk = Buffer.alloc(64 * 1024, 'x');
      // Far more than is ever sent: the body stops once the client has sent on after the answer.
      const length = 1024 * chunk.length;
      const after = 16 * chunk.length;
      const { head, cutOff } = await new Promise<{ head: string; cutOff: boolean }>((resolve) => {
        // Half open: the server's end of the connection does not end the client's.
        const socket = connect({ port: server.port, host: '127.0.0.1', allowHalfOpen: true });
        socket.write(
          `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`,
        );
        let received = '';
        let sent = 0;
        let sentAfter = -1;
        let cut = false;
        const pump = (): void => {
          if (socket.destroyed || socket.writableEnded) return;
          if (sentAfter >= after || sent + chunk.length > length) return void socket.end();
          if (sentAfter >= 0) sentAfter += chunk.length;
          sent += chunk.length;
          if (socket.write(chunk)) setImmediate(pump);
          else socket.once('drain', pump);
        };
        socket.on('data', (data) => (received += data.toString()));
        // The server has answered and closed its side: the client sends on.
        socket.on('end', () => {
          sentAfter = 0;
          pump();
        });
        socket.on('error', () => (cut = true));
        socket.on('close', () => resolve({ head: received.split('\r\n')[0] ?? '', cutOff: cut }));
        pump();
      });
      expect(head).toBe('HTTP/1.1 413 Payload Too Large');
      expect(cutOff).toBe(false);
      await stillServes(server.port);
    });
  }

  it('takes the form sent without JavaScript into the outbox, and sends the visitor on', async () => {
    const before: string[] = await readdir(outbox).catch(() => []);
    const body = new URLSearchParams({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Sent without a script',
      [HONEYPOT_FIELD]: '',
    }).toString();
    const answer = await send(server.port, '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: '127.0.0.1' },
      body,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(/\/contact\/sent\/$/);
    const added = (await readdir(outbox)).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(await readFile(path.join(outbox, added[0]!), 'utf8')).toContain('Sent without a script');
    // A form far over the limit is refused by its size, and the server goes on.
    const large = await send(server.port, '/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: '127.0.0.1' },
      body: `name=Ada&email=ada%40example.com&message=${'x'.repeat(4 * 1024 * 1024)}`,
    });
    expect(large.status).toBe(413);
    await stillServes(server.port);
  });

  it('refuses the mail API for a Host it is not served under', async () => {
    const before = await readdir(outbox).catch(() => []);
    for (const host of [
      'attacker.example',
      'attacker.example:4173',
      'localhost.attacker.example',
    ]) {
      const answer = await post(server.port, message('Rebinding'), { Host: host });
      expect(answer.status, host).toBe(403);
    }
    // The form sent without JavaScript as well.
    const form = await send(server.port, '/api/contact', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Host: 'attacker.example:4173',
        Origin: 'http://attacker.example:4173',
      },
      body: 'name=Eve&email=eve%40example.com&message=Rebinding&company=',
    });
    expect(form.status).toBe(403);
    // Not a host at all, or one with a path that would move where the answer page's form posts.
    for (const host of ['a b', 'localhost//evil.example', 'localhost/x', 'localhost?x', 'a@b']) {
      const unaddressable = await send(server.port, '/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Host: host },
        body: `name=Eve&email=eve%40example.com&message=Moved&${HONEYPOT_FIELD}=`,
      });
      expect(unaddressable.status, host).toBe(400);
      expect(unaddressable.body.toString(), host).not.toContain('evil.example');
    }
    expect(await readdir(outbox).catch(() => [])).toEqual(before);
    const own = await post(server.port, message('Owner site'), { Host: 'owner.example' });
    expect(own.status).toBe(200);
    await stillServes(server.port);
  });

  it('answers 429 past the rate limit, with Retry-After, and logs each as one escaped line', async () => {
    const client = '127.0.0.9';
    const answers: Answer[] = [];
    for (let i = 0; i < RATE_LIMIT.max + 3; i += 1) {
      answers.push(await post(server.port, message(`Burst ${i}\u202e\nforged`), {}, client));
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.slice(0, RATE_LIMIT.max)).toEqual(Array(RATE_LIMIT.max).fill(200));
    expect(statuses.slice(RATE_LIMIT.max)).toEqual([429, 429, 429]);
    expect(Number(answers.at(-1)?.headers['retry-after'])).toBeGreaterThan(0);
    // Each line is printed before its answer, but comes over another pipe: wait for it, not a time.
    const burst = (output: string[]) => output.filter((line) => line.includes('Burst'));
    await server.until((output) => burst(output).length >= RATE_LIMIT.max);
    const lines = burst(server.output);
    expect(lines).toHaveLength(RATE_LIMIT.max);
    for (const line of lines) {
      expect(line).toContain('\\u202e\\nforged');
      expect(line).not.toMatch(/[\u202e]/);
    }
    const refused = (output: string[]) => output.filter((line) => line.includes(`${client}: 429`));
    await server.until((output) => refused(output).length >= 3);
    expect(refused(server.output)).toHaveLength(3);
    await stillServes(server.port);
  });

  it('logs one line, not a stack, for a request aborted mid-body', async () => {
    const before = server.output.length;
    await new Promise<void>((resolve) => {
      // "100 Continue" comes once the server is handling the request: then part of a body, and gone.
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          'POST /api/v1.0/email/send HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\nExpect: 100-continue\r\n\r\n',
        );
      });
      socket.once('data', () => socket.write('{"a":', () => setImmediate(() => socket.destroy())));
      socket.on('close', () => resolve());
    });
    await server.until((output) =>
      output.slice(before).some((line) => /ended before its body arrived/.test(line)),
    );
    expect(server.output.slice(before)).toHaveLength(1);
    await stillServes(server.port);
  });
});

describe('an outbox killed mid-burst', () => {
  it(
    'holds no empty or partial message file',
    async () => {
      const burstOutbox = path.join(dir, 'burst-outbox');
      await mkdir(burstOutbox);
      const burst = await start(site, burstOutbox, { OUTBOX_CAP_MB: '1000' });
      const text = 'y'.repeat(64 * 1024);
      let cut = 0;
      // The kill comes as soon as the first message is saved (its log line is printed once it is in
      // place), while the rest are still being received and saved.
      const killed = burst
        .until((output) => output.some((line) => line.includes('saved to')))
        .then(() => burst.child.kill('SIGKILL'));
      // Many clients, each under its rate limit, so every message is written.
      const clients = Array.from({ length: 15 }, (_, i) => `127.0.1.${i + 1}`);
      const sends = clients.flatMap((client) =>
        Array.from({ length: RATE_LIMIT.max }, (_, i) =>
          post(burst.port, message(`Kill ${client} ${i}`, text), {}, client).then(
            () => {},
            () => (cut += 1),
          ),
        ),
      );
      await Promise.all([...sends, killed]);
      await stop(burst);
      // The kill landed mid-burst: some messages were saved, others never answered.
      expect(cut).toBeGreaterThan(0);
      const names = await readdir(burstOutbox);
      const messages = names.filter((name) => name.endsWith('.json'));
      expect(messages.length).toBeGreaterThan(0);
      for (const name of messages) {
        const record = JSON.parse(await readFile(path.join(burstOutbox, name), 'utf8'));
        expect(record.template_params.message).toBe(text);
      }
      // Whatever the kill cut short is hidden, never a .json the owner would open.
      expect(
        names.filter((name) => !name.endsWith('.json')).every((name) => name.startsWith('.')),
      ).toBe(true);
    },
    SLOW_MACHINE_MS,
  );
});

describe('the process-level guard', () => {
  it('logs anything unexpected as one line', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new RangeError('The value of "start" is out of range.\n    at stack line');
    logUnexpected(error);
    logUnexpected('a thrown string');
    expect(log.mock.calls).toEqual([
      [
        'server: unexpected error (still serving): RangeError: The value of "start" is out of range. at stack line',
      ],
      ['server: unexpected error (still serving): a thrown string'],
    ]);
  });
});
