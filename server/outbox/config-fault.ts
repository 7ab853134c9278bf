import type { FastifyBaseLogger } from 'fastify';
import { faultHint, type ConfigFault, type ConfigFaultCause, type FaultDetail } from './delivery-status.ts';
import type { DeliveryError } from './lead.ts';

/**
 * Pauses delivery while HubSpot refuses our configuration (decision 088): one error line when
 * the fault starts (not one per lead), then one lead is tried every `retryMs` to see whether
 * the configuration works again; one info line when it does.
 */
export class ConfigFaultGate {
  readonly #retryMs: number;
  readonly #log: FastifyBaseLogger;
  #fault: ConfigFault | null = null;
  #nextTryAt = 0;

  constructor(retryMs: number, log: FastifyBaseLogger) {
    this.#retryMs = retryMs;
    this.#log = log;
  }

  current(): ConfigFault | null {
    return this.#fault;
  }

  /** ms to wait before a lead may be sent; 0 = go (when faulted, this lane is the one trying). */
  acquire(now: number): number {
    if (this.#fault === null) return 0;
    if (now < this.#nextTryAt) return this.#nextTryAt - now;
    this.#nextTryAt = now + this.#retryMs;
    return 0;
  }

  /** The lane whose turn it was found no due lead: the next due lead may go as soon as it is. */
  nothingToTry(): void {
    if (this.#fault !== null) this.#nextTryAt = 0;
  }

  /** When the next try is due (where a postponed lead goes). */
  nextTryAt(now: number): number {
    return Math.max(this.#nextTryAt, now + this.#retryMs);
  }

  /** @returns true when this is a new fault (or a different cause, form or errorType). */
  onFault(cause: ConfigFaultCause, error: DeliveryError, now: number, detail?: FaultDetail): boolean {
    const hint = faultHint(cause, detail);
    const known = this.#fault?.cause === cause && this.#fault.hint === hint;
    if (!known) {
      this.#fault = {
        cause,
        hint,
        since: this.#fault?.since ?? now,
        error,
        ...(detail ? { formId: detail.formId, errorTypes: detail.errorTypes } : {}),
      };
      this.#log.error(
        { cause, status: error.status, error, retryInMs: this.#retryMs, ...detail },
        `delivery paused: ${hint}; leads wait as pending and the configuration is tried again periodically`,
      );
    }
    this.#nextTryAt = now + this.#retryMs;
    return !known;
  }

  /** A lead went through (or HubSpot answered it on its merits): @returns true when a fault ended. */
  onWorking(): boolean {
    if (this.#fault === null) return false;
    this.#log.info({ cause: this.#fault.cause }, 'delivery resumed: HubSpot accepts the configuration again');
    this.#fault = null;
    this.#nextTryAt = 0;
    return true;
  }
}
