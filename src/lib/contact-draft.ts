// What the visitor has typed into the contact form, kept for the tab's session only: it survives
// a reload, a crash and going back and forth, and is gone when the tab closes or the message is sent.
// Storage that is missing, full or throwing costs the draft, never the form, and the form then asks
// before the tab is left (use-contact-form.ts). It also keeps when the visitor began it: the time
// they have spent on the message counts from there, across reloads.
import type { ContactFields } from './contact-form-state';

export const DRAFT_STORAGE_KEY = 'contactDraft';
/** The fields a draft keeps, by the form's names for them; stored with `begunAt` beside them. */
export const DRAFT_FIELDS = [
  'name',
  'email',
  'message',
] as const satisfies readonly (keyof ContactFields)[];

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isEmpty = (fields: ContactFields) => DRAFT_FIELDS.every((key) => !fields[key]);

interface StoredDraft {
  fields: ContactFields;
  /** When the visitor began it (ms since the epoch, this browser's clock); null if unknown. */
  begunAt: number | null;
}

function readStored(): StoredDraft | null {
  try {
    const raw = session()?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
    const fields = Object.fromEntries(
      DRAFT_FIELDS.map((key) => [key, text(key)]),
    ) as unknown as ContactFields;
    if (isEmpty(fields)) return null;
    const begun = record.begunAt;
    // A time still to come (the clock was set back) is no time at all.
    const known = typeof begun === 'number' && Number.isFinite(begun) && begun <= Date.now();
    return { fields, begunAt: known ? begun : null };
  } catch {
    return null;
  }
}

/** The saved draft, or null when there is none (or it cannot be read, or is not a draft). */
export function readDraft(): ContactFields | null {
  return readStored()?.fields ?? null;
}

/** When the visitor began the saved draft, or null when there is none or it does not say. */
export function draftBegunAt(): number | null {
  return readStored()?.begunAt ?? null;
}

/**
 * Saves the fields, keeping when the draft was begun; empty fields remove the draft. Returns
 * whether the tab now keeps what the visitor wrote: false when there is something to keep and
 * storage is missing, full or blocked (the form keeps working without a saved copy).
 */
export function saveDraft(fields: ContactFields): boolean {
  try {
    const storage = session();
    if (isEmpty(fields)) {
      storage?.removeItem(DRAFT_STORAGE_KEY);
      return true;
    }
    if (!storage) return false;
    const begunAt = draftBegunAt() ?? Date.now();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...fields, begunAt }));
    return true;
  } catch {
    return isEmpty(fields);
  }
}

export function clearDraft(): void {
  void saveDraft({ name: '', email: '', message: '' });
}
