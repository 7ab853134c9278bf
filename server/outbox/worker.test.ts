import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import { FAKE_PORTAL_ID, FAKE_TOKEN, startTestHubspot } from '../../tests/support/test-app.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import { loggerOptions } from '../logging/logger-options.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { LeadStore } from './store.ts';
import { CircuitBreaker } from '../limits/circuit-breaker.ts';
import { submitToHubspot } from '../hubspot/submit.ts';
import { LocalOutboundBudget } from '../limits/outbound-budget.ts';
import { DeliveryWorker } from './worker.ts';

describe('DeliveryWorker against the fake HubSpot', () => {
  let fake: FakeHubspot;
  let store: LeadStore;
  let worker: DeliveryWorker | undefined;
  let lines: Record<string, unknown>[];
  /** When the worker called HubSpot, on its clock (the rate limit is about calls, not arrivals). */
  let calledAt: number[];
  /**
   * The worker's clock: real time, or held at one instant while a test watches a period that
   * must not end (an open circuit, a full budget), so a slow machine cannot end it early.
   */
  let heldAt: number | undefined;
  const now = () => heldAt ?? Date.now();

  beforeEach(async () => {
    fake = await startTestHubspot();
    store = openSqliteStore(mkdtempSync(join(tmpdir(), 'worker-')));
    lines = [];
    calledAt = [];
    heldAt = undefined;
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    store.close();
    await fake.close();
  });

  function start(
    options: {
      threshold?: number;
      openMs?: number;
      rate?: [number, number];
      timeoutMs?: number;
      concurrency?: number;
      baseMs?: number;
      maxMs?: number;
      store?: LeadStore;
    } = {},
  ) {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    const circuit = new CircuitBreaker({ threshold: options.threshold ?? 5, openMs: options.openMs ?? 200 });
    const [max, windowMs] = options.rate ?? [80, 10_000];
    const config = {
      submitUrl: fake.url,
      portalId: FAKE_PORTAL_ID,
      accessToken: FAKE_TOKEN,
      timeoutMs: options.timeoutMs ?? 2000,
    };
    worker = new DeliveryWorker({
      store: options.store ?? store,
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
    worker.start();
    return { worker, circuit };
  }

  const attempts = () => lines.filter((line) => String(line['msg']).startsWith('delivery attempt'));

  it('delivers pending leads, with one log line per attempt', async () => {
    const leads = [newLead({ email: 'a@example.com' }), newLead({ email: 'b@example.com' })];
    await store.insertBatch(leads);
    start();
    await vi.waitFor(async () => {
      expect((await store.counts()).delivered).toBe(2);
    });
    expect(fake.submissions).toHaveLength(2);
    expect(attempts()).toHaveLength(2);
    expect(attempts()[0]).toMatchObject({ outcome: 'delivered', status: 200, attempt: 1 });
    expect(JSON.stringify(lines)).not.toContain('a@example.com');
  });

  it('retries 5xx answers with backoff until HubSpot answers', async () => {
    fake.setMode({ kind: 'error', status: 502 });
    const lead = newLead();
    await store.insertBatch([lead]);
    start({ threshold: 100 });
    await vi.waitFor(() => {
      expect(fake.calls.get('submit 502')).toBeGreaterThanOrEqual(3);
    });
    expect((await store.get(lead.id))?.lastError).toMatchObject({ status: 502, message: 'internal error' });
    fake.setMode({ kind: 'ok' });
    await vi.waitFor(async () => {
      expect((await store.get(lead.id))?.state).toBe('delivered');
    });
    expect(fake.submissions).toHaveLength(1);
  });

  it('makes a dead letter of a lead HubSpot refuses as invalid, keeping its errors[]', async () => {
    const errors = [
      { message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' },
    ];
    fake.setMode({ kind: 'reject', errors });
    const lead = newLead();
    await store.insertBatch([lead]);
    start();
    await vi.waitFor(async () => {
      expect((await store.get(lead.id))?.state).toBe('dead');
    });
    const dead = await store.get(lead.id);
    expect(dead?.lastError).toMatchObject({
      status: 400,
      message: 'The request is not valid (fields.email: INVALID_EMAIL)',
      errors,
    });
    expect(dead?.lastError?.correlationId).toMatch(/[0-9a-f-]{36}/);
    expect(fake.calls.get('submit 400')).toBe(1);
  });

  it('honours Retry-After on 429: nothing is sent before it', async () => {
    fake.setMode({ kind: 'rate-limit', retryAfterSeconds: 1 });
    const lead = newLead();
    await store.insertBatch([lead]);
    start({ maxMs: 5000 });
    await vi.waitFor(() => {
      expect(fake.calls.get('submit 429')).toBe(1);
    });
    const limitedAt = Date.now();
    fake.setMode({ kind: 'ok' });
    await vi.waitFor(
      async () => {
        expect((await store.get(lead.id))?.state).toBe('delivered');
      },
      { timeout: 3000 },
    );
    expect((fake.submissions[0]?.receivedAt ?? 0) - limitedAt).toBeGreaterThanOrEqual(900);
  });

  it('never meets ten 429s within one second, whatever the lanes: one 429 pauses them all, then one probes', async () => {
    // Retry-After 0: only the worker's own pause keeps the lanes from hammering HubSpot.
    fake.setMode({ kind: 'rate-limit', retryAfterSeconds: 0 });
    await store.insertBatch(Array.from({ length: 20 }, () => newLead()));
    start({ concurrency: 8, threshold: 1000, maxMs: 300 });
    await vi.waitFor(
      () => {
        expect(fake.calls.get('submit 429')).toBeGreaterThanOrEqual(11);
      },
      { timeout: 8000 },
    );
    const times = fake.requests
      .filter((request) => request.endpoint === 'submit')
      .map((request) => request.at);
    const mostInOneSecond = Math.max(
      ...times.map((start) => times.filter((t) => t >= start && t < start + 1000).length),
    );
    expect(mostInOneSecond).toBeLessThan(10);
    fake.setMode({ kind: 'ok' });
    await vi.waitFor(
      async () => {
        expect((await store.counts()).delivered).toBe(20);
      },
      { timeout: 8000 },
    );
  });

  it('opens the circuit after repeated failures, probes, and sends the backlog when HubSpot is back', async () => {
    fake.setMode({ kind: 'error' });
    await store.insertBatch(Array.from({ length: 6 }, () => newLead()));
    heldAt = Date.now();
    const { circuit } = start({ threshold: 3, openMs: 300, baseMs: 10_000, concurrency: 1 });
    await vi.waitFor(() => {
      expect(circuit.state(now())).toBe('open');
    });
    const failuresWhenOpened = fake.calls.get('submit 500') ?? 0;
    expect(failuresWhenOpened).toBe(3);
    // Watched while the clock is held: the worker looks every 20 ms and must not call HubSpot.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(fake.calls.get('submit 500')).toBe(failuresWhenOpened);
    heldAt = undefined;
    await vi.waitFor(() => {
      expect(fake.calls.get('submit 500')).toBe(failuresWhenOpened + 1);
    });
    fake.setMode({ kind: 'ok' });
    // The leads' own backoff (10 s) is cut short: the circuit closing releases the backlog.
    await vi.waitFor(
      async () => {
        expect((await store.counts()).delivered).toBe(6);
      },
      { timeout: 3000 },
    );
    expect(lines.some((line) => line['msg'] === 'circuit open: deliveries paused')).toBe(true);
    expect(lines.some((line) => String(line['msg']).startsWith('circuit closed'))).toBe(true);
  });

  it('treats a call without an answer within the timeout as a failure to retry', async () => {
    fake.setMode({ kind: 'hang' });
    const lead = newLead();
    await store.insertBatch([lead]);
    start({ timeoutMs: 100, threshold: 100 });
    await vi.waitFor(async () => {
      expect((await store.get(lead.id))?.lastError?.message).toBe('no answer within 100 ms');
    });
    fake.setMode({ kind: 'ok' });
    await vi.waitFor(async () => {
      expect((await store.get(lead.id))?.state).toBe('delivered');
    });
  });

  it('keeps to the outbound rate limit', async () => {
    fake.setMode({ kind: 'ok' });
    await store.insertBatch(Array.from({ length: 6 }, () => newLead()));
    const started = Date.now();
    heldAt = started;
    start({ rate: [3, 1000], concurrency: 4 });
    await vi.waitFor(() => {
      expect(fake.submissions).toHaveLength(3);
    });
    // Watched while the clock is held inside the window: the budget must hold the fourth call back.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.submissions).toHaveLength(3);
    heldAt = started + 1000;
    await vi.waitFor(
      () => {
        expect(fake.submissions).toHaveLength(6);
      },
      { timeout: 2500 },
    );
    // On the worker's clock the fourth call waited for the window; without a limit all six go at once.
    expect((calledAt[3] ?? 0) - (calledAt[0] ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('on stop, finishes the delivery in flight before resolving', async () => {
    fake.setMode({ kind: 'ok', latencyMs: 300 });
    const lead = newLead();
    await store.insertBatch([lead]);
    const { worker: running } = start();
    // Claimed and sent, HubSpot still answering:
    await vi.waitFor(async () => {
      expect((await store.get(lead.id))?.attempts).toBe(1);
    });
    expect(fake.submissions).toHaveLength(0);
    await running.stop();
    expect(fake.submissions).toHaveLength(1);
    expect((await store.get(lead.id))?.state).toBe('delivered');
  });
});
