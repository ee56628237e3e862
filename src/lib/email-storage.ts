// The EmailJS SDK keeps its rate-limit mark in storage. This provider goes through safe-storage,
// so blocked or throwing localStorage never breaks a send, and keeps a copy in memory, so the
// rate limit still holds for the page's lifetime where storage is unavailable.
import { readItem, writeItem } from './safe-storage';

/** The SDK's StorageProvider shape (declared here so only email.ts imports the SDK). */
export interface EmailStorageProvider {
  get: (key: string) => Promise<string | null | undefined>;
  set: (key: string, value: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

export function createSafeStorageProvider(): EmailStorageProvider {
  const memory = new Map<string, string>();
  return {
    get: async (key) => readItem(key) ?? memory.get(key) ?? null,
    set: async (key, value) => {
      memory.set(key, value);
      writeItem(key, value);
    },
    remove: async (key) => {
      memory.delete(key);
      // safe-storage has no remove; an empty mark reads as "never sent" to the SDK.
      writeItem(key, '');
    },
  };
}

function localStorageThrows(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

/**
 * Runs `load` (the SDK's dynamic import) with window.localStorage reading as undefined when
 * reading it throws: the SDK touches localStorage while its module evaluates, and a throw there
 * would fail the import for the page's lifetime. Our provider is what it uses afterwards.
 */
export async function withThrowingStorageHidden<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined' || !localStorageThrows()) return load();
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  if (own && !own.configurable) return load();
  try {
    Object.defineProperty(window, 'localStorage', { configurable: true, value: undefined });
  } catch {
    return load();
  }
  try {
    return await load();
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  }
}
