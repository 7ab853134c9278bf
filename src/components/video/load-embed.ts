/**
 * Before the video player loads (after the visitor's click on it, which is
 * their consent for it: decision 092), a check that the host answers at all
 * (an iframe cannot tell us that).
 */

/** How long a host may take to answer before the visitor gets the plain link instead. */
export const REACHABILITY_TIMEOUT_MS = 8000;

/**
 * True when the host answers. `no-cors` gives an opaque response on success
 * (we never read it) and rejects on a network failure, DNS error or timeout.
 */
export async function isHostReachable(
  url: string,
  timeoutMs = REACHABILITY_TIMEOUT_MS,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    await fetchImpl(url, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}
