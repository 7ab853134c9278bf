import { useState, useSyncExternalStore } from 'react';

/** A per-component "mounted" flag that turns true when the runtime first subscribes (after the commit). */
function createMountedStore() {
  let mounted = false;
  return {
    subscribe: (notify: () => void) => {
      mounted = true;
      notify();
      return () => undefined;
    },
    getSnapshot: () => mounted,
  };
}

const onServer = () => false;

/**
 * False while rendering on the server and during hydration, true afterwards:
 * lets an island show browser-only state (cookies, clock) without a
 * hydration mismatch. The flag flips on subscription rather than by
 * `typeof document`, because preact/compat (the browser runtime, decision 070)
 * ignores the server snapshot and would read the client one while hydrating.
 */
export function useIsClient(): boolean {
  const [store] = useState(createMountedStore);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, onServer);
}
