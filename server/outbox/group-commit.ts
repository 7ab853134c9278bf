import type { InsertOutcome, NewLead } from './lead.ts';
import type { LeadStore } from './store.ts';

interface Waiting {
  readonly lead: NewLead;
  readonly resolve: (outcome: InsertOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit: leads that arrive while a commit is being prepared share one
 * transaction (one fsync), and each request is answered only after the commit
 * that holds its lead. Under light load a batch is a single lead written on
 * the next turn of the event loop; under heavy load batches grow by
 * themselves, because requests queue up while a commit runs.
 */
export class GroupCommitter {
  readonly #store: LeadStore;
  readonly #maxBatch: number;
  #queue: Waiting[] = [];
  #scheduled = false;
  #flushing: Promise<void> = Promise.resolve();
  /** Called after each successful commit (wakes the delivery worker). */
  onCommit: (() => void) | undefined;

  constructor(store: LeadStore, maxBatch = 500) {
    this.#store = store;
    this.#maxBatch = maxBatch;
  }

  submit(lead: NewLead): Promise<InsertOutcome> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ lead, resolve, reject });
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#flushing = this.#flush();
        });
      }
    });
  }

  /** Resolves when everything submitted so far is committed (or failed). */
  async drain(): Promise<void> {
    while (this.#scheduled || this.#queue.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      await this.#flushing;
    }
  }

  async #flush(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#maxBatch);
      try {
        const outcomes = await this.#store.insertBatch(batch.map((waiting) => waiting.lead));
        batch.forEach((waiting, index) => {
          const outcome = outcomes[index];
          if (outcome) waiting.resolve(outcome);
          else waiting.reject(new Error('store returned no outcome for a lead'));
        });
        this.onCommit?.();
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.#scheduled = false;
  }
}
