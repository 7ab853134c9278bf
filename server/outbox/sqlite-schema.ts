import type { DatabaseSync } from 'node:sqlite';

/** The leads table's definition, named, with the states its CHECK allows. */
function leadsTable(name: string, states: readonly string[]): string {
  return `CREATE TABLE ${name} (
     id              TEXT PRIMARY KEY,
     form_id         TEXT NOT NULL,
     state           TEXT NOT NULL CHECK (state IN (${states.map((state) => `'${state}'`).join(', ')})),
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
   ) STRICT;`;
}

const LEAD_INDEXES = `CREATE INDEX leads_due ON leads (state, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);`;

/**
 * The outbox schema, versioned with PRAGMA user_version: each entry upgrades
 * from the previous version, in one transaction.
 */
const MIGRATIONS: readonly string[] = [
  `${leadsTable('leads', ['pending', 'delivered', 'dead', 'local'])}
   ${LEAD_INDEXES}
   -- Small facts about the store itself; the readiness probe writes here.
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`,
  // 2: the 'held' state (suspected spam, kept instead of dropped). SQLite changes a CHECK by
  // rebuilding the table; the columns keep their order, so the rows copy as they are.
  `${leadsTable('leads_next', ['pending', 'delivered', 'dead', 'local', 'held'])}
   INSERT INTO leads_next SELECT * FROM leads;
   DROP TABLE leads;
   ALTER TABLE leads_next RENAME TO leads;
   ${LEAD_INDEXES}`,
];

/** Upgrades the database to `target` (the latest by default; tests build older versions). */
export function migrate(db: DatabaseSync, target = MIGRATIONS.length): void {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
  const current = row?.user_version ?? 0;
  for (let version = current; version < target; version++) {
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
