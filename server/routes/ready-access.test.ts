import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import { createTestApp, hubspotEnv, startTestHubspot } from '../../tests/support/test-app.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import type { LeadStore } from '../outbox/store.ts';

/** /readyz: one cached probe, and details only for the operator (decision 088). */
describe('/readyz probe cache and access', () => {
  let app: FastifyInstance;
  let fake: FakeHubspot | undefined;
  afterEach(async () => {
    await app.close();
    await fake?.close();
    fake = undefined;
  });

  function countingStore(): { store: LeadStore; probes: () => number; schemaReads: () => number } {
    const inner = openSqliteStore(mkdtempSync(join(tmpdir(), 'ready-')));
    let probes = 0;
    let schemaReads = 0;
    const store: LeadStore = {
      ...inner,
      checkWritable: () => {
        probes += 1;
        return inner.checkWritable();
      },
      schemaStatus: () => {
        schemaReads += 1;
        return inner.schemaStatus();
      },
    };
    return { store, probes: () => probes, schemaReads: () => schemaReads };
  }

  const ready = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'GET', url: '/readyz', headers, remoteAddress });

  it('probes the store and its schema once per READY_CACHE_MS, however often it is asked', async () => {
    const { store, probes, schemaReads } = countingStore();
    ({ app } = await createTestApp({ leads: { store } }));
    const answers = await Promise.all([ready(), ready(), ready()]);
    await ready();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect([probes(), schemaReads()]).toEqual([1, 1]);
  });

  it('probes again once the cache window has passed', async () => {
    const { store, probes } = countingStore();
    ({ app } = await createTestApp({ env: { READY_CACHE_MS: '50' }, leads: { store } }));
    await ready();
    // Once the window has passed, a request probes again.
    await vi.waitFor(async () => {
      await ready();
      expect(probes()).toBe(2);
    });
  });

  it('tells a remote client only whether the server is ready', async () => {
    ({ app } = await createTestApp());
    const response = await ready({}, '203.0.113.5');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('shows a remote client the details with the READY_TOKEN bearer, not with a wrong one', async () => {
    const token = 'ready-token-0123456789';
    ({ app } = await createTestApp({ env: { READY_TOKEN: token } }));
    const allowed = await ready({ authorization: `Bearer ${token}` }, '203.0.113.5');
    expect(allowed.json()).toMatchObject({ status: 'ready', store: 'writable', delivery: 'local' });
    const refused = await ready({ authorization: 'Bearer guess' }, '203.0.113.5');
    expect(refused.json()).toEqual({ status: 'ready' });
  });

  it('behind a trusted proxy judges the forwarded client, not the proxy', async () => {
    ({ app } = await createTestApp({ env: { TRUST_PROXY: 'loopback' } }));
    const forwarded = await ready({ 'x-forwarded-for': '203.0.113.5' }, '127.0.0.1');
    expect(forwarded.json()).toEqual({ status: 'ready' });
  });

  it('stays ready during a configuration fault and shows delivery paused with its cause', async () => {
    fake = await startTestHubspot();
    fake.setMode({ kind: 'error', status: 401 });
    const { store } = countingStore();
    await store.insertBatch([newLead()]);
    ({ app } = await createTestApp({
      env: { ...hubspotEnv(fake.url), READY_CACHE_MS: '0', DELIVERY_RETRY_MAX_MS: '200' },
      leads: { store },
    }));
    await app.ready();
    await vi.waitFor(async () => {
      expect((await ready()).json()).toMatchObject({ delivery: 'paused' });
    });
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      outbox: { pending: 1 },
      delivery: 'paused',
      fault: { cause: 'unauthorized', hint: expect.stringContaining('HUBSPOT_ACCESS_TOKEN') as unknown },
    });
    expect((await ready({}, '203.0.113.5')).json()).toEqual({ status: 'ready' });
  });
});
