import type { DatabaseSync } from 'node:sqlite';

/**
 * The outbox schema, versioned with PRAGMA user_version: each entry upgrades
 * from the previous version, in one transaction.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE leads (
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
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`,
];

export function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
  const current = row?.user_version ?? 0;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(MIGRATIONS[version] ?? '');
      db.exec(`PRAGMA user_version = ${String(version + 1)}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }
}
