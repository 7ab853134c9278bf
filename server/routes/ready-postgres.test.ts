import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { readMigrations } from '../outbox/postgres/migrate.ts';
import { TestDatabases } from '../../tests/support/test-databases.ts';

const databases = new TestDatabases();
beforeAll(() => databases.start(), 60_000);
afterAll(() => databases.stop());

describe('/readyz database (PostgreSQL)', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('reports the shared database, its migrations and the backlog of every instance', async () => {
    const url = await databases.create();
    const [store, otherInstance] = [await databases.open(url), await databases.open(url)];
    await otherInstance.insertBatch([newLead(), newLead()]);
    ({ app } = await createTestApp({ env: { READY_CACHE_MS: '0' }, leads: { store } }));
    const versions = readMigrations().length;
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      store: 'writable',
      database: {
        kind: 'postgresql',
        reachable: true,
        migrations: { applied: versions, expected: versions, current: true },
      },
      outbox: { pending: 2 },
      limits: 'postgresql',
    });
  });

  it('is not ready once the database cannot be reached, and says so', async () => {
    const store = await databases.open();
    ({ app } = await createTestApp({ env: { READY_CACHE_MS: '0' }, leads: { store } }));
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // Every query now fails as it would with the database gone: the pool is closed.
    await store.end();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not-ready',
      store: 'failing',
      database: { kind: 'postgresql', reachable: false, migrations: null },
      outbox: null,
    });
  });
});
