import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftBegunAt, DRAFT_STORAGE_KEY, readDraft, saveDraft } from './contact-draft';

const TYPED = { name: 'Ada', email: 'ada@example.com', message: 'مرحبا 👋🏽\nline two' };

afterEach(() => sessionStorage.clear());

describe('the contact draft', () => {
  it('is kept in session storage, read back as typed and removed when cleared', () => {
    saveDraft(TYPED);
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(readDraft()).toEqual(TYPED);
    clearDraft();
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(readDraft()).toBeNull();
  });

  it('removes itself when every field is emptied', () => {
    saveDraft(TYPED);
    saveDraft({ name: '', email: '', message: '' });
    expect(sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('keeps when it was begun through later typing, and forgets it once cleared', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000);
    expect(draftBegunAt()).toBeNull();
    saveDraft(TYPED);
    now.mockReturnValue(5_000);
    saveDraft({ ...TYPED, message: `${TYPED.message} and more` });
    expect(draftBegunAt()).toBe(1_000);
    clearDraft();
    expect(draftBegunAt()).toBeNull();
    saveDraft(TYPED);
    expect(draftBegunAt()).toBe(5_000);
  });

  it.each([Date.now() + 3_600_000, 'yesterday', null])(
    'reads a begun time of %j as unknown, and keeps the draft',
    (begunAt) => {
      sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...TYPED, begunAt }));
      expect(draftBegunAt()).toBeNull();
      expect(readDraft()).toEqual(TYPED);
    },
  );

  it.each(['not json', 'null', '42', '{"name":7}', '{}'])('reads %s as no draft', (raw) => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, raw);
    expect(readDraft()).toBeNull();
  });

  it('keeps the string fields of a partly damaged draft', () => {
    sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ name: 'Ada', email: 3 }));
    expect(readDraft()).toEqual({ name: 'Ada', email: '', message: '' });
  });

  it('changes nothing when storage throws, on reaching it or on any call, and says it kept nothing', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(saveDraft(TYPED)).toBe(false);
    expect(readDraft()).toBeNull();
    expect(() => clearDraft()).not.toThrow();
    // Nothing written, nothing to keep.
    expect(saveDraft({ name: '', email: '', message: '' })).toBe(true);
    vi.restoreAllMocks();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(blocked);
    expect(saveDraft(TYPED)).toBe(false);
    expect(readDraft()).toBeNull();
    vi.restoreAllMocks();
  });

  it('says it kept the draft when storage takes it', () => {
    expect(saveDraft(TYPED)).toBe(true);
    expect(saveDraft({ name: '', email: '', message: '' })).toBe(true);
  });
});
