import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { appliedVersion, migrate, readSqliteMigrations } from './sqlite-migrate.ts';
import { openSqliteStore, STORE_FILE } from './sqlite-store.ts';

/**
 * Version 1 exactly as the code before decision 096 created it (from sqlite-schema.ts, versioned
 * with PRAGMA user_version): history, copied here so the upgrade is tested against what is on
 * disks today, not against the files that replaced it.
 */
const OLD_V1 = `CREATE TABLE leads (
     id              TEXT PRIMARY KEY,
     form_id         TEXT NOT NULL,
     state           TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'dead', 'local')),
     payload         TEXT,
     client_ip       TEXT,
     consent         TEXT NOT NULL,
     attempts        INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     lease_until     INTEGER,
     lease_owner     TEXT,
     last_error      TEXT,
     created_at      INTEGER NOT NULL,
     delivered_at    INTEGER,
     purged_at       INTEGER,
     idempotency_key TEXT UNIQUE,
     body_hash       TEXT NOT NULL
   ) STRICT;
   CREATE INDEX leads_due ON leads (state, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);
   -- Small facts about the store itself; the readiness probe writes here.
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`;

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

const userVersion = (db: DatabaseSync) => db.prepare('PRAGMA user_version').get();

describe('SQLite migrations (decision 096)', () => {
  it('bring a fresh database to the latest version, recording each file once', () => {
    const { db } = database();
    expect(migrate(db)).toEqual([1, 2]);
    expect(recorded(db)).toEqual([
      { version: 1, name: '001-outbox.sql' },
      { version: 2, name: '002-held-state.sql' },
    ]);
    const row = db.prepare('SELECT applied_at FROM schema_migrations WHERE version = 1').get();
    expect(row?.['applied_at']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // The code before 096 reads user_version only: kept in step, it would leave this database alone.
    expect(userVersion(db)).toEqual({ user_version: 2 });
    expect(migrate(db)).toEqual([]);
    expect(appliedVersion(db)).toBe(2);
  });

  it('adopt a version-1 database made the old way: its lead survives and the held state works', async () => {
    const { dir, db } = database();
    db.exec(OLD_V1);
    db.exec('PRAGMA user_version = 1');
    db.prepare(
      `INSERT INTO leads (id, form_id, state, payload, client_ip, consent, next_attempt_at, created_at, body_hash)
       VALUES ('old-lead', 'f', 'local', '{"a":1}', '203.0.113.9', '{}', 1, 1, 'h')`,
    ).run();
    db.close();
    const migrated: (readonly number[])[] = [];
    const store = openSqliteStore(dir, { onMigrated: (versions) => migrated.push(versions) });
    try {
      // Version 1 was recorded, not run again (it would have failed: the table exists).
      expect(migrated).toEqual([[2]]);
      expect(await store.get('old-lead')).toMatchObject({
        state: 'local',
        form: { a: 1 },
        clientIp: '203.0.113.9',
      });
      await store.insertBatch([newLead({ state: 'held' })]);
      expect(await store.counts()).toMatchObject({ local: 1, held: 1 });
      expect(await store.schemaStatus()).toEqual({ applied: 2, expected: 2 });
    } finally {
      store.close();
    }
  });

  it('adopt a version-2 database made the old way without running anything', () => {
    const { db } = database();
    migrate(db);
    db.exec('DROP TABLE schema_migrations');
    expect(migrate(db)).toEqual([]);
    expect(recorded(db).map((row) => row.version)).toEqual([1, 2]);
  });

  it('refuse a user_version the old code never wrote', () => {
    const { db } = database();
    db.exec('PRAGMA user_version = 7');
    expect(() => migrate(db)).toThrow(
      'SQLite outbox has user_version 7 and no schema_migrations: unknown schema',
    );
    expect(db.prepare(`SELECT name FROM sqlite_schema`).all()).toEqual([]);
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
    expect(userVersion(db)).toEqual({ user_version: 1 });
    expect(db.isTransaction).toBe(false);
  });
});
