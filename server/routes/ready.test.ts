import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../tests/support/test-app.ts';

describe('health endpoints', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('/healthz says the process is alive', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('/readyz reports the writable store, its database, the backlog, the delivery mode and spam counts as JSON', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ready',
      store: 'writable',
      database: { kind: 'sqlite', reachable: true, migrations: { applied: 3, expected: 3, current: true } },
      outbox: { pending: 0, delivered: 0, dead: 0, local: 0, held: 0 },
      delivery: 'local',
      circuit: null,
      limits: 'process',
      spamHeld: { honeypot: 0, 'too-fast': 0, untimed: 0 },
    });
  });

  it('unknown API paths answer JSON 404 NOT_FOUND', async () => {
    ({ app } = await createTestApp());
    const response = await app.inject({ method: 'POST', url: '/open/hubspot/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
