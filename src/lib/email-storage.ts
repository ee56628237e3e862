// The EmailJS SDK keeps its rate-limit mark in storage. This provider goes through safe-storage,
// so blocked or throwing localStorage never breaks a send, and keeps a copy in memory, so the
// rate limit still holds for the page's lifetime where storage is unavailable. Only the SDK's
// chunk (email-sdk.ts) uses it; email.ts hides a throwing localStorage while that chunk loads.
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
