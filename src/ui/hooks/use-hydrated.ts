import { useSyncExternalStore } from 'react';

const unsubscribed = () => () => undefined;

/** False while React hydrates prerendered HTML (and on the server), true after: for what only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unsubscribed,
    () => true,
    () => false,
  );
}
