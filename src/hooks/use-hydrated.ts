import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the prerendered HTML and during hydration, true once React controls the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
