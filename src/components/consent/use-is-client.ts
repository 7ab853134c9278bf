import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while rendering on the server and during hydration, true afterwards:
 * lets an island show browser-only state (cookies, clock) without a
 * hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
