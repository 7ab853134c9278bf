import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { circuitGaugeValue, type CreateLeadMetrics } from './lead-metrics.ts';

/**
 * The prom-client implementation of LeadMetrics (decision 088), written against prom-client 15.
 * One registry per app, so tests and a second app in the same process do not share counts.
 */
export const createPromMetrics: CreateLeadMetrics = () => {
  const registry = new Registry();
  const registers = [registry];
  const received = new Counter({
    name: 'leads_received_total',
    help: 'Answered contact requests by outcome (accepted, held as spam, refused, unavailable) and error code',
    labelNames: ['outcome', 'code'] as const,
    registers,
  });
  const deliveries = new Counter({
    name: 'lead_deliveries_total',
    help: 'Delivery attempts to HubSpot by outcome (delivered, retried, dead)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'lead_delivery_duration_seconds',
    help: 'Duration of one delivery attempt to HubSpot',
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const answers = new Counter({
    name: 'hubspot_answers_total',
    help: 'HubSpot answers to submissions by HTTP status ("none": timeout or network error)',
    labelNames: ['status'] as const,
    registers,
  });
  const unknownTypes = new Counter({
    name: 'hubspot_unknown_error_types_total',
    help: 'errorTypes HubSpot refused a submission with that the server does not classify (dead letters)',
    labelNames: ['error_type'] as const,
    registers,
  });
  const fault = new Gauge({
    name: 'lead_delivery_config_fault',
    help: '1 while a configuration fault pauses delivery, by cause, form and HubSpot errorTypes',
    labelNames: ['cause', 'form', 'error_types'] as const,
    registers,
  });
  const backlog = new Gauge({ name: 'leads_backlog', help: 'Pending leads', registers });
  const oldest = new Gauge({
    name: 'leads_oldest_pending_age_seconds',
    help: 'Age of the oldest pending lead (0 without one)',
    registers,
  });
  const circuit = new Gauge({
    name: 'lead_delivery_circuit_state',
    help: 'Circuit breaker: 0 closed, 1 half-open, 2 open, -1 no delivery (no credentials)',
    registers,
  });

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
