import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-app.ts';
import { openSqliteStore, STORE_FILE } from '../outbox/sqlite-store.ts';
import type { LeadStore } from '../outbox/store.ts';

/** /readyz and the database behind the outbox: reachable, and a schema this code can write to. */
describe('/readyz database (SQLite)', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  /** An outbox whose schema_migrations another connection changes, as a restore or a newer release would. */
  async function appWhereSchema(change: string): Promise<void> {
    const dir = mkdtempSync(join(tmpdir(), 'ready-db-'));
    const store = openSqliteStore(dir);
    const db = new DatabaseSync(join(dir, STORE_FILE));
    db.exec(change);
    db.close();
    ({ app } = await createTestApp({ env: { READY_CACHE_MS: '0' }, leads: { store } }));
  }

  const ready = (remoteAddress = '127.0.0.1') => app.inject({ method: 'GET', url: '/readyz', remoteAddress });

  it('is not ready on a schema older than this code (a restore from an old backup)', async () => {
    await appWhereSchema('DELETE FROM schema_migrations WHERE version = 3');
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not-ready',
      store: 'writable',
      database: { kind: 'sqlite', reachable: true, migrations: { applied: 2, expected: 3, current: false } },
    });
    expect((await ready('203.0.113.5')).json()).toEqual({ status: 'not-ready' });
  });

  it('stays ready on a newer schema (a rolling deploy), reporting it not current', async () => {
    await appWhereSchema(`INSERT INTO schema_migrations (version, name) VALUES (4, '004-next-release.sql')`);
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      database: { kind: 'sqlite', reachable: true, migrations: { applied: 4, expected: 3, current: false } },
    });
  });

  it('is not ready when the database cannot be asked, and says it is unreachable', async () => {
    const inner = openSqliteStore(mkdtempSync(join(tmpdir(), 'ready-db-')));
    const store: LeadStore = { ...inner, schemaStatus: () => Promise.reject(new Error('disk I/O error')) };
    ({ app } = await createTestApp({ leads: { store } }));
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not-ready',
      database: { kind: 'sqlite', reachable: false, migrations: null },
    });
  });
});
