import type { CircuitState } from '../limits/delivery-gates.ts';
import type { ConfigFaultGate } from './config-fault.ts';
import type { DeliveryError, Lead } from './lead.ts';
import { followResend, pausedTry, type ResendDeps } from './lead-bound.ts';
import type { RateLimitGate } from './rate-limit-gate.ts';
import { capRetryAfter, nextDelay } from './retry-policy.ts';
import type { SubmitOutcome } from './submit-outcome.ts';
import type { WorkerOptions } from './worker-options.ts';

/**
 * Sends one claimed lead and records what came of it: in the store (delivered, dead letter, a
 * retry, or postponed while a configuration fault pauses delivery), in the circuit breaker, the
 * rate-limit pause and the configuration-fault gate, in the log, and in the delivery status that
 * `npm run leads -- status` reads. It keeps what that status shows between attempts.
 * One per DeliveryWorker: its lanes hand it each lead they claim.
 */
export class OutcomeRecorder {
  readonly #deps: RecorderDeps;
  #lastState: CircuitState = 'closed';
  /** The circuit as last read (a shared circuit is read on every pass, so this is fresh). */
  #observed: CircuitState = 'closed';
  #lastError: DeliveryError | null = null;

  constructor(deps: RecorderDeps) {
    this.#deps = deps;
  }

  get circuit(): CircuitState {
    return this.#observed;
  }

  /** A lane read the circuit at its gate. */
  observe(state: CircuitState): void {
    this.#observed = state;
  }

  async deliver(lead: Lead): Promise<void> {
    const { options, now } = this.#deps;
    const form = lead.form;
    if (form === null) {
      const error = { at: now(), message: 'no personal data left to deliver' };
      this.#recorded(lead, await options.store.markDead(lead.id, error, this.#deps.owner));
      options.onOutcome?.('dead');
      return;
    }
    const started = now();
    const deliverable = { ...lead, form };
    const outcome = await followResend(this.#deps.resend, deliverable, await options.submit(deliverable));
    const finished = now();
    const line: AttemptLine = {
      leadId: lead.id,
      formId: lead.formId,
      attempt: lead.attempts,
      outcome: outcome.kind,
      status: outcome.status,
      durationMs: finished - started,
    };
    if (outcome.kind === 'failed' && outcome.status === 429) {
      this.#deps.rateLimit.onRateLimited(finished, capRetryAfter(outcome.retryAfterMs, options.backoff));
    } else if (outcome.status !== undefined) {
      this.#deps.rateLimit.onAnswered();
    }
    if (outcome.kind === 'config') {
      await this.#paused(lead, outcome, line, finished);
      return;
    }
    const faultEnded = this.#deps.faults.onWorking();
    if (outcome.kind === 'delivered') await this.#delivered(lead, line, finished, faultEnded);
    else if (outcome.kind === 'rejected') await this.#rejected(lead, outcome, line);
    else await this.#failed(lead, outcome, line, finished);
    if ((await this.#logCircuitChange(finished)) || faultEnded || outcome.kind === 'failed')
      await this.#saveStatus(finished);
  }

  /** Not the lead's fault: it waits, and the attempt does not count (a bounded one does). */
  async #paused(lead: Lead, outcome: Outcome<'config'>, line: AttemptLine, finished: number): Promise<void> {
    const { options, owner, faults } = this.#deps;
    const { store, log } = options;
    const bounded = outcome.pausedTries
      ? pausedTry(lead, outcome.error, outcome.pausedTries, outcome.detail?.errorTypes ?? [])
      : undefined;
    if (bounded?.kind === 'dead') {
      this.#recorded(lead, await store.markDead(lead.id, bounded.error, owner));
      log.warn({ ...line, error: bounded.error }, 'delivery attempt: paused tries used up (dead letter)');
      options.onOutcome?.('dead', line.durationMs);
      return;
    }
    const nextTry = faults.nextTryAt(finished);
    this.#recorded(
      lead,
      await (bounded
        ? store.scheduleRetry(lead.id, nextTry, bounded.error, owner)
        : store.postpone(lead.id, nextTry, owner)),
    );
    if (outcome.detail) options.onFormFault?.(outcome.detail.formId);
    if (faults.onFault(outcome.cause, outcome.error, finished, outcome.detail))
      await this.#saveStatus(finished);
    log.debug({ ...line, cause: outcome.cause }, 'delivery attempt: configuration fault');
  }

  async #delivered(lead: Lead, line: AttemptLine, finished: number, faultEnded: boolean): Promise<void> {
    const { store, circuit, log, onOutcome } = this.#deps.options;
    this.#recorded(lead, await store.markDelivered(lead.id, finished, this.#deps.owner));
    log.info(line, 'delivery attempt');
    onOutcome?.('delivered', line.durationMs);
    const closed = await circuit.onSuccess();
    if (!closed && !faultEnded) return;
    const released = await store.releaseBacklog(finished);
    log.info(
      { released },
      closed
        ? 'circuit closed: HubSpot answers again, the backlog goes now'
        : 'configuration fault over: the backlog goes now',
    );
    this.#deps.notify();
  }

  async #rejected(lead: Lead, outcome: Outcome<'rejected'>, line: AttemptLine): Promise<void> {
    const { store, circuit, log, onOutcome } = this.#deps.options;
    this.#recorded(lead, await store.markDead(lead.id, outcome.error, this.#deps.owner));
    log.warn({ ...line, error: outcome.error }, 'delivery attempt: HubSpot refused the lead (dead letter)');
    onOutcome?.('dead', line.durationMs);
    await circuit.onSuccess();
  }

  async #failed(lead: Lead, outcome: Outcome<'failed'>, line: AttemptLine, finished: number): Promise<void> {
    const { store, circuit, log, onOutcome, backoff, random } = this.#deps.options;
    const retryAfterMs = capRetryAfter(outcome.retryAfterMs, backoff);
    await circuit.onFailure(finished, retryAfterMs);
    const delay = nextDelay(lead.attempts, retryAfterMs, backoff, random);
    this.#recorded(
      lead,
      await store.scheduleRetry(lead.id, finished + delay, outcome.error, this.#deps.owner),
    );
    log.warn({ ...line, error: outcome.error, retryInMs: delay }, 'delivery attempt failed: will retry');
    onOutcome?.('retried', line.durationMs);
    this.#lastError = outcome.error;
  }

  #recorded(lead: Lead, changed: boolean): void {
    if (changed) return;
    this.#deps.options.log.warn(
      { leadId: lead.id },
      'outbox: outcome not recorded: the lead changed during delivery (erased, or its lease ran out)',
    );
  }

  /** Keeps what `npm run leads -- status` shows up to date (it reads the store, not the server). */
  async #saveStatus(now: number): Promise<void> {
    const { store, log } = this.#deps.options;
    await store
      .setDeliveryStatus({
        circuit: this.#observed,
        fault: this.#deps.faults.current(),
        lastError: this.#lastError,
        updatedAt: now,
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'outbox: cannot save the delivery status');
      });
  }

  /** @returns true when the circuit changed state. */
  async #logCircuitChange(now: number): Promise<boolean> {
    const state = await this.#deps.options.circuit.state(now);
    this.#observed = state;
    if (state === this.#lastState) return false;
    this.#lastState = state;
    if (state === 'open') this.#deps.options.log.warn({ circuit: state }, 'circuit open: deliveries paused');
    return true;
  }
}

/** What an OutcomeRecorder shares with the DeliveryWorker (worker.ts) whose lanes call it. */
export interface RecorderDeps {
  readonly options: WorkerOptions;
  /** The worker's lease owner: an outcome is recorded only while the lease is still ours. */
  readonly owner: string;
  readonly now: () => number;
  readonly faults: ConfigFaultGate;
  readonly rateLimit: RateLimitGate;
  readonly resend: ResendDeps;
  /** Wakes the idle lanes: a held-back backlog is due now. */
  readonly notify: () => void;
}

type Answered = Exclude<SubmitOutcome, { kind: 'resend' }>;
type Outcome<K extends Answered['kind']> = Extract<Answered, { kind: K }>;

/** The attempt's log line: one per attempt, whatever it came to. */
interface AttemptLine {
  readonly leadId: string;
  readonly formId: string;
  readonly attempt: number;
  readonly outcome: Answered['kind'];
  readonly status: number | undefined;
  readonly durationMs: number;
}
