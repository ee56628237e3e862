/**
 * The subscribers of a setting kept on <html> (the theme, the stop of the animations): told when
 * this page changes it, and on every `pageshow`, since Back or Forward may bring the page back from
 * the browser's cache with the head's script having put on a value saved since. React reads the
 * setting again, so a call that changed nothing costs nothing.
 */
export function settingSubscribers(): {
  notify: () => void;
  subscribe: (listener: () => void) => () => void;
} {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((listener) => listener()),
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener('pageshow', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('pageshow', listener);
      };
    },
  };
}
