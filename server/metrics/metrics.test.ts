import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import {
  createTestApp,
  hubspotEnv,
  send,
  startTestHubspot,
  validSubmission,
  xsrfPair,
} from '../../tests/support/test-app.ts';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import {
  circuitGaugeValue,
  readOutboxSnapshot,
  type CreateLeadMetrics,
  type LeadMetrics,
  type OutboxSnapshot,
} from './lead-metrics.ts';

/** A LeadMetrics that remembers what it was told; its exposition is the outbox snapshot. */
function recording() {
  const calls: unknown[][] = [];
  const create: CreateLeadMetrics = (): LeadMetrics => ({
    leadAnswered: (answer) => calls.push(['lead', answer]),
    deliveryAttempted: (outcome, ms) => calls.push(['delivery', outcome, typeof ms]),
    hubspotAnswered: (status) => calls.push(['hubspot', status]),
    unknownErrorType: (type) => calls.push(['unknown', type]),
    exposition: (outbox) => Promise.resolve({ contentType: 'text/plain', body: JSON.stringify(outbox) }),
  });
  return { calls, create };
}

let app: FastifyInstance;
let fake: FakeHubspot | undefined;
afterEach(async () => {
  await app.close();
  await fake?.close();
  fake = undefined;
});

async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 3_000) throw new Error('not within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /metrics: who may read it', () => {
  it('answers a scraper on the same machine', async () => {
    ({ app } = await createTestApp({ metrics: recording().create }));
    const res = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json<OutboxSnapshot>()).toMatchObject({ backlog: 0, oldestPendingAgeSeconds: 0 });
  });

  it.each([
    ['another machine', { remoteAddress: '203.0.113.9' }],
    ['a request relayed by a local proxy', { headers: { 'x-forwarded-for': '203.0.113.9' } }],
    ['a wrong token', { remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer wrong' } }],
  ])('is an unknown file (404 NOT_FOUND) to %s', async (_who, request) => {
    ({ app } = await createTestApp({
      metrics: recording().create,
      env: { METRICS_TOKEN: 'metrics-token-1' },
    }));
    const res = await app.inject({ url: '/metrics', ...request });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers anyone with the bearer token when METRICS_TOKEN is set', async () => {
    ({ app } = await createTestApp({
      metrics: recording().create,
      env: { METRICS_TOKEN: 'metrics-token-1' },
    }));
    const res = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer metrics-token-1', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('what is counted', () => {
  it('the outcome of each submission: accepted, held as spam, refused with its code', async () => {
    const metrics = recording();
    ({ app } = await createTestApp({ metrics: metrics.create }));
    const pair = await xsrfPair(app);
    await send(app, pair, validSubmission());
    await send(app, pair, { ...validSubmission(), hp: 'bot was here' });
    const invalid = validSubmission('not-an-email');
    await send(app, pair, invalid);
    await send(app, pair, { formId: 'nope' });
    expect(metrics.calls).toEqual([
      ['lead', { kind: 'accepted' }],
      ['lead', { kind: 'held' }],
      ['lead', { kind: 'refused', code: 'VALIDATION_FAILED' }],
      ['lead', { kind: 'refused', code: 'INVALID_SUBMISSION' }],
    ]);
  });

  it('refusals by the checks before the handler, with their codes: forgery, media type, parse, rate limit', async () => {
    const metrics = recording();
    ({ app } = await createTestApp({ metrics: metrics.create, env: { RATE_LIMIT_PER_MINUTE: '1' } }));
    const pair = await xsrfPair(app);
    await app.inject({
      method: 'POST',
      url: '/open/hubspot/send',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    await app.inject({
      method: 'POST',
      url: '/open/hubspot/send',
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    await send(app, pair, '{not json');
    await send(app, pair, validSubmission());
    await send(app, pair, validSubmission('other@example.com'));
    expect(metrics.calls).toEqual([
      ['lead', { kind: 'refused', code: 'XSRF_TOKEN_INVALID' }],
      ['lead', { kind: 'refused', code: 'UNSUPPORTED_MEDIA_TYPE' }],
      ['lead', { kind: 'refused', code: 'MALFORMED_JSON' }],
      ['lead', { kind: 'accepted' }],
      ['lead', { kind: 'refused', code: 'RATE_LIMITED' }],
    ]);
  });

  it('deliveries and HubSpot answers: delivered (200), retried (500)', async () => {
    fake = await startTestHubspot();
    const metrics = recording();
    ({ app } = await createTestApp({
      metrics: metrics.create,
      env: hubspotEnv(fake.url, { DELIVERY_RETRY_BASE_MS: '60000', DELIVERY_RETRY_MAX_MS: '60000' }),
    }));
    await app.ready();
    const pair = await xsrfPair(app);
    await send(app, pair, validSubmission());
    await until(() => metrics.calls.some((call) => call[0] === 'delivery'));
    fake.setMode({ kind: 'error', status: 500 });
    await send(app, pair, validSubmission('second@example.com'));
    await until(() => metrics.calls.filter((call) => call[0] === 'delivery').length === 2);
    expect(metrics.calls.filter((call) => call[0] !== 'lead')).toEqual([
      ['hubspot', 200],
      ['delivery', 'delivered', 'number'],
      ['hubspot', 500],
      ['delivery', 'retried', 'number'],
    ]);
  });
});

describe('the outbox gauges', () => {
  it('read the backlog and the oldest pending lead from the store', async () => {
    const created = await createTestApp();
    app = created.app;
    const store = openSqliteStore(created.dataDir);
    try {
      const now = 1_790_000_100_000;
      await store.insertBatch([
        newLead({ createdAt: now - 60_000 }),
        newLead({ createdAt: now - 10_000 }),
        newLead({ createdAt: now - 90_000, state: 'local' }),
      ]);
      expect(await readOutboxSnapshot(store, () => 'open', now)).toEqual({
        backlog: 2,
        oldestPendingAgeSeconds: 60,
        circuit: 'open',
      });
    } finally {
      store.close();
    }
  });

  it('give the circuit as a number', () => {
    expect([undefined, 'closed', 'half-open', 'open'].map((s) => circuitGaugeValue(s as never))).toEqual([
      -1, 0, 1, 2,
    ]);
  });
});
