import { describe, expect, it } from 'vitest';
import { contentHash, hashedName } from './content-hash';

describe('hashedName', () => {
  it('names a file by its content, so a changed file is a new address', () => {
    const a = hashedName('KaTeX_Main-Regular.woff2', Buffer.from('one'));
    expect(a).toMatch(/^KaTeX_Main-Regular-[0-9a-f]{8}\.woff2$/);
    expect(a).toBe(`KaTeX_Main-Regular-${contentHash(Buffer.from('one'))}.woff2`);
    expect(hashedName('KaTeX_Main-Regular.woff2', Buffer.from('one'))).toBe(a);
    expect(hashedName('KaTeX_Main-Regular.woff2', Buffer.from('two'))).not.toBe(a);
  });

  it('keeps a name without an extension whole', () => {
    expect(hashedName('LICENSE', Buffer.from('one'))).toBe(
      `LICENSE-${contentHash(Buffer.from('one'))}`,
    );
  });
});
