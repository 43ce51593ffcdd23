import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React renders the prerendered HTML again (and at build time), true once the app runs
 * in the browser: a prerendered form stays disabled until then, so nothing typed into it is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
