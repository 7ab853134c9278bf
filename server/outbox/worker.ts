import type { FastifyBaseLogger } from 'fastify';
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Lead } from './lead.ts';
import type { LeadStore } from './store.ts';
import type { CircuitBreaker, CircuitState } from './circuit-breaker.ts';
import type { SubmitOutcome } from './hubspot-submit.ts';
import type { OutboundLimiter } from './outbound-limiter.ts';
import { nextDelay, type BackoffOptions } from './retry-policy.ts';

export interface WorkerOptions {
  readonly store: LeadStore;
  readonly submit: (lead: Lead & { form: NonNullable<Lead['form']> }) => Promise<SubmitOutcome>;
  readonly circuit: CircuitBreaker;
  readonly limiter: OutboundLimiter;
  readonly backoff: BackoffOptions;
  readonly concurrency: number;
  readonly leaseMs: number;
  readonly log: FastifyBaseLogger;
  /** How often idle lanes look for due leads (new leads wake them at once). */
  readonly pollMs?: number;
  readonly now?: () => number;
  readonly random?: () => number;
  /** Told each attempt's outcome and call duration (metrics, decision 090). */
  readonly onOutcome?: (outcome: 'delivered' | 'retried' | 'dead', durationMs?: number) => void;
}

/**
 * Delivers the outbox to HubSpot, in the server's process: `concurrency`
 * lanes each claim one due lead at a time (a lease, so a lead claimed by a
 * process that died is taken again once the lease runs out), pass the
 * outbound rate limit and the circuit breaker, call HubSpot and record the
 * outcome. One log line per attempt.
 */
export class DeliveryWorker {
  readonly #options: WorkerOptions;
  readonly #owner = `${hostname()}:${String(process.pid)}:${randomUUID().slice(0, 8)}`;
  readonly #now: () => number;
  #stopping = false;
  #lanes: Promise<void>[] = [];
  #wakers = new Set<() => void>();
  #lastState: CircuitState = 'closed';

  constructor(options: WorkerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
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
    return this.#options.circuit.state(this.#now());
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
    const { circuit, limiter, store, log } = this.#options;
    const pollMs = this.#options.pollMs ?? 1000;
    while (!this.#stopping) {
      const now = this.#now();
      const gate = circuit.acquire(now);
      if (gate.waitMs > 0) {
        await this.#sleep(Math.min(gate.waitMs, pollMs * 5));
        continue;
      }
      const slotWait = limiter.tryAcquire(now);
      if (slotWait > 0) {
        if (gate.probe) circuit.releaseProbe();
        await this.#sleep(slotWait);
        continue;
      }
      let lead: Lead | undefined;
      try {
        [lead] = await store.claimDue({ now, limit: 1, leaseMs: this.#options.leaseMs, owner: this.#owner });
      } catch (error) {
        log.error({ err: error }, 'outbox: cannot claim leads');
      }
      if (!lead) {
        limiter.release();
        if (gate.probe) circuit.releaseProbe();
        await this.#sleep(pollMs);
        continue;
      }
      await this.#deliver(lead).catch((error: unknown) => {
        // The lease runs out and the lead is tried again: nothing is lost.
        log.error({ err: error, leadId: lead.id }, 'outbox: cannot record a delivery outcome');
      });
    }
  }

  async #deliver(lead: Lead): Promise<void> {
    const { store, circuit, log } = this.#options;
    const form = lead.form;
    if (form === null) {
      await store.markDead(lead.id, { at: this.#now(), message: 'no personal data left to deliver' });
      this.#options.onOutcome?.('dead');
      return;
    }
    const started = this.#now();
    const outcome = await this.#options.submit({ ...lead, form });
    const finished = this.#now();
    const line = {
      leadId: lead.id,
      formId: lead.formId,
      attempt: lead.attempts,
      outcome: outcome.kind,
      status: outcome.status,
      durationMs: finished - started,
    };
    if (outcome.kind === 'delivered') {
      await store.markDelivered(lead.id, finished);
      log.info(line, 'delivery attempt');
      this.#options.onOutcome?.('delivered', line.durationMs);
      if (circuit.onSuccess()) {
        const released = await store.releaseBacklog(finished);
        log.info({ released }, 'circuit closed: HubSpot answers again, the backlog goes now');
        this.notify();
      }
    } else if (outcome.kind === 'rejected') {
      await store.markDead(lead.id, outcome.error);
      log.warn({ ...line, error: outcome.error }, 'delivery attempt: HubSpot refused the lead (dead letter)');
      this.#options.onOutcome?.('dead', line.durationMs);
      circuit.onSuccess();
    } else {
      circuit.onFailure(finished);
      if (outcome.retryAfterMs !== undefined) circuit.pauseFor(outcome.retryAfterMs, finished);
      const delay = nextDelay(
        lead.attempts,
        outcome.retryAfterMs,
        this.#options.backoff,
        this.#options.random,
      );
      await store.scheduleRetry(lead.id, finished + delay, outcome.error);
      log.warn({ ...line, error: outcome.error, retryInMs: delay }, 'delivery attempt failed: will retry');
      this.#options.onOutcome?.('retried', line.durationMs);
    }
    this.#logCircuitChange(finished);
  }

  #logCircuitChange(now: number): void {
    const state = this.#options.circuit.state(now);
    if (state === this.#lastState) return;
    this.#lastState = state;
    if (state === 'open') this.#options.log.warn({ circuit: state }, 'circuit open: deliveries paused');
  }
}
