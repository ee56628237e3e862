import { DARK_MODE_STORAGE_KEY } from '../config/site';
import { readItem, writeItem } from './safe-storage';

// The inline script in index.html applies the stored theme before first paint; this module keeps
// the class on <html> as the single source of truth afterwards and lets React subscribe to it.

const listeners = new Set<() => void>();

export function parseStoredDarkMode(value: string | null): boolean {
  return value === 'true';
}

export function readStoredDarkMode(): boolean {
  return parseStoredDarkMode(readItem(DARK_MODE_STORAGE_KEY));
}

export function isDarkApplied(): boolean {
  return document.documentElement.classList.contains('dark');
}

export function setDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
  writeItem(DARK_MODE_STORAGE_KEY, String(dark));
  listeners.forEach((listener) => listener());
}

export function subscribeDarkMode(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
