import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/**
 * Sends a request's headers and half its body, and resolves once the server has read the headers:
 * from then on the request is in flight (awaited, not slept on: a busy machine is no race).
 */
async function sendHalfRequest(server: FastifyInstance, to: RawClient): Promise<void> {
  const received = new Promise((resolve) => server.server.once('request', resolve));
  to.socket.write(HALF_BODY);
  await received;
}

describe('shutdown', () => {
  it('closes a connection whose request never completes once the deadline passes', async () => {
    ({ app } = await createTestApp({ env: PATIENT }));
    client = await rawClient(await listenLocally(app));
    await sendHalfRequest(app, client);

    // 'forced': the deadline ended it, not the request (whose own limit is a minute away).
    expect(await shutdown(app, 300)).toBe('forced');
    expect(await client.closed(1_000)).toBeDefined();
  });

  it('lets a request in flight finish and be answered before the deadline', async () => {
    ({ app } = await createTestApp({ env: PATIENT }));
    const server = app;
    client = await rawClient(await listenLocally(server));
    await sendHalfRequest(server, client);

    const stopping = shutdown(server, 5_000);
    // The rest of the body once the shutdown has begun (the server no longer listens).
    await vi.waitFor(() => {
      expect(server.server.listening).toBe(false);
    });
    client.socket.write('}');
    // 'clean': the request finished and the server closed before the deadline.
    expect(await stopping).toBe('clean');
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

      // 'forced': the deadline ended it, not HubSpot's answer (5 s away) or its timeout (4 s).
      expect(await shutdown(app, 200)).toBe('forced');
      expect((await store.get(id))?.state).toBe('pending');
    } finally {
      store.close();
    }
  });
});
