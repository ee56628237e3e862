// Names that change with what they name: a file under /assets/, which hosts cache for a year as
// never changing (an update is then a new address rather than a year-old copy), and a note's
// class for an inline style (scripts/notes/markdown.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';

/** The first 8 hex digits of `content`'s SHA-256. */
export function contentHash(content: Uint8Array | string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 8);
}

/** `name` with {@link contentHash} of `content` before its extension. */
export function hashedName(name: string, content: Uint8Array): string {
  const extension = path.extname(name);
  return `${name.slice(0, name.length - extension.length)}-${contentHash(content)}${extension}`;
}
