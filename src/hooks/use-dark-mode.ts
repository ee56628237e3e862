import { useSyncExternalStore } from 'react';
import { isDarkApplied, setDarkMode, subscribeDarkMode } from '../lib/theme';

/** The theme as applied on <html> by the pre-paint script, and a toggle that saves it. */
export function useDarkMode(): { dark: boolean; toggle: () => void } {
  const dark = useSyncExternalStore(subscribeDarkMode, isDarkApplied, () => false);
  return { dark, toggle: () => setDarkMode(!isDarkApplied()) };
}
