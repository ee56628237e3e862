// Names for files hosts cache for a year as never changing (/assets/): a name that changes with
// the file's content, so an update is a new address rather than a year-old copy.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** The first 8 hex digits of `content`'s SHA-256: what a file's name under assets/ carries. */
export function contentHash(content: Uint8Array | string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/** `name` with {@link contentHash} of `content` before its extension. */
export function hashedName(name: string, content: Uint8Array): string {
  const extension = path.extname(name);
  return `${name.slice(0, name.length - extension.length)}-${contentHash(content)}${extension}`;
}
