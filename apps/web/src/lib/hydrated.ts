import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page renders on the server and hydrates, true once the browser runs it: what
 * only the browser knows (its history entry's state, its languages) is read after hydration, so
 * the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
