import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach } from 'vitest';
import type { FakeHubspot } from '../../fake-hubspot/fake-hubspot.ts';
import { FAKE_PORTAL_ID, FAKE_TOKEN, startTestHubspot } from '../test-app.ts';
import { loggerOptions } from '../../../server/logging/logger-options.ts';
import { openSqliteStore } from '../../../server/outbox/sqlite-store.ts';
import type { LeadStore } from '../../../server/outbox/store.ts';
import { CircuitBreaker } from '../../../server/limits/circuit-breaker.ts';
import { submitToHubspot } from '../../../server/hubspot/submit.ts';
import { LocalOutboundBudget } from '../../../server/limits/outbound-budget.ts';
import { DeliveryWorker } from '../../../server/outbox/worker.ts';

/** What a test may change of the worker it starts (the rest as the app sets it, made fast). */
export interface StartOptions {
  threshold?: number;
  openMs?: number;
  rate?: [number, number];
  timeoutMs?: number;
  concurrency?: number;
  baseMs?: number;
  maxMs?: number;
  store?: LeadStore;
}

/** One test's worker, its fake HubSpot, its SQLite outbox and its log, fresh for each test. */
export interface WorkerHarness {
  readonly fake: FakeHubspot;
  readonly store: LeadStore;
  /** The worker's log lines, parsed. */
  readonly lines: Record<string, unknown>[];
  /** When the worker called HubSpot, on its clock (the rate limit is about calls, not arrivals). */
  readonly calledAt: number[];
  /** The worker's clock. */
  now(): number;
  /**
   * Holds the worker's clock at one instant while a test watches a period that must not end (an
   * open circuit, a full budget), so a slow machine cannot end it early; undefined lets it run.
   */
  hold(at: number | undefined): void;
  start(options?: StartOptions): { worker: DeliveryWorker; circuit: CircuitBreaker };
  /** The log lines of delivery attempts. */
  attempts(): Record<string, unknown>[];
}

/**
 * The harness of the worker-*.test.ts files that run a DeliveryWorker against the fake HubSpot:
 * call it in a describe block; each test gets its own, and its worker is stopped after it.
 */
export function useWorkerHarness(): WorkerHarness {
  let fake: FakeHubspot | undefined;
  let store: LeadStore | undefined;
  let worker: DeliveryWorker | undefined;
  const lines: Record<string, unknown>[] = [];
  const calledAt: number[] = [];
  let heldAt: number | undefined;
  const now = () => heldAt ?? Date.now();
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useWorkerHarness: read it from a test');
    return value;
  };

  beforeEach(async () => {
    fake = await startTestHubspot();
    store = openSqliteStore(mkdtempSync(join(tmpdir(), 'worker-')));
    lines.length = 0;
    calledAt.length = 0;
    heldAt = undefined;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    store?.close();
    await fake?.close();
  });

  function start(options: StartOptions = {}) {
    const hubspot = current(fake);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    const circuit = new CircuitBreaker({ threshold: options.threshold ?? 5, openMs: options.openMs ?? 200 });
    const [max, windowMs] = options.rate ?? [80, 10_000];
    const config = {
      submitUrl: hubspot.url,
      portalId: FAKE_PORTAL_ID,
      accessToken: FAKE_TOKEN,
      timeoutMs: options.timeoutMs ?? 2000,
    };
    const started = new DeliveryWorker({
      store: options.store ?? current(store),
      submit: (lead) => {
        calledAt.push(now());
        return submitToHubspot(config, lead);
      },
      circuit,
      budget: new LocalOutboundBudget(max, windowMs),
      backoff: { baseMs: options.baseMs ?? 20, maxMs: options.maxMs ?? 100 },
      concurrency: options.concurrency ?? 2,
      leaseMs: 5000,
      pollMs: 20,
      now,
      log: pino(loggerOptions('info'), stream),
    });
    worker = started;
    started.start();
    return { worker: started, circuit };
  }

  return {
    get fake() {
      return current(fake);
    },
    get store() {
      return current(store);
    },
    lines,
    calledAt,
    now,
    hold: (at) => {
      heldAt = at;
    },
    start,
    attempts: () => lines.filter((line) => String(line['msg']).startsWith('delivery attempt')),
  };
}
