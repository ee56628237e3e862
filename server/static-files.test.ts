// Every file handle the server opens is closed on every path: a response sent whole, one the
// client abandoned before or while it was sent, and one that could not be sent at all. A handle
// left to the garbage collector shows as "Closing file descriptor N on garbage collection".
import { once, type EventEmitter } from 'node:events';
import type { FileHandle } from 'node:fs/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStatic, sendFile } from './static-files.ts';

let dir = '';
let server: Server;
let port = 0;
/** What the server does with each request, set per test. */
let handler: (req: IncomingMessage, res: ServerResponse) => void = () => {};

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-files-'));
  await writeFile(path.join(dir, 'big.bin'), Buffer.alloc(8 * 1024 * 1024, 7));
  await writeFile(path.join(dir, 'small.txt'), 'small');
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** Opens `pathname` for `req`, failing the test if it is not there. */
async function openOrFail(pathname: string, req: IncomingMessage) {
  const found = await openStatic(dir, pathname, req);
  if (!found) throw new Error(`${pathname} not found`);
  return found;
}

/** Resolves once `handle` is closed; a handle never closed keeps the test waiting (and failing). */
async function closed(handle: FileHandle): Promise<void> {
  // close() sets fd to -1 and emits 'close' in the same step: no close falls between the two.
  // A FileHandle is an EventEmitter with a 'close' event (Node 15.4), which @types/node omits.
  if (handle.fd !== -1) await once(handle as unknown as EventEmitter, 'close');
}

/** A GET the client gives up on once `abandon` resolves (on its own, or after the first bytes). */
function abandonedGet(pathname: string, afterFirstBytes: boolean) {
  const req = request({ host: '127.0.0.1', port, path: pathname, agent: false });
  req.on('error', () => {});
  if (afterFirstBytes) req.on('response', (res) => res.once('data', () => req.destroy()));
  req.end();
  return req;
}

describe('sendFile', () => {
  it('closes the file once it is sent whole', async () => {
    const handles = new Promise<FileHandle>((resolve) => {
      handler = (req, res) =>
        void openOrFail('/small.txt', req).then((found) => {
          resolve(found.handle);
          sendFile(req, res, found);
        });
    });
    const body = await fetch(`http://127.0.0.1:${port}/small.txt`).then((res) => res.text());
    expect(body).toBe('small');
    await closed(await handles);
  });

  it('closes the file when the client leaves before the file is open', async () => {
    const handles = new Promise<FileHandle>((resolve) => {
      handler = (req, res) => {
        // The file is opened, and sent, only once the client is gone.
        res.once(
          'close',
          () =>
            void openOrFail('/big.bin', req).then((found) => {
              resolve(found.handle);
              sendFile(req, res, found);
            }),
        );
      };
    });
    const client = abandonedGet('/big.bin', false);
    // Gone as soon as the server has the request: the handler is running once a socket is accepted.
    server.once('request', () => client.destroy());
    await closed(await handles);
  });

  it('closes the file when the client leaves mid-file', async () => {
    const handles = new Promise<FileHandle>((resolve) => {
      handler = (req, res) =>
        void openOrFail('/big.bin', req).then((found) => {
          resolve(found.handle);
          sendFile(req, res, found);
        });
    });
    abandonedGet('/big.bin', true);
    await closed(await handles);
  });

  it('closes the file when the answer cannot be sent, and says why', async () => {
    const outcome = new Promise<{ handle: FileHandle; error: unknown }>((resolve) => {
      handler = (req, res) =>
        void openOrFail('/small.txt', req).then((found) => {
          // Another handler answered first: the headers are gone.
          res.writeHead(200).write('already answered');
          try {
            sendFile(req, res, found);
            resolve({ handle: found.handle, error: undefined });
          } catch (error) {
            resolve({ handle: found.handle, error });
          } finally {
            res.end();
          }
        });
    });
    await fetch(`http://127.0.0.1:${port}/small.txt`).then((res) => res.text());
    const { handle, error } = await outcome;
    expect(error).toMatchObject({ code: 'ERR_HTTP_HEADERS_SENT' });
    await closed(handle);
  });
});
