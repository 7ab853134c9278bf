import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function with a stable identity that always calls the latest `callback`:
 * effects can register it as a listener once and still see current props.
 * It stands in for React 19.2's useEffectEvent, which preact/compat (the
 * browser runtime, decision 070) does not have. Call it from effects and event
 * listeners only, never while rendering.
 */
export function useLatestCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(callback);
  // Layout effects run before passive effects, so listeners never see a stale callback.
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => {
    latest.current(...args);
  }, []);
}
