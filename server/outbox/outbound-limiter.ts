/**
 * At most `max` calls to HubSpot in any window of `windowMs` (sliding log):
 * HubSpot allows 100 per 10 s per private app; we stay below (80 by default).
 */
export class OutboundLimiter {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #sent: number[] = [];

  constructor(max: number, windowMs: number) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  /** Takes a slot now and returns 0, or returns the ms until one frees up (nothing taken). */
  tryAcquire(now: number): number {
    while (this.#sent.length > 0 && (this.#sent[0] ?? 0) <= now - this.#windowMs) this.#sent.shift();
    if (this.#sent.length < this.#max) {
      this.#sent.push(now);
      return 0;
    }
    return (this.#sent[0] ?? now) + this.#windowMs - now;
  }

  /** Gives back the slot just taken (nothing was sent with it). */
  release(): void {
    this.#sent.pop();
  }
}
