import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import { FAKE_PORTAL_ID, FAKE_TOKEN, startTestHubspot } from '../../tests/support/test-app.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import { runLeadsCli } from '../cli/leads.ts';
import { loggerOptions } from '../logging/logger-options.ts';
import { CircuitBreaker } from '../limits/circuit-breaker.ts';
import { submitToHubspot } from '../hubspot/submit.ts';
import { LocalOutboundBudget } from '../limits/outbound-budget.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { LeadStore } from './store.ts';
import type { OutboundBudget } from '../limits/delivery-gates.ts';
import { DeliveryWorker } from './worker.ts';

/** The delivery worker's failure paths hardened by decision 088. */
describe('DeliveryWorker hardening', () => {
  let fake: FakeHubspot;
  let dataDir: string;
  let store: LeadStore;
  let worker: DeliveryWorker | undefined;
  let lines: Record<string, unknown>[];

  beforeEach(async () => {
    fake = await startTestHubspot();
    dataDir = mkdtempSync(join(tmpdir(), 'worker-hard-'));
    store = openSqliteStore(dataDir);
    lines = [];
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    store.close();
    await fake.close();
  });

  function start(options: {
    threshold?: number;
    maxMs?: number;
    concurrency?: number;
    store?: LeadStore;
    budget?: OutboundBudget;
  }) {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        callback();
      },
    });
    const circuit = new CircuitBreaker({ threshold: options.threshold ?? 5, openMs: 100 });
    const config = {
      submitUrl: fake.url,
      portalId: FAKE_PORTAL_ID,
      accessToken: FAKE_TOKEN,
      timeoutMs: 2000,
    };
    worker = new DeliveryWorker({
      store: options.store ?? store,
      submit: (lead) => submitToHubspot(config, lead),
      circuit,
      budget: options.budget ?? new LocalOutboundBudget(80, 10_000),
      backoff: { baseMs: 20, maxMs: options.maxMs ?? 100 },
      concurrency: options.concurrency ?? 1,
      leaseMs: 5000,
      pollMs: 20,
      log: pino(loggerOptions('info'), stream),
    });
    worker.start();
    return circuit;
  }

  const logged = (msg: string) => lines.filter((line) => String(line['msg']).startsWith(msg));

  it('frees the half-open probe slot when the probe outcome cannot be recorded: delivery resumes', async () => {
    fake.setMode({ kind: 'error' });
    await store.insertBatch([newLead(), newLead()]);
    let failOnce = true;
    const flaky: LeadStore = {
      ...store,
      markDelivered: (id, now, owner) => {
        if (!failOnce) return store.markDelivered(id, now, owner);
        failOnce = false;
        return Promise.reject(new Error('disk I/O error'));
      },
    };
    const circuit = start({ threshold: 1, store: flaky });
    await vi.waitFor(() => {
      expect(circuit.state(Date.now())).toBe('open');
    });
    fake.setMode({ kind: 'ok' });
    // The probe reaches HubSpot but its outcome is not written; the next probe must go.
    await vi.waitFor(
      () => {
        expect(fake.submissions).toHaveLength(2);
      },
      { timeout: 3000 },
    );
    await vi.waitFor(async () => {
      expect((await store.counts()).delivered).toBe(1);
    });
    expect(logged('outbox: cannot record a delivery outcome')).toHaveLength(1);
  });

  it('waits and tries again when the shared gates cannot be reached (the database is down)', async () => {
    const lead = newLead();
    await store.insertBatch([lead]);
    const local = new LocalOutboundBudget(80, 10_000);
    let failures = 2;
    const given: number[] = [];
    const budget: OutboundBudget = {
      take: (now) => (failures-- > 0 ? Promise.reject(new Error('connection refused')) : local.take(now)),
      finish: (slot, now) => {
        given.push(slot);
        local.finish(slot, now);
      },
      giveBack: (slot) => {
        local.giveBack(slot);
      },
    };
    start({ budget });
    await vi.waitFor(async () => {
      expect((await store.get(lead.id))?.state).toBe('delivered');
    });
    expect(fake.submissions).toHaveLength(1);
    expect(given).toHaveLength(1);
    expect(logged('outbox: cannot reach the delivery gates or claim leads')).toHaveLength(2);
  });

  it('caps Retry-After at DELIVERY_RETRY_MAX_MS: a 429 asking for 999999 s pauses for the cap only', async () => {
    fake.setMode({ kind: 'rate-limit', retryAfterSeconds: 999_999 });
    const lead = newLead();
    await store.insertBatch([lead]);
    start({ maxMs: 200 });
    await vi.waitFor(() => {
      expect(fake.calls.get('submit 429')).toBe(1);
    });
    fake.setMode({ kind: 'ok' });
    await vi.waitFor(
      async () => {
        expect((await store.get(lead.id))?.state).toBe('delivered');
      },
      { timeout: 3000 },
    );
  });

  it('does not let a late delivery outcome overwrite an erasure made during the call', async () => {
    fake.setMode({ kind: 'ok', latencyMs: 400 });
    const lead = newLead({ email: 'erase.me@example.com' });
    await store.insertBatch([lead]);
    start({});
    await vi.waitFor(async () => {
      expect((await store.get(lead.id))?.attempts).toBe(1);
    });
    const out: string[] = [];
    const code = await runLeadsCli(['purge', '--id', lead.id, '--data-dir', dataDir], {
      out: (text) => out.push(text),
      err: (text) => out.push(text),
      env: {},
    });
    expect(code).toBe(0);
    await vi.waitFor(() => {
      expect(fake.submissions).toHaveLength(1);
    });
    await vi.waitFor(() => {
      expect(logged('outbox: outcome not recorded')).toHaveLength(1);
    });
    const erased = await store.get(lead.id);
    expect(erased).toMatchObject({ state: 'dead', form: null, clientIp: null, deliveredAt: null });
    expect(erased?.lastError?.message).toBe('personal data erased on request');
  });

  it('pauses on a configuration fault with one error line, keeps the leads pending, and resumes', async () => {
    fake.setMode({ kind: 'error', status: 401 });
    const leads = [newLead(), newLead(), newLead()];
    await store.insertBatch(leads);
    start({ concurrency: 2, maxMs: 300 });
    await vi.waitFor(async () => {
      expect((await store.deliveryStatus()).fault?.cause).toBe('unauthorized');
    });
    await new Promise((resolve) => setTimeout(resolve, 700));
    // One line naming the cause, not one per lead; HubSpot is asked again about every 300 ms.
    expect(logged('delivery paused')).toHaveLength(1);
    expect(String(logged('delivery paused')[0]?.['msg'])).toContain('HUBSPOT_ACCESS_TOKEN');
    expect(fake.calls.get('submit 401')).toBeLessThanOrEqual(5);
    for (const lead of leads) {
      expect(await store.get(lead.id)).toMatchObject({ state: 'pending', attempts: 0 });
    }
    expect(worker?.configFault()).toMatchObject({ cause: 'unauthorized' });

    fake.setMode({ kind: 'ok' });
    await vi.waitFor(
      async () => {
        expect((await store.counts()).delivered).toBe(3);
      },
      { timeout: 3000 },
    );
    expect(logged('delivery resumed')).toHaveLength(1);
    expect((await store.deliveryStatus()).fault).toBeNull();
    expect(worker?.configFault()).toBeNull();
  });

  it('pauses when the form requires CAPTCHA instead of making every lead a dead letter', async () => {
    fake.setMode({
      kind: 'reject',
      errors: [{ message: 'This form has reCAPTCHA enabled', errorType: 'FORM_HAS_RECAPTCHA_ENABLED' }],
    });
    const leads = [newLead(), newLead()];
    await store.insertBatch(leads);
    start({ maxMs: 300 });
    await vi.waitFor(async () => {
      expect((await store.deliveryStatus()).fault?.cause).toBe('captcha-required');
    });
    expect((await store.counts()).dead).toBe(0);
    expect(logged('delivery paused')).toHaveLength(1);
  });
});
