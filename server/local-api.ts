import type { IncomingMessage, ServerResponse } from 'node:http';

export type Next = (err?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** The site's only server-side behaviour, for local use: routes under /api/. Others fall through. */
export function localApi(): Middleware {
  return (_req, _res, next) => next();
}
