import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDarkApplied, setDarkMode, subscribeDarkMode } from './theme';
import { THEME_COLOR_SELECTOR } from '../config/site';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelector(THEME_COLOR_SELECTOR)?.remove();
  document.documentElement.classList.remove('dark');
  localStorage.clear();
});

describe('theme', () => {
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

  it('tells subscribers when Back or Forward brings the page back, until they leave', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDarkMode(listener);
    window.dispatchEvent(new Event('pageshow'));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new Event('pageshow'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('still switches the theme for the visit when storage throws', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setDarkMode(true);
    expect(isDarkApplied()).toBe(true);
  });

  it("gives the browser's bar the colour of the theme the page shows", () => {
    const bar = document.createElement('meta');
    bar.name = 'theme-color';
    Object.assign(bar.dataset, { light: '#f8fafc', dark: '#020617' });
    bar.content = bar.dataset.light!;
    document.head.append(bar);
    setDarkMode(true);
    expect(bar.content).toBe('#020617');
    setDarkMode(false);
    expect(bar.content).toBe('#f8fafc');
  });

  it('switches the theme on a page without a colour for the bar', () => {
    setDarkMode(true);
    expect(isDarkApplied()).toBe(true);
  });
});
