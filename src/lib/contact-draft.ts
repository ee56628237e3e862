// What the visitor has typed into the contact form, kept for the tab's session only: it survives
// a reload, a crash and going back and forth, and is gone when the tab closes or the message is sent.
// Storage that is missing, full or throwing costs the draft, never the form.
import type { ContactFields } from './contact-form-state';

export const DRAFT_STORAGE_KEY = 'contactDraft';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const isEmpty = (fields: ContactFields) => !fields.name && !fields.email && !fields.message;

/** The saved draft, or null when there is none (or it cannot be read, or is not a draft). */
export function readDraft(): ContactFields | null {
  try {
    const raw = session()?.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
    const fields = { name: text('name'), email: text('email'), message: text('message') };
    return isEmpty(fields) ? null : fields;
  } catch {
    return null;
  }
}

/** Saves the fields; empty fields remove the draft. */
export function saveDraft(fields: ContactFields): void {
  try {
    const storage = session();
    if (!storage) return;
    if (isEmpty(fields)) storage.removeItem(DRAFT_STORAGE_KEY);
    else storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(fields));
  } catch {
    // Full or blocked: the form keeps working without a saved copy.
  }
}

export function clearDraft(): void {
  saveDraft({ name: '', email: '', message: '' });
}
