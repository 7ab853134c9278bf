import type { CircuitGate, CircuitPass, CircuitState } from './delivery-gates.ts';

/**
 * Stops hammering HubSpot while it is down, in this process (one instance on SQLite; several
 * instances share postgres/shared-circuit.ts instead). After `threshold` consecutive
 * failed deliveries the circuit opens: no delivery for `openMs`; then one probe
 * goes through (half-open). A successful probe closes the circuit, a failed
 * one opens it again. A Retry-After (HubSpot's 429) pauses everything for that long.
 */

export interface CircuitOptions {
  readonly threshold: number;
  readonly openMs: number;
}

export class CircuitBreaker implements CircuitGate {
  readonly #options: CircuitOptions;
  #failures = 0;
  #openUntil = 0;
  #tripped = false;
  #probeInFlight = false;

  constructor(options: CircuitOptions) {
    this.#options = options;
  }

  state(now: number): CircuitState {
    if (!this.#tripped) return now < this.#openUntil ? 'open' : 'closed';
    return now < this.#openUntil ? 'open' : 'half-open';
  }

  /** ms to wait before anything may be sent; 0 = go. Takes the single probe slot when half-open. */
  acquire(now: number): CircuitPass {
    const state = this.state(now);
    if (state === 'open') return { waitMs: this.#openUntil - now, probe: false, state };
    if (state === 'half-open') {
      if (this.#probeInFlight) return { waitMs: Math.min(this.#options.openMs, 1000), probe: false, state };
      this.#probeInFlight = true;
      return { waitMs: 0, probe: true, state };
    }
    return { waitMs: 0, probe: false, state };
  }

  /** The probe slot was taken but nothing was sent (no lead was due). */
  releaseProbe(): void {
    this.#probeInFlight = false;
  }

  /** @returns true when this success closed an open circuit (the backlog may go now). */
  onSuccess(): boolean {
    const wasTripped = this.#tripped;
    this.#failures = 0;
    this.#tripped = false;
    this.#probeInFlight = false;
    this.#openUntil = 0;
    return wasTripped;
  }

  /** A Retry-After (HubSpot's 429) pauses everything for that long, even below the threshold. */
  onFailure(now: number, retryAfterMs?: number): void {
    this.#failures += 1;
    if (this.#probeInFlight || this.#failures >= this.#options.threshold) {
      this.#tripped = true;
      this.#openUntil = Math.max(this.#openUntil, now + this.#options.openMs);
    }
    this.#probeInFlight = false;
    if (retryAfterMs !== undefined) this.#openUntil = Math.max(this.#openUntil, now + retryAfterMs);
  }
}
