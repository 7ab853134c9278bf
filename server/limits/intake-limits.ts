import type { WindowCounter } from './window-counter.ts';

const MINUTE = 60_000;

/**
 * At most `perMinute` leads taken in per clock minute across all clients (0 = no ceiling): the
 * per-client limits cannot stop a botnet, and every accepted lead costs a write, disk and a
 * HubSpot call. Past it the route answers 503 with Retry-After (decision 088). With `shared`
 * (several instances on PostgreSQL) the minute is counted in the database, for all instances
 * together (decision 097); a database that cannot count lets the lead through to the store,
 * which decides.
 */
export class IntakeCeiling {
  readonly #perMinute: number;
  readonly #now: () => number;
  readonly #shared: WindowCounter | undefined;
  #windowStart = 0;
  #taken = 0;

  constructor(perMinute: number, now: () => number = Date.now, shared?: WindowCounter) {
    this.#perMinute = perMinute;
    this.#now = now;
    this.#shared = shared;
  }

  /** Takes one place in this minute, or says how many seconds until the next minute starts. */
  async take(): Promise<{ readonly ok: true } | { readonly ok: false; readonly retryAfterSeconds: number }> {
    if (this.#perMinute === 0) return { ok: true };
    if (this.#shared) {
      const hit = await this.#shared.hit('intake', MINUTE).catch(() => undefined);
      if (hit === undefined || hit.count <= this.#perMinute) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(hit.resetInMs / 1000)) };
    }
    const now = this.#now();
    if (now - this.#windowStart >= MINUTE) {
      this.#windowStart = now;
      this.#taken = 0;
    }
    if (this.#taken >= this.#perMinute) {
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((this.#windowStart + MINUTE - now) / 1000)),
      };
    }
    this.#taken += 1;
    return { ok: true };
  }
}

/** How long a count of held leads read from the store is trusted (stored ones are added to it). */
const HELD_COUNT_TTL_MS = 10_000;

export interface HeldCapDeps {
  /** The lead store's counts by state (LeadStore.counts); only `held` is read. */
  readonly store: { counts(): Promise<{ readonly held: number }> };
  readonly max: number;
  readonly warn: (count: number) => void;
  readonly now?: () => number;
}

/**
 * The most `held` (suspected spam) leads the store keeps (0 = no cap): a bot that passes the
 * rate limits must not fill the disk. Reading the count is a COUNT over the leads table, so it
 * is read at most every HELD_COUNT_TTL_MS and the leads held since are added to it; the warning
 * that the cap is reached is logged at most once a minute.
 */
export class HeldCap {
  readonly #deps: HeldCapDeps;
  #count = 0;
  #readAt = Number.NEGATIVE_INFINITY;
  #warnedAt = Number.NEGATIVE_INFINITY;

  constructor(deps: HeldCapDeps) {
    this.#deps = deps;
  }

  /** Whether a new held lead would exceed the cap (and so is not to be stored). */
  async isFull(): Promise<boolean> {
    const { store, max, warn, now = Date.now } = this.#deps;
    if (max === 0) return false;
    const time = now();
    if (time - this.#readAt >= HELD_COUNT_TTL_MS) {
      this.#count = (await store.counts()).held;
      this.#readAt = time;
    }
    if (this.#count < max) return false;
    if (time - this.#warnedAt >= MINUTE) {
      this.#warnedAt = time;
      warn(this.#count);
    }
    return true;
  }

  /** A held lead was stored. */
  stored(): void {
    this.#count += 1;
  }
}
