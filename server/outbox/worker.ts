import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Lead } from './lead.ts';
import type { CircuitPass, CircuitState } from '../limits/delivery-gates.ts';
import type { WorkerOptions } from './worker-options.ts';
import { ConfigFaultGate } from './config-fault.ts';
import { RateLimitGate } from './rate-limit-gate.ts';
import type { ConfigFault } from './delivery-status.ts';
import { OutcomeRecorder } from './outcome-recorder.ts';

export type { WorkerOptions } from './worker-options.ts';

/**
 * Delivers the outbox to HubSpot, in the server's process: `concurrency`
 * lanes each pass the circuit breaker and the outbound budget, claim one due
 * lead at a time (a lease, so a lead claimed by a process that died is taken
 * again once the lease runs out) and hand it to the OutcomeRecorder, which
 * calls HubSpot and records what came of it (outcome-recorder.ts). The gates
 * may live in PostgreSQL: a lane that cannot reach them waits and tries again,
 * as when it cannot claim.
 */
export class DeliveryWorker {
  readonly #options: WorkerOptions;
  readonly #owner = `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
  readonly #now: () => number;
  #stopping = false;
  #lanes: Promise<void>[] = [];
  #wakers = new Set<() => void>();
  readonly #faults: ConfigFaultGate;
  readonly #rateLimit = new RateLimitGate();
  readonly #recorder: OutcomeRecorder;

  constructor(options: WorkerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    // A configuration fault is tried again as often as the longest backoff (DELIVERY_RETRY_MAX_MS).
    this.#faults = new ConfigFaultGate(options.backoff.maxMs, options.log);
    this.#recorder = new OutcomeRecorder({
      options,
      owner: this.#owner,
      now: this.#now,
      faults: this.#faults,
      rateLimit: this.#rateLimit,
      resend: {
        budget: options.budget,
        submit: options.submit,
        now: this.#now,
        wait: (ms) => this.#sleep(ms),
        stopping: () => this.#stopping,
      },
      notify: () => {
        this.notify();
      },
    });
  }

  start(): void {
    if (this.#lanes.length > 0) return;
    for (let lane = 0; lane < this.#options.concurrency; lane++) this.#lanes.push(this.#lane());
  }

  /** New leads were committed: idle lanes look now instead of at their next poll. */
  notify(): void {
    for (const wake of this.#wakers) wake();
  }

  circuitState(): CircuitState {
    return this.#recorder.circuit;
  }

  /** The configuration fault pausing delivery, if any. */
  configFault(): ConfigFault | null {
    return this.#faults.current();
  }

  /** Finishes the deliveries in flight (each bounded by the call timeout), then resolves. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.notify();
    await Promise.all(this.#lanes);
  }

  #sleep(ms: number): Promise<void> {
    if (this.#stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.max(ms, 1));
      this.#wakers.add(done);
    });
  }

  async #lane(): Promise<void> {
    const pollMs = this.#options.pollMs ?? 1000;
    while (!this.#stopping) {
      let waitMs: number;
      try {
        waitMs = await this.#pass(pollMs);
      } catch (error) {
        // The shared gates or the claim failed (the database is unreachable): nothing was sent.
        this.#options.log.error({ err: error }, 'outbox: cannot reach the delivery gates or claim leads');
        waitMs = pollMs;
      }
      if (waitMs > 0) await this.#sleep(waitMs);
    }
  }

  /** One pass of a lane: gates, claim, delivery. Resolves how long to wait before the next. */
  async #pass(pollMs: number): Promise<number> {
    const now = this.#now();
    const faultWait = this.#faults.acquire(now);
    if (faultWait > 0) return Math.min(faultWait, pollMs * 5);
    const limited = this.#rateLimit.acquire(now);
    if (limited.waitMs > 0) return Math.min(limited.waitMs, pollMs * 5);
    try {
      return await this.#passGates(now, pollMs);
    } finally {
      if (limited.probe) this.#rateLimit.releaseProbe();
    }
  }

  /** The circuit and the budget, then one lead. */
  async #passGates(now: number, pollMs: number): Promise<number> {
    const { circuit, budget, store, log } = this.#options;
    const gate: CircuitPass = await circuit.acquire(now);
    this.#recorder.observe(gate.state);
    if (gate.waitMs > 0) return Math.min(gate.waitMs, pollMs * 5);
    // From here a probe slot taken must be given back on every path, or the circuit stays
    // half-open with no probe allowed and delivery stops until a restart.
    try {
      const taken = await budget.take(now);
      if ('waitMs' in taken) return taken.waitMs;
      let lead: Lead | undefined;
      try {
        [lead] = await store.claimDue({ now, limit: 1, leaseMs: this.#options.leaseMs, owner: this.#owner });
      } finally {
        if (!lead) await budget.giveBack(taken.slot);
      }
      if (!lead) {
        // The postponed leads are not due yet: the first one that is goes as the next try.
        this.#faults.nothingToTry();
        return pollMs;
      }
      try {
        await this.#recorder.deliver(lead);
      } catch (error) {
        // The lease runs out and the lead is tried again: nothing is lost.
        log.error({ err: error, leadId: lead.id }, 'outbox: cannot record a delivery outcome');
      } finally {
        await budget.finish(taken.slot, this.#now());
      }
      return 0;
    } finally {
      if (gate.probe) await circuit.releaseProbe();
    }
  }
}
