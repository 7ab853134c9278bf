import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeHubspot } from '../tests/fake-hubspot/fake-hubspot.ts';
import { listenLocally, rawClient, type RawClient } from '../tests/support/raw-socket.ts';
import {
  createTestApp,
  hubspotEnv,
  send,
  startTestHubspot,
  validSubmission,
  xsrfPair,
} from '../tests/support/test-app.ts';
import { openSqliteStore } from './outbox/sqlite-store.ts';
import { shutdown } from './shutdown.ts';

/** The server's own request limits are far away: only the shutdown deadline can end these. */
const PATIENT = { REQUEST_TIMEOUT_MS: '60000', HEADERS_TIMEOUT_MS: '60000' };
const HALF_BODY =
  'POST /open/hubspot/send HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  'Content-Length: 2\r\n\r\n{';

let app: FastifyInstance | undefined;
let client: RawClient | undefined;
let fake: FakeHubspot | undefined;
afterEach(async () => {
  client?.socket.destroy();
  client = undefined;
  await fake?.close();
  fake = undefined;
});

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
}

describe('shutdown', () => {
  it('closes a connection whose request never completes once the deadline passes', async () => {
    ({ app } = await createTestApp({ env: PATIENT }));
    client = await rawClient(await listenLocally(app));
    client.socket.write(HALF_BODY);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const { value, ms } = await timed(shutdown(app, 300));
    expect(value).toBe('forced');
    expect(ms).toBeLessThan(1_500);
    expect(await client.closed(1_000)).toBeDefined();
  });

  it('lets a request in flight finish and be answered before the deadline', async () => {
    ({ app } = await createTestApp({ env: PATIENT }));
    client = await rawClient(await listenLocally(app));
    client.socket.write(HALF_BODY);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stopping = timed(shutdown(app, 5_000));
    setTimeout(() => client?.socket.write('}'), 150);
    const { value, ms } = await stopping;
    expect(value).toBe('clean');
    expect(ms).toBeLessThan(3_000);
    // Answered (403: no forgery token), not cut off; then the connection is closed.
    expect(await client.closed(1_000)).toBeDefined();
    expect(client.received()).toMatch(/^HTTP\/1\.1 403/);
  });

  it('keeps a lead whose delivery hangs: it is still pending after a forced stop', async () => {
    fake = await startTestHubspot();
    // HubSpot takes longer than the deadline to answer the submission.
    fake.setMode({ kind: 'ok', latencyMs: 5_000 });
    const { app: hubspotApp, dataDir } = await createTestApp({
      env: hubspotEnv(fake.url, { HUBSPOT_TIMEOUT_MS: '4000', OUTBOX_LEASE_MS: '6000' }),
    });
    app = hubspotApp;
    await app.ready();
    const accepted = await send(app, await xsrfPair(app), validSubmission());
    const { id } = accepted.json<{ id: string }>();
    const store = openSqliteStore(dataDir);
    try {
      for (let waited = 0; ((await store.get(id))?.attempts ?? 0) === 0; waited += 20) {
        if (waited > 2_000) throw new Error('the worker never claimed the lead');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      const { value, ms } = await timed(shutdown(app, 200));
      expect(value).toBe('forced');
      expect(ms).toBeLessThan(1_000);
      expect((await store.get(id))?.state).toBe('pending');
    } finally {
      store.close();
    }
  });
});
