import { Writable } from 'node:stream';
import pino from 'pino';
import { submitToHubspot, type SubmitConfig } from '../../server/hubspot/submit.ts';
import { CircuitBreaker } from '../../server/limits/circuit-breaker.ts';
import { LocalOutboundBudget } from '../../server/limits/outbound-budget.ts';
import { loggerOptions } from '../../server/logging/logger-options.ts';
import type { LeadStore } from '../../server/outbox/store.ts';
import { DeliveryWorker, type WorkerOptions } from '../../server/outbox/worker.ts';
import type { FakeHubspot } from '../fake-hubspot/fake-hubspot.ts';
import { FAKE_PORTAL_ID, FAKE_TOKEN } from './test-app.ts';

export interface RunningWorker {
  readonly worker: DeliveryWorker;
  /** The worker's log lines, parsed. */
  readonly lines: Record<string, unknown>[];
}

/** A delivery worker on `store` calling the fake HubSpot, quick to retry, its log captured. */
export function startDeliveryWorker(
  fake: FakeHubspot,
  store: LeadStore,
  options: { readonly maxMs?: number; readonly submit?: Partial<SubmitConfig> } & Partial<
    Pick<WorkerOptions, 'concurrency' | 'onFormFault' | 'budget'>
  > = {},
): RunningWorker {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  const config: SubmitConfig = {
    submitUrl: fake.url,
    portalId: FAKE_PORTAL_ID,
    accessToken: FAKE_TOKEN,
    timeoutMs: 2000,
    ...options.submit,
  };
  const worker = new DeliveryWorker({
    store,
    submit: (lead) => submitToHubspot(config, lead),
    circuit: new CircuitBreaker({ threshold: 5, openMs: 100 }),
    budget: options.budget ?? new LocalOutboundBudget(80, 10_000),
    backoff: { baseMs: 20, maxMs: options.maxMs ?? 100 },
    concurrency: options.concurrency ?? 1,
    leaseMs: 5000,
    pollMs: 20,
    log: pino(loggerOptions('info'), stream),
    ...(options.onFormFault ? { onFormFault: options.onFormFault } : {}),
  });
  worker.start();
  return { worker, lines };
}
