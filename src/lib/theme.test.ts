import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDarkApplied, parseStoredDarkMode, setDarkMode, subscribeDarkMode } from './theme';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

describe('theme', () => {
  it("is dark only for the stored string 'true' (default off)", () => {
    expect(parseStoredDarkMode('true')).toBe(true);
    expect(parseStoredDarkMode('false')).toBe(false);
    expect(parseStoredDarkMode(null)).toBe(false);
    expect(parseStoredDarkMode('yes')).toBe(false);
  });

  it("applies the class on <html>, saves 'true'/'false' under darkMode and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDarkMode(listener);
    setDarkMode(true);
    expect(isDarkApplied()).toBe(true);
    expect(localStorage.getItem('darkMode')).toBe('true');
    setDarkMode(false);
    expect(isDarkApplied()).toBe(false);
    expect(localStorage.getItem('darkMode')).toBe('false');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setDarkMode(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('still switches the theme for the visit when storage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setDarkMode(true);
    expect(isDarkApplied()).toBe(true);
  });
});
