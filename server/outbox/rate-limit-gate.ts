/**
 * HubSpot blocks a caller's IP for a minute after ten 429 answers within one second. The circuit
 * pauses every lane (and every instance) for HubSpot's Retry-After; this gate, in the worker's
 * process, makes sure that after the pause the lanes do not all go at once into a limit that may
 * still hold (decision 100):
 * - a 429 pauses every lane for at least one second, longer when Retry-After says so;
 * - then one lane alone probes; the others wait until an answer other than 429 comes back.
 * So within any one second at most the calls already in flight when the first 429 came back
 * (DELIVERY_CONCURRENCY, at most 8) and one probe can meet a 429: nine, below ten.
 */
export const MIN_PAUSE_MS = 1000;

export class RateLimitGate {
  #pausedUntil = 0;
  #limited = false;
  #probing = false;

  /** `waitMs` before this lane may call (0 = go); `probe`: it holds the one probe, to release. */
  acquire(now: number): { readonly waitMs: number; readonly probe: boolean } {
    if (now < this.#pausedUntil) return { waitMs: this.#pausedUntil - now, probe: false };
    if (!this.#limited) return { waitMs: 0, probe: false };
    if (this.#probing) return { waitMs: MIN_PAUSE_MS, probe: false };
    this.#probing = true;
    return { waitMs: 0, probe: true };
  }

  /** The probe's pass is over (answered, failed without an answer, or nothing was due). */
  releaseProbe(): void {
    this.#probing = false;
  }

  /** HubSpot answered 429: everyone waits at least a second, or its Retry-After (already capped). */
  onRateLimited(now: number, retryAfterMs: number | undefined): void {
    this.#limited = true;
    this.#probing = false;
    this.#pausedUntil = Math.max(this.#pausedUntil, now + Math.max(retryAfterMs ?? 0, MIN_PAUSE_MS));
  }

  /** Any other answer (or none): HubSpot is not limiting us now. */
  onAnswered(): void {
    this.#limited = false;
    this.#probing = false;
  }
}
