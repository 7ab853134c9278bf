import type { ErrorCode } from '../errors.ts';
import type { CircuitState } from '../limits/delivery-gates.ts';
import type { ConfigFault } from '../outbox/delivery-status.ts';
import type { LeadStore } from '../outbox/store.ts';

/** What became of one answered submission of POST /open/hubspot/send. */
export type LeadAnswer =
  | { readonly kind: 'accepted' | 'held' }
  | { readonly kind: 'refused' | 'unavailable'; readonly code: ErrorCode };

/** What became of one delivery attempt. */
export type DeliveryOutcome = 'delivered' | 'retried' | 'dead';

/** The outbox as a scrape sees it, read from the store when scraped. */
export interface OutboxSnapshot {
  /** Pending leads (due now or waiting for a retry). */
  readonly backlog: number;
  /** Age of the oldest pending lead in seconds; 0 without one. */
  readonly oldestPendingAgeSeconds: number;
  /** The circuit breaker, or undefined without delivery (no HubSpot credentials). */
  readonly circuit: CircuitState | undefined;
  /** The configuration fault pausing delivery, if any (decision 100). */
  readonly configFault?: ConfigFault | null | undefined;
}

/**
 * What the lead server counts (decision 088). The code records through this interface only;
 * prom-metrics.ts is the one implementation that knows the metrics library. Functions, not
 * methods: app.ts hands them to the send route and the worker as they are.
 */
export interface LeadMetrics {
  readonly leadAnswered: (answer: LeadAnswer) => void;
  /** `durationMs` of the HubSpot call; undefined when none was made (nothing left to deliver). */
  readonly deliveryAttempted: (outcome: DeliveryOutcome, durationMs?: number) => void;
  /** HubSpot's HTTP status for one submission; undefined when no answer came (timeout, network). */
  readonly hubspotAnswered: (status: number | undefined) => void;
  /** An errorType HubSpot answered that server/hubspot/submit-errors.ts does not know. */
  readonly unknownErrorType: (errorType: string) => void;
  /** The exposition (Prometheus text format), its outbox gauges set from `outbox`, read at the scrape. */
  readonly exposition: (
    outbox: OutboxSnapshot,
  ) => Promise<{ readonly contentType: string; readonly body: string }>;
}

/**
 * Builds the metrics of one app. They are made before the stages they count (the worker and the
 * submitter are handed their functions); the outbox is read by the route, once those exist.
 */
export type CreateLeadMetrics = () => LeadMetrics;

/** Two cheap indexed reads: the counts by state and the oldest pending lead. */
export async function readOutboxSnapshot(
  store: LeadStore,
  circuitState: (() => CircuitState) | undefined,
  now: number,
  configFault?: () => ConfigFault | null,
): Promise<OutboxSnapshot> {
  const [counts, [oldest]] = await Promise.all([store.counts(), store.list({ state: 'pending', limit: 1 })]);
  return {
    backlog: counts.pending,
    oldestPendingAgeSeconds: oldest ? Math.max(0, (now - oldest.createdAt) / 1000) : 0,
    circuit: circuitState?.(),
    ...(configFault ? { configFault: configFault() } : {}),
  };
}

/** Numbers for the circuit gauge: 0 closed, 1 half-open (probing), 2 open; -1 without delivery. */
export function circuitGaugeValue(state: CircuitState | undefined): number {
  if (state === undefined) return -1;
  return { closed: 0, 'half-open': 1, open: 2 }[state];
}
