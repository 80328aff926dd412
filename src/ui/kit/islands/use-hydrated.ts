import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and while hydrating, true once the island runs in the browser:
 * for what only the browser can do (a drawer toggle instead of a link, a fetch-driven badge)
 * without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
