import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const onClient = () => true;
const onServer = () => false;

/**
 * False while rendering on the server and while hydrating, true afterwards:
 * lets an island show browser-only state (cookies, clock) without a hydration
 * mismatch. React reads the server snapshot during hydration, then re-renders
 * with the client one.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
