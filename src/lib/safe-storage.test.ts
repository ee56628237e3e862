import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, writeItem } from './safe-storage';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('safe storage', () => {
  it('reads and writes through localStorage when it works', () => {
    expect(writeItem('k', 'v')).toBe(true);
    expect(readItem('k')).toBe('v');
    expect(readItem('missing')).toBeNull();
  });

  it("reads and writes the tab's own storage when asked, apart from the kept one", () => {
    expect(writeItem('k', 'tab', 'session')).toBe(true);
    expect(readItem('k', 'session')).toBe('tab');
    expect(sessionStorage.getItem('k')).toBe('tab');
    expect(readItem('k')).toBeNull();
  });

  it('returns null and false when every storage call throws', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(throwing as unknown as Storage);
    expect(readItem('k')).toBeNull();
    expect(writeItem('k', 'v')).toBe(false);
  });

  it('returns null and false when even reaching localStorage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readItem('k')).toBeNull();
    expect(writeItem('k', 'v')).toBe(false);
  });
});
