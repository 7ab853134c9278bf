import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { circuitGaugeValue, type CreateLeadMetrics } from './lead-metrics.ts';

/**
 * The prom-client implementation of LeadMetrics (decision 088), written against prom-client 15.
 * One registry per app, so tests and a second app in the same process do not share counts.
 */
export const createPromMetrics: CreateLeadMetrics = () => {
  const registry = new Registry();
  const registers = [registry];
  // One line a metric: name, help and labels are what differ; every one lives in this registry.
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers });
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers });

  const received = counter(
    'leads_received_total',
    'Answered contact requests by outcome (accepted, held as spam, refused, unavailable) and error code',
    ['outcome', 'code'],
  );
  const deliveries = counter(
    'lead_deliveries_total',
    'Delivery attempts to HubSpot by outcome (delivered, retried, dead)',
    ['outcome'],
  );
  const latency = new Histogram({
    name: 'lead_delivery_duration_seconds',
    help: 'Duration of one delivery attempt to HubSpot',
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const answers = counter(
    'hubspot_answers_total',
    'HubSpot answers to submissions by HTTP status ("none": timeout or network error)',
    ['status'],
  );
  const unknownTypes = counter(
    'hubspot_unknown_error_types_total',
    'errorTypes HubSpot refused a submission with that the server does not classify (dead letters)',
    ['error_type'],
  );
  const fault = gauge(
    'lead_delivery_config_fault',
    '1 while a configuration fault pauses delivery, by cause, form and HubSpot errorTypes',
    ['cause', 'form', 'error_types'],
  );
  const backlog = gauge('leads_backlog', 'Pending leads');
  const oldest = gauge('leads_oldest_pending_age_seconds', 'Age of the oldest pending lead (0 without one)');
  const circuit = gauge(
    'lead_delivery_circuit_state',
    'Circuit breaker: 0 closed, 1 half-open, 2 open, -1 no delivery (no credentials)',
  );

  return {
    leadAnswered: (answer) => {
      received.inc({ outcome: answer.kind, code: 'code' in answer ? answer.code : '' });
    },
    deliveryAttempted: (outcome, durationMs) => {
      deliveries.inc({ outcome });
      if (durationMs !== undefined) latency.observe(durationMs / 1000);
    },
    hubspotAnswered: (status) => {
      answers.inc({ status: status === undefined ? 'none' : String(status) });
    },
    unknownErrorType: (errorType) => {
      unknownTypes.inc({ error_type: errorType });
    },
    exposition: async (now) => {
      fault.reset();
      if (now.configFault) {
        const { cause, formId, errorTypes } = now.configFault;
        fault.set({ cause, form: formId ?? '', error_types: (errorTypes ?? []).join(',') }, 1);
      }
      backlog.set(now.backlog);
      oldest.set(now.oldestPendingAgeSeconds);
      circuit.set(circuitGaugeValue(now.circuit));
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
};
