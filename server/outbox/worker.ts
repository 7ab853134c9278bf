import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { DeliveryError, Lead } from './lead.ts';
import type { CircuitPass, CircuitState } from '../limits/delivery-gates.ts';
import type { WorkerOptions } from './worker-options.ts';
import { capRetryAfter, nextDelay } from './retry-policy.ts';
import { ConfigFaultGate } from './config-fault.ts';
import { RateLimitGate } from './rate-limit-gate.ts';
import type { ConfigFault } from './delivery-status.ts';
import { followResend, pausedTry, type ResendDeps } from './lead-bound.ts';

export type { WorkerOptions } from './worker-options.ts';

/**
 * Delivers the outbox to HubSpot, in the server's process: `concurrency`
 * lanes each pass the circuit breaker and the outbound budget, claim one due
 * lead at a time (a lease, so a lead claimed by a process that died is taken
 * again once the lease runs out), call HubSpot and record the outcome. One log
 * line per attempt. The gates may live in PostgreSQL: a lane that cannot reach
 * them waits and tries again, as when it cannot claim.
 */
export class DeliveryWorker {
  readonly #options: WorkerOptions;
  readonly #owner = `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
  readonly #now: () => number;
  #stopping = false;
  #lanes: Promise<void>[] = [];
  #wakers = new Set<() => void>();
  #lastState: CircuitState = 'closed';
  /** The circuit as last read (a shared circuit is read on every pass, so this is fresh). */
  #observed: CircuitState = 'closed';
  readonly #faults: ConfigFaultGate;
  readonly #rateLimit = new RateLimitGate();
  readonly #resend: ResendDeps;
  #lastError: DeliveryError | null = null;

  constructor(options: WorkerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    // A configuration fault is tried again as often as the longest backoff (DELIVERY_RETRY_MAX_MS).
    this.#faults = new ConfigFaultGate(options.backoff.maxMs, options.log);
    this.#resend = {
      budget: options.budget,
      submit: options.submit,
      now: this.#now,
      wait: (ms) => this.#sleep(ms),
      stopping: () => this.#stopping,
    };
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
    return this.#observed;
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
    this.#observed = gate.state;
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
        await this.#deliver(lead);
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

  async #deliver(lead: Lead): Promise<void> {
    const { store, circuit, log } = this.#options;
    const owner = this.#owner;
    const form = lead.form;
    const recorded = (changed: boolean) => {
      if (!changed)
        log.warn(
          { leadId: lead.id },
          'outbox: outcome not recorded: the lead changed during delivery (erased, or its lease ran out)',
        );
    };
    if (form === null) {
      recorded(
        await store.markDead(
          lead.id,
          { at: this.#now(), message: 'no personal data left to deliver' },
          owner,
        ),
      );
      this.#options.onOutcome?.('dead');
      return;
    }
    const started = this.#now();
    const deliverable = { ...lead, form };
    const outcome = await followResend(this.#resend, deliverable, await this.#options.submit(deliverable));
    const finished = this.#now();
    const line = {
      leadId: lead.id,
      formId: lead.formId,
      attempt: lead.attempts,
      outcome: outcome.kind,
      status: outcome.status,
      durationMs: finished - started,
    };
    if (outcome.kind === 'failed' && outcome.status === 429) {
      this.#rateLimit.onRateLimited(finished, capRetryAfter(outcome.retryAfterMs, this.#options.backoff));
    } else if (outcome.status !== undefined) {
      this.#rateLimit.onAnswered();
    }
    if (outcome.kind === 'config') {
      const bounded = outcome.pausedTries
        ? pausedTry(lead, outcome.error, outcome.pausedTries, outcome.detail?.errorTypes ?? [])
        : undefined;
      if (bounded?.kind === 'dead') {
        recorded(await store.markDead(lead.id, bounded.error, owner));
        log.warn({ ...line, error: bounded.error }, 'delivery attempt: paused tries used up (dead letter)');
        this.#options.onOutcome?.('dead', line.durationMs);
        return;
      }
      // Not the lead's fault: it waits, and the attempt does not count (a bounded one does).
      const nextTry = this.#faults.nextTryAt(finished);
      recorded(
        await (bounded
          ? store.scheduleRetry(lead.id, nextTry, bounded.error, owner)
          : store.postpone(lead.id, nextTry, owner)),
      );
      if (outcome.detail) this.#options.onFormFault?.(outcome.detail.formId);
      if (this.#faults.onFault(outcome.cause, outcome.error, finished, outcome.detail))
        await this.#saveStatus(finished);
      log.debug({ ...line, cause: outcome.cause }, 'delivery attempt: configuration fault');
      return;
    }
    const faultEnded = this.#faults.onWorking();
    if (outcome.kind === 'delivered') {
      recorded(await store.markDelivered(lead.id, finished, owner));
      log.info(line, 'delivery attempt');
      this.#options.onOutcome?.('delivered', line.durationMs);
      const closed = await circuit.onSuccess();
      if (closed || faultEnded) {
        const released = await store.releaseBacklog(finished);
        log.info(
          { released },
          closed
            ? 'circuit closed: HubSpot answers again, the backlog goes now'
            : 'configuration fault over: the backlog goes now',
        );
        this.notify();
      }
    } else if (outcome.kind === 'rejected') {
      recorded(await store.markDead(lead.id, outcome.error, owner));
      log.warn({ ...line, error: outcome.error }, 'delivery attempt: HubSpot refused the lead (dead letter)');
      this.#options.onOutcome?.('dead', line.durationMs);
      await circuit.onSuccess();
    } else {
      const retryAfterMs = capRetryAfter(outcome.retryAfterMs, this.#options.backoff);
      await circuit.onFailure(finished, retryAfterMs);
      const delay = nextDelay(lead.attempts, retryAfterMs, this.#options.backoff, this.#options.random);
      recorded(await store.scheduleRetry(lead.id, finished + delay, outcome.error, owner));
      log.warn({ ...line, error: outcome.error, retryInMs: delay }, 'delivery attempt failed: will retry');
      this.#options.onOutcome?.('retried', line.durationMs);
      this.#lastError = outcome.error;
    }
    if ((await this.#logCircuitChange(finished)) || faultEnded || outcome.kind === 'failed')
      await this.#saveStatus(finished);
  }

  /** Keeps what `npm run leads -- status` shows up to date (it reads the store, not the server). */
  async #saveStatus(now: number): Promise<void> {
    await this.#options.store
      .setDeliveryStatus({
        circuit: this.#observed,
        fault: this.#faults.current(),
        lastError: this.#lastError,
        updatedAt: now,
      })
      .catch((error: unknown) => {
        this.#options.log.error({ err: error }, 'outbox: cannot save the delivery status');
      });
  }

  /** @returns true when the circuit changed state. */
  async #logCircuitChange(now: number): Promise<boolean> {
    const state = await this.#options.circuit.state(now);
    this.#observed = state;
    if (state === this.#lastState) return false;
    this.#lastState = state;
    if (state === 'open') this.#options.log.warn({ circuit: state }, 'circuit open: deliveries paused');
    return true;
  }
}
