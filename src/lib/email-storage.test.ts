import { afterEach, describe, expect, it } from 'vitest';
import { withThrowingStorageHidden } from './email';
import { createSafeStorageProvider } from './email-storage';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage');

function makeStorageThrow() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

afterEach(() => {
  if (original) Object.defineProperty(window, 'localStorage', original);
  window.localStorage.clear();
});

describe('createSafeStorageProvider', () => {
  it('reads, writes and removes through localStorage', async () => {
    const storage = createSafeStorageProvider();
    await storage.set('k', '42');
    expect(window.localStorage.getItem('k')).toBe('42');
    expect(await storage.get('k')).toBe('42');
    await storage.remove('k');
    expect(Number((await storage.get('k')) || 0)).toBe(0);
  });

  it('remembers values in memory when storage throws', async () => {
    makeStorageThrow();
    const storage = createSafeStorageProvider();
    await expect(storage.set('k', '42')).resolves.toBeUndefined();
    expect(await storage.get('k')).toBe('42');
    await storage.remove('k');
    expect(await storage.get('k')).toBeNull();
  });
});

describe('withThrowingStorageHidden', () => {
  it('leaves working storage alone', async () => {
    const seen = await withThrowingStorageHidden(async () => typeof window.localStorage);
    expect(seen).toBe('object');
  });

  it('shows throwing storage as undefined while loading, then restores it', async () => {
    makeStorageThrow();
    const seen = await withThrowingStorageHidden(async () => typeof localStorage);
    expect(seen).toBe('undefined');
    expect(() => window.localStorage).toThrow(/insecure/);
  });

  it('restores storage when loading fails', async () => {
    makeStorageThrow();
    await expect(
      withThrowingStorageHidden(() => Promise.reject(new Error('chunk failed'))),
    ).rejects.toThrow('chunk failed');
    expect(() => window.localStorage).toThrow(/insecure/);
  });
});
