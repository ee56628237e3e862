// Storage can be missing or throw (private mode, blocked cookies, sandboxed frames, a full quota).
// Every read and write goes through here so a failure costs persistence, never the page.

/** `local` is kept across visits; `session` only for this tab, across reloads and history. */
export type StorageArea = 'local' | 'session';

function storage(area: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was saved. */
export function writeItem(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    const s = storage(area);
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
