import type { FastifyBaseLogger } from 'fastify';
import type { CircuitGate, OutboundBudget } from '../limits/delivery-gates.ts';
import type { GroupCommitter } from './group-commit.ts';
import type { LeadStore } from './store.ts';
import type { SubmitLead } from './submit-outcome.ts';
import { DeliveryWorker, type WorkerOptions } from './worker.ts';

/** The environment delivery runs on (server/env.ts's names; the Env of the app fits). */
export interface DeliveryEnv {
  readonly DELIVERY_RETRY_BASE_MS: number;
  readonly DELIVERY_RETRY_MAX_MS: number;
  readonly DELIVERY_CONCURRENCY: number;
  readonly OUTBOX_LEASE_MS: number;
}

export interface DeliveryDeps {
  readonly store: LeadStore;
  /** Its commits wake the worker, so a new lead leaves at once rather than at the next poll. */
  readonly committer: GroupCommitter;
  /** The HubSpot client's submitter: the one way out of the outbox. */
  readonly submit: SubmitLead;
  /** The deployment's circuit and outbound budget (server/limits/shared-limits.ts). */
  readonly limits: { readonly circuit: CircuitGate; readonly budget: OutboundBudget };
  readonly log: FastifyBaseLogger;
  readonly onOutcome?: WorkerOptions['onOutcome'];
  /** HubSpot refused a form's configuration: the form reader fetches it again (decision 100). */
  readonly onFormFault?: WorkerOptions['onFormFault'];
}

/**
 * The delivery stage: the worker that takes committed leads out of the outbox to HubSpot, woken
 * by each commit. Made here, beside the outbox it drains, from the submitter the HubSpot client
 * hands over; app.ts starts it once the server is ready and stops it on close.
 */
export function createDelivery(env: DeliveryEnv, deps: DeliveryDeps): DeliveryWorker {
  const worker = new DeliveryWorker({
    store: deps.store,
    submit: deps.submit,
    circuit: deps.limits.circuit,
    budget: deps.limits.budget,
    backoff: { baseMs: env.DELIVERY_RETRY_BASE_MS, maxMs: env.DELIVERY_RETRY_MAX_MS },
    concurrency: env.DELIVERY_CONCURRENCY,
    leaseMs: env.OUTBOX_LEASE_MS,
    log: deps.log.child({ component: 'delivery' }),
    ...(deps.onOutcome ? { onOutcome: deps.onOutcome } : {}),
    ...(deps.onFormFault ? { onFormFault: deps.onFormFault } : {}),
  });
  deps.committer.onCommit = () => {
    worker.notify();
  };
  return worker;
}
