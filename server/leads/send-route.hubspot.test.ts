import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  createTestApp,
  FAKE_PORTAL_ID,
  hubspotEnv,
  IT_FORM_ID,
  send,
  validSubmission,
  xsrfPair,
  startTestHubspot,
} from '../../tests/support/test-app.ts';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import type { LeadStore } from '../outbox/store.ts';

describe('POST /open/hubspot/send with HubSpot credentials', () => {
  let fake: FakeHubspot;
  let app: FastifyInstance;
  beforeEach(async () => {
    fake = await startTestHubspot();
  });
  afterEach(async () => {
    await app.close();
    await fake.close();
  });

  it('answers after the commit, then the worker delivers the lead with the client IP', async () => {
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const pair = await xsrfPair(app);
    const response = await send(app, pair, validSubmission(), {}, '203.0.113.50');
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(fake.submissions).toHaveLength(1);
    });
    const [received] = fake.submissions;
    expect(received?.formId).toBe(IT_FORM_ID);
    expect(received?.portalId).toBe(FAKE_PORTAL_ID);
    expect(received?.body['context']).toMatchObject({
      ipAddress: '203.0.113.50',
      pageUri: expect.any(String) as unknown,
    });
    await vi.waitFor(async () => {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.json()).toMatchObject({
        outbox: { delivered: 1, pending: 0 },
        delivery: 'hubspot',
        circuit: 'closed',
      });
    });
  });

  it('accepts leads while HubSpot is down (they wait in the outbox)', async () => {
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const pair = await xsrfPair(app);
    fake.setMode({ kind: 'error' });
    const response = await send(app, pair, validSubmission());
    expect(response.statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json<{ outbox: { pending: number } }>().outbox.pending).toBe(1);
  });

  it('503 FORM_UNAVAILABLE when the definition cannot be loaded to validate against', async () => {
    fake.setMode({ kind: 'error' });
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const pair = await xsrfPair(app);
    const response = await send(app, pair, validSubmission());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'FORM_UNAVAILABLE' });
  });
});

describe('POST /open/hubspot/send when the outbox cannot write', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('answers 503 STORE_UNAVAILABLE, never a success', async () => {
    const real = openSqliteStore(mkdtempSync(join(tmpdir(), 'failing-store-')));
    const failing: LeadStore = {
      ...real,
      insertBatch: () => Promise.reject(new Error('disk I/O error')),
      checkWritable: () => Promise.reject(new Error('disk I/O error')),
    };
    ({ app } = await createTestApp({ leads: { store: failing } }));
    const pair = await xsrfPair(app);
    const response = await send(app, pair, validSubmission());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'STORE_UNAVAILABLE' });
    expect(response.headers['retry-after']).toBe('5');

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not-ready', store: 'failing' });
  });
});
