import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { appliedVersion, migrate, readSqliteMigrations } from './sqlite-migrate.ts';
import { openSqliteStore, STORE_FILE } from './sqlite-store.ts';

function database(): { dir: string; db: DatabaseSync } {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-migrate-'));
  return { dir, db: new DatabaseSync(join(dir, STORE_FILE)) };
}

function recorded(db: DatabaseSync): { version: number; name: string }[] {
  return db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all() as unknown as {
    version: number;
    name: string;
  }[];
}

describe('SQLite migrations (decision 096)', () => {
  it('bring a fresh database to the latest version, recording each file once', () => {
    const { db } = database();
    expect(migrate(db)).toEqual([1, 2, 3]);
    expect(recorded(db)).toEqual([
      { version: 1, name: '001-outbox.sql' },
      { version: 2, name: '002-held-state.sql' },
      { version: 3, name: '003-body-hash-clearable.sql' },
    ]);
    const row = db.prepare('SELECT applied_at FROM schema_migrations WHERE version = 1').get();
    expect(row?.['applied_at']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(migrate(db)).toEqual([]);
    expect(appliedVersion(db)).toBe(3);
  });

  it('upgrade a version-1 database: its lead survives and the held state works', async () => {
    const { dir, db } = database();
    migrate(db, readSqliteMigrations().slice(0, 1));
    db.prepare(
      `INSERT INTO leads (id, form_id, state, payload, client_ip, consent, next_attempt_at, created_at, body_hash)
       VALUES ('old-lead', 'f', 'local', '{"a":1}', '203.0.113.9', '{}', 1, 1, 'h')`,
    ).run();
    db.close();
    const migrated: (readonly number[])[] = [];
    const store = openSqliteStore(dir, { onMigrated: (versions) => migrated.push(versions) });
    try {
      expect(migrated).toEqual([[2, 3]]);
      expect(await store.get('old-lead')).toMatchObject({
        state: 'local',
        form: { a: 1 },
        clientIp: '203.0.113.9',
      });
      await store.insertBatch([newLead({ state: 'held' })]);
      expect(await store.counts()).toMatchObject({ local: 1, held: 1 });
      expect(await store.schemaStatus()).toEqual({ applied: 3, expected: 3 });
    } finally {
      store.close();
    }
  });

  it('roll a failing file back whole, keep the ones before it, and name it', () => {
    const { db } = database();
    const [outbox] = readSqliteMigrations();
    if (!outbox) throw new Error('no 001');
    const broken = {
      version: 2,
      name: '002-broken.sql',
      sql: 'CREATE TABLE half_done (a INTEGER); INSERT INTO no_such_table VALUES (1);',
    };
    expect(() => migrate(db, [outbox, broken])).toThrow(
      /^SQLite migration 002-broken.sql failed: no such table/,
    );
    expect(recorded(db).map((row) => row.version)).toEqual([1]);
    expect(db.prepare(`SELECT name FROM sqlite_schema WHERE name = 'half_done'`).get()).toBeUndefined();
    expect(db.isTransaction).toBe(false);
  });
});
