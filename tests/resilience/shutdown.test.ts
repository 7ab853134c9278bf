import { describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../server/outbox/sqlite-store.ts';
import { leadServerEnv, sendLead, sleep, startServer, useFakeHubspotAndServer } from './server-process.ts';

/**
 * SIGTERM: the server stops accepting, finishes the delivery in progress,
 * closes the store and exits 0.
 */
describe('SIGTERM', () => {
  const context = useFakeHubspotAndServer();

  it('finishes the delivery in progress before exiting', async () => {
    const { fake } = context;
    fake.setMode({ kind: 'ok', latencyMs: 2000 });
    const env = leadServerEnv(fake.url);
    const server = await startServer(env);
    context.server = server;
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
