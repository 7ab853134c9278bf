/**
 * When to try a failed delivery again: capped exponential backoff with full
 * jitter (a random delay between 0 and min(cap, base * 2^attempt)), so retries
 * of many leads after an outage spread out instead of arriving together; a
 * Retry-After from HubSpot is a floor.
 */
export interface BackoffOptions {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** @param attempt 1 for the first retry. */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempt - 1, 0), 30);
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** exponent);
  return Math.floor(random() * ceiling);
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: number): number | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(date - now, 0);
}

/**
 * Retry-After, capped at the backoff's maximum (DELIVERY_RETRY_MAX_MS): one huge value from
 * HubSpot, or from a proxy in between, must not pause every delivery for days.
 */
export function capRetryAfter(retryAfterMs: number | undefined, options: BackoffOptions): number | undefined {
  return retryAfterMs === undefined ? undefined : Math.min(retryAfterMs, options.maxMs);
}

/** The delay before the next attempt: the jittered backoff, never sooner than (capped) Retry-After. */
export function nextDelay(
  attempt: number,
  retryAfterMs: number | undefined,
  options: BackoffOptions,
  random: () => number = Math.random,
): number {
  return Math.max(backoffDelay(attempt, options, random), capRetryAfter(retryAfterMs, options) ?? 0);
}
