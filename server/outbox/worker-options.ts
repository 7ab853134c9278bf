import type { CircuitGate, OutboundBudget } from '../limits/delivery-gates.ts';
import type { BackoffOptions } from './retry-policy.ts';
import type { LeadStore } from './store.ts';
import type { SubmitLead } from './submit-outcome.ts';
import type { FastifyBaseLogger } from 'fastify';

/** What a DeliveryWorker (worker.ts) is built with. */
export interface WorkerOptions {
  readonly store: LeadStore;
  /** The HubSpot call (server/hubspot/submit.ts in the app; a stand-in in tests). */
  readonly submit: SubmitLead;
  /** In this process, or shared by every instance on PostgreSQL (server/limits/shared-limits.ts). */
  readonly circuit: CircuitGate;
  readonly budget: OutboundBudget;
  readonly backoff: BackoffOptions;
  readonly concurrency: number;
  readonly leaseMs: number;
  readonly log: FastifyBaseLogger;
  /** How often idle lanes look for due leads (new leads wake them at once). */
  readonly pollMs?: number;
  readonly now?: () => number;
  readonly random?: () => number;
  /** Told each attempt's outcome and call duration (metrics, decision 088). */
  readonly onOutcome?: (outcome: 'delivered' | 'retried' | 'dead', durationMs?: number) => void;
  /**
   * HubSpot refused a form's configuration: its definition is fetched again now, so the next
   * try and new leads meet the form as the marketer left it (decision 100).
   */
  readonly onFormFault?: (formId: string) => void;
}
