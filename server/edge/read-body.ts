// Reads a request body up to a limit, stopping (and cancelling the stream) as soon as it passes
// the limit: a declared length over it is refused before a byte is read, and a chunked body that
// declares none is cut off at the first chunk past it, so no one can make the handler hold more.

export type BodyRead =
  { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' | 'not-utf8' };

export async function readLimitedText(request: Request, limitBytes: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limitBytes) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, reason: 'too-large' };
  }
  if (!request.body) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limitBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'aborted' };
  }
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.byteLength;
  }
  // A body that is not UTF-8 is refused rather than read with replacement characters.
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(joined) };
  } catch {
    return { ok: false, reason: 'not-utf8' };
  }
}
