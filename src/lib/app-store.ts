import { atom, computed } from 'nanostores';
import type { AppConfig } from '../config/schema.ts';

/**
 * State shared between islands (each island is its own React root, so they
 * meet here rather than through props or globals).
 */

/** The app configuration; undefined until /assets/config.json has been read. */
export const $config = atom<AppConfig | undefined>(undefined);

/** Count of start-up loads in flight; the loader flag is "more than zero". */
export const $pendingLoads = atom(0);
export const $isLoading = computed($pendingLoads, (count) => count > 0);

/** Marks one load as started; call the returned function exactly once when it ends. */
export function beginLoading(): () => void {
  $pendingLoads.set($pendingLoads.get() + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    $pendingLoads.set($pendingLoads.get() - 1);
  };
}
