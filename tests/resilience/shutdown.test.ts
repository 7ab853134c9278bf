import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../server/outbox/sqlite-store.ts';
import { startFakeHubspot, type FakeHubspot } from '../fake-hubspot/fake-hubspot.ts';
import { FAKE_PORTAL_ID, FAKE_TOKEN } from '../support/lead-app.ts';
import { leadServerEnv, sendLead, sleep, startServer, type ServerProcess } from './server-process.ts';

/**
 * SIGTERM: the server stops accepting, finishes the delivery in progress,
 * closes the store and exits 0.
 */
describe('SIGTERM', () => {
  let fake: FakeHubspot;
  let server: ServerProcess;
  beforeAll(async () => {
    fake = await startFakeHubspot({ accessToken: FAKE_TOKEN, portalId: FAKE_PORTAL_ID });
  });
  afterAll(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await fake.close();
  });

  it('finishes the delivery in progress before exiting', async () => {
    fake.setMode({ kind: 'ok', latencyMs: 2000 });
    const env = leadServerEnv(fake.url);
    server = await startServer(env);
    const id = await sendLead(server.url, 'graceful@example.com');
    expect(id).toBeDefined();
    await sleep(500); // the worker has called HubSpot, which takes 2 s to answer
    expect(fake.submissions).toHaveLength(0);

    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    await sleep(200);
    const late = await fetch(`${server.url}/healthz`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect(late).not.toBe(200);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1200);
    expect(fake.submissions).toHaveLength(1);
    const store = openSqliteStore(env['DATA_DIR'] ?? '');
    expect((await store.get(id ?? ''))?.state).toBe('delivered');
    store.close();
  });
});
