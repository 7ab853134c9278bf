/**
 * Stops hammering HubSpot while it is down. After `threshold` consecutive
 * failed deliveries the circuit opens: no delivery for `openMs`; then one probe
 * goes through (half-open). A successful probe closes the circuit, a failed
 * one opens it again. A Retry-After (HubSpot's 429) pauses everything for that long.
 */
export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitOptions {
  readonly threshold: number;
  readonly openMs: number;
}

export class CircuitBreaker {
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
  acquire(now: number): { readonly waitMs: number; readonly probe: boolean } {
    const state = this.state(now);
    if (state === 'open') return { waitMs: this.#openUntil - now, probe: false };
    if (state === 'half-open') {
      if (this.#probeInFlight) return { waitMs: Math.min(this.#options.openMs, 1000), probe: false };
      this.#probeInFlight = true;
      return { waitMs: 0, probe: true };
    }
    return { waitMs: 0, probe: false };
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

  onFailure(now: number): void {
    this.#failures += 1;
    if (this.#probeInFlight || this.#failures >= this.#options.threshold) {
      this.#tripped = true;
      this.#openUntil = Math.max(this.#openUntil, now + this.#options.openMs);
    }
    this.#probeInFlight = false;
  }

  /** HubSpot asked us to wait (429 Retry-After): nothing goes before then. */
  pauseFor(ms: number, now: number): void {
    this.#openUntil = Math.max(this.#openUntil, now + ms);
  }
}
