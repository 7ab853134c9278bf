import type { BudgetSlot, OutboundBudget } from './delivery-gates.ts';

interface Call {
  readonly slot: BudgetSlot;
  /** When the call finished; undefined while it is in flight. */
  finishedAt: number | undefined;
}

/**
 * HubSpot's budget in this process: at most `max` calls in any window of `windowMs`. HubSpot
 * allows 100 per 10 s per private app; we stay below (80 by default). A call holds its slot while
 * in flight and for a window after it finished (delivery-gates.ts says why).
 */
export class LocalOutboundBudget implements OutboundBudget {
  readonly #max: number;
  readonly #windowMs: number;
  readonly #calls: Call[] = [];
  #next = 0;

  constructor(max: number, windowMs: number) {
    this.#max = max;
    this.#windowMs = windowMs;
  }

  take(now: number): { readonly slot: BudgetSlot } | { readonly waitMs: number } {
    const calls = this.#calls;
    for (let index = calls.length - 1; index >= 0; index--) {
      const finishedAt = calls[index]?.finishedAt;
      if (finishedAt !== undefined && finishedAt + this.#windowMs <= now) calls.splice(index, 1);
    }
    if (calls.length < this.#max) {
      const slot = ++this.#next;
      calls.push({ slot, finishedAt: undefined });
      return { slot };
    }
    // A call still in flight frees its slot a window after it ends, so at the earliest a window from now.
    const frees = calls.map((call) => (call.finishedAt ?? now) + this.#windowMs - now);
    return { waitMs: Math.max(1, Math.min(...frees)) };
  }

  finish(slot: BudgetSlot, now: number): void {
    const call = this.#calls.find((entry) => entry.slot === slot);
    if (call) call.finishedAt = now;
  }

  giveBack(slot: BudgetSlot): void {
    const index = this.#calls.findIndex((entry) => entry.slot === slot);
    if (index >= 0) this.#calls.splice(index, 1);
  }
}
