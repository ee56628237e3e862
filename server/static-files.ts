// Serves the built files, looking each one up when asked (a rebuild's new files are seen at once)
// and reading it through one open file handle, so a file replaced or removed mid-request gives
// the old bytes, the new ones or a 404, never a crash. Replaces sirv 3.0.2, which caches the file
// list and sizes at start, throws on reversed ranges and has no error handler on its read stream.
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { readRange } from './byte-range.ts';
import { TYPES } from './content-types.ts';
import type { Middleware } from './local-api.ts';

/** Files a static host keeps to itself: its configuration and anything hidden. */
const PRIVATE = /(^|\/)(\.|_headers$|_redirects$)/;

export interface StaticFilesOptions {
  dir: string;
  /** Send a file's .br or .gz sibling where the client accepts it (as a CDN would). */
  precompressed?: boolean;
}

export interface OpenFile {
  handle: FileHandle;
  size: number;
  mtime: Date;
  /** The file's own path, for its type; not the compressed sibling's. */
  file: string;
  encoding?: 'br' | 'gzip';
}

/** The file for a URL path, or null; `..`, NUL and malformed escapes never leave `dir`. */
export function resolveInside(dir: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || PRIVATE.test(decoded)) return null;
  const file = path.join(dir, path.posix.normalize(`/${decoded}`));
  return file === dir || file.startsWith(`${dir}${path.sep}`) ? file : null;
}

async function openRegular(
  file: string,
): Promise<{ handle: FileHandle; size: number; mtime: Date } | null> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(file, 'r');
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { handle, size: info.size, mtime: info.mtime };
  } catch {
    await handle?.close().catch(() => {});
    return null;
  }
}

function accepts(req: IncomingMessage, encoding: string): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().split(';');
    return name.trim() === encoding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** Tries `/x`, `/x.html` and `/x/index.html`, as static hosts do, then the compressed sibling. */
export async function openStatic(
  dir: string,
  pathname: string,
  req: IncomingMessage,
  precompressed = false,
): Promise<OpenFile | null> {
  const target = resolveInside(dir, pathname);
  if (!target) return null;
  const candidates = pathname.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, `${target}.html`, path.join(target, 'index.html')];
  for (const file of candidates) {
    if (precompressed) {
      for (const [encoding, ext] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (!accepts(req, encoding)) continue;
        const found = await openRegular(`${file}${ext}`);
        if (found) return { ...found, file, encoding };
      }
    }
    const found = await openRegular(file);
    if (found) return { ...found, file };
  }
  return null;
}

function etagOf(found: OpenFile): string {
  return `W/"${found.size.toString(16)}-${Math.floor(found.mtime.getTime()).toString(16)}${found.encoding ? `-${found.encoding}` : ''}"`;
}

/**
 * Sends an open file, honouring conditional and range requests. The handle is closed on every
 * path: sent, refused, abandoned by the client (before or while it is sent), or not sendable at
 * all (then the error is thrown on). One left open is closed only by the garbage collector, with
 * a warning, and until then holds a descriptor.
 */
export function sendFile(req: IncomingMessage, res: ServerResponse, found: OpenFile, status = 200) {
  const close = () => void found.handle.close().catch(() => {});
  // The client left while the file was being looked up: nothing will take it, nor emit 'close'.
  if (res.destroyed) {
    close();
    return;
  }
  let body: { start: number; end: number } | null;
  try {
    body = answerFor(req, res, found, status);
  } catch (error) {
    close();
    throw error;
  }
  if (!body) {
    close();
    res.end();
    return;
  }
  // The size read from the open handle bounds the read: a file growing meanwhile is not cut short
  // mid-header, and one replaced is still read whole from the old handle.
  const stream = createReadStream('', { fd: found.handle, ...body, autoClose: true });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

/** Writes the head of the answer; the bytes of the file to send, or null when it has no body. */
function answerFor(
  req: IncomingMessage,
  res: ServerResponse,
  found: OpenFile,
  status: number,
): { start: number; end: number } | null {
  const { size } = found;
  const etag = etagOf(found);
  res.setHeader(
    'Content-Type',
    TYPES[path.extname(found.file).toLowerCase()] ?? 'application/octet-stream',
  );
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200) {
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', found.mtime.toUTCString());
  }
  if (found.encoding) res.setHeader('Content-Encoding', found.encoding);
  else if (status === 200) res.setHeader('Accept-Ranges', 'bytes');

  if (
    status === 200 &&
    req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)
  ) {
    res.writeHead(304);
    return null;
  }
  // If-Range names the version the client holds: for any other, the whole new file goes.
  const ifRange = req.headers['if-range'];
  const rangeHeader =
    status === 200 && !found.encoding && (!ifRange || ifRange === etag)
      ? req.headers.range
      : undefined;
  const range = readRange(rangeHeader, size);
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, {
      'Content-Range': `bytes */${size}`,
      'Content-Type': 'text/plain; charset=utf-8',
    });
    res.write('Range Not Satisfiable');
    return null;
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
  if (range.kind === 'partial') res.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  res.setHeader('Content-Length', String(Math.max(0, end - start + 1)));
  res.writeHead(range.kind === 'partial' ? 206 : status);
  return req.method === 'HEAD' || size === 0 ? null : { start, end };
}

export function staticFiles({ dir, precompressed = false }: StaticFilesOptions): Middleware {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    openStatic(root, pathname, req, precompressed).then(
      (found) => (found ? sendFile(req, res, found) : next()),
      next,
    );
  };
}
