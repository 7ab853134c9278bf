import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import {
  heldNote,
  LEAD_STATES,
  type DeliveryError,
  type InsertOutcome,
  type LeadState,
  type NewLead,
} from './lead.ts';
import { toLead, type LeadRow } from './sqlite-rows.ts';
import { appliedVersion, migrate, readSqliteMigrations } from './sqlite-migrate.ts';
import type { LeadStore } from './store.ts';
import { restrictFiles, type SqliteStoreOptions } from './sqlite-files.ts';
import { openStatusTable } from './sqlite-status.ts';
import { outcomeWrites } from './sqlite-outcomes.ts';
import { inTransaction } from './sqlite-transaction.ts';

export const STORE_FILE = 'leads.sqlite';

/**
 * The outbox in SQLite (node:sqlite, no native addon) in DATA_DIR: WAL with
 * synchronous=FULL, so a committed lead survives a crash or a power cut.
 * The calls are synchronous under the hood; the async interface is the one a
 * PostgreSQL store will need.
 */
export function openSqliteStore(dataDir: string, options: SqliteStoreOptions = {}): LeadStore {
  // Personal data lives here (docs/requirements.md R16): only the server's user may read it.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, STORE_FILE);
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA busy_timeout = 5000');
  // Purged and erased values are overwritten with zeros, not left in free pages of the file.
  db.exec('PRAGMA secure_delete = ON');
  const migrations = readSqliteMigrations();
  const ran = migrate(db, migrations);
  options.onMigrated?.(ran);
  restrictFiles(file);
  options.onOpen?.(db);

  const all = (sql: string, ...params: SQLInputValue[]) =>
    db.prepare(sql).all(...params) as unknown as LeadRow[];
  const run = (sql: string, ...params: SQLInputValue[]) => Number(db.prepare(sql).run(...params).changes);

  const findByKey = db.prepare('SELECT id, body_hash FROM leads WHERE idempotency_key = ?');
  const insert = db.prepare(
    `INSERT INTO leads (id, form_id, state, payload, client_ip, consent, next_attempt_at, created_at, idempotency_key, body_hash, last_error)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  const transaction = <T>(work: () => T): T => inTransaction(db, work);

  const insertOne = (lead: NewLead): InsertOutcome => {
    if (lead.idempotencyKey !== undefined) {
      const existing = findByKey.get(lead.idempotencyKey) as
        { id: string; body_hash: string | null } | undefined;
      // A cleared hash (purged, erased, or from before decision 145) cannot be compared: the key decides.
      if (existing)
        return existing.body_hash === null || existing.body_hash === lead.bodyHash
          ? { kind: 'replayed', id: existing.id }
          : { kind: 'conflict' };
    }
    insert.run(
      lead.id,
      lead.formId,
      lead.state,
      JSON.stringify(lead.form),
      lead.clientIp,
      JSON.stringify(lead.consent),
      lead.createdAt,
      lead.createdAt,
      lead.idempotencyKey ?? null,
      lead.idempotencyKey === undefined ? null : (lead.bodyHash ?? null),
      lead.state === 'held' ? JSON.stringify(heldNote(lead)) : null,
    );
    return { kind: 'created', id: lead.id };
  };

  const sync = <T>(work: () => T): Promise<T> => {
    try {
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return {
    kind: 'sqlite',

    insertBatch: (leads) => sync(() => transaction(() => leads.map(insertOne))),

    claimDue: ({ now, limit, leaseMs, owner }) =>
      sync(() =>
        all(
          `UPDATE leads SET lease_until = ?, lease_owner = ?, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM leads
             WHERE state = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
             ORDER BY next_attempt_at LIMIT ?)
           RETURNING *`,
          now + leaseMs,
          owner,
          now,
          now,
          limit,
        ).map(toLead),
      ),

    ...outcomeWrites(run, sync),

    releaseBacklog: (now) =>
      sync(() =>
        run(`UPDATE leads SET next_attempt_at = ? WHERE state = 'pending' AND next_attempt_at > ?`, now, now),
      ),

    counts: () =>
      sync(() => {
        const counts = Object.fromEntries(LEAD_STATES.map((state) => [state, 0])) as Record<
          LeadState,
          number
        >;
        const rows = db
          .prepare(
            `SELECT state, COUNT(*) AS n FROM leads WHERE state <> 'held' OR payload IS NOT NULL GROUP BY state`,
          )
          .all() as unknown as {
          state: LeadState;
          n: number;
        }[];
        for (const row of rows) counts[row.state] = row.n;
        return counts;
      }),

    list: ({ state, limit, offset = 0 }) =>
      sync(() =>
        (state
          ? all(
              'SELECT * FROM leads WHERE state = ? ORDER BY created_at, id LIMIT ? OFFSET ?',
              state,
              limit,
              offset,
            )
          : all('SELECT * FROM leads ORDER BY created_at, id LIMIT ? OFFSET ?', limit, offset)
        ).map(toLead),
      ),

    get: (id) => sync(() => all('SELECT * FROM leads WHERE id = ?', id).map(toLead)[0]),

    retry: (id, now) =>
      sync(
        () =>
          run(
            `UPDATE leads SET state = 'pending', next_attempt_at = ?, lease_until = NULL, lease_owner = NULL
             WHERE id = ? AND state IN ('dead', 'local', 'held') AND payload IS NOT NULL`,
            now,
            id,
          ) === 1,
      ),

    retryAllDead: (now) =>
      sync(() =>
        run(
          `UPDATE leads SET state = 'pending', next_attempt_at = ?, lease_until = NULL, lease_owner = NULL
           WHERE state = 'dead' AND payload IS NOT NULL`,
          now,
        ),
      ),

    purgeDelivered: (before, now, staleBefore) =>
      sync(() =>
        run(
          // A dead letter's last error may quote the submitted values: it goes with them.
          `UPDATE leads SET payload = NULL, client_ip = NULL, body_hash = NULL, purged_at = ?,
             last_error = CASE WHEN state = 'dead' THEN NULL ELSE last_error END
           WHERE ((state = 'delivered' AND delivered_at < ?) OR (state = 'held' AND created_at < ?)
                  OR (state IN ('dead', 'local', 'held') AND created_at < ?))
             AND purged_at IS NULL`,
          now,
          before,
          before,
          staleBefore,
        ),
      ),

    deleteExpired: (consentBefore) =>
      sync(() =>
        run(`DELETE FROM leads WHERE payload IS NULL AND (created_at < ? OR state = 'held')`, consentBefore),
      ),

    tableSize: () =>
      sync(() => {
        const { rows } = db.prepare('SELECT COUNT(*) AS rows FROM leads').get() as { rows: number };
        // dbstat: the pages of the table and of its indexes (SQLite's own accounting).
        const { bytes } = db
          .prepare(
            `SELECT COALESCE(SUM(pgsize), 0) AS bytes FROM dbstat
             WHERE name IN (SELECT name FROM sqlite_schema WHERE tbl_name = 'leads')`,
          )
          .get() as { bytes: number };
        return { rows, bytes };
      }),

    erase: (id, now) =>
      sync(() =>
        transaction(() => {
          const erased = run(
            `UPDATE leads SET payload = NULL, client_ip = NULL, body_hash = NULL, purged_at = ?
             WHERE id = ? AND purged_at IS NULL`,
            now,
            id,
          );
          // An erased lead can no longer be delivered, and its last error goes too: HubSpot's
          // messages may quote the submitted values. The lease goes, so a late worker's outcome
          // write matches nothing.
          run(
            `UPDATE leads SET state = 'dead', last_error = ?, lease_until = NULL, lease_owner = NULL
             WHERE id = ? AND state <> 'delivered'`,
            JSON.stringify({ at: now, message: 'personal data erased on request' } satisfies DeliveryError),
            id,
          );
          return erased === 1;
        }),
      ),

    checkWritable: () =>
      sync(() => {
        // A real write (the WAL is fsynced): a read-only or full disk shows here.
        transaction(() =>
          run(`INSERT OR REPLACE INTO meta (key, value) VALUES ('ready_probe', ?)`, String(Date.now())),
        );
      }),

    schemaStatus: () => sync(() => ({ applied: appliedVersion(db), expected: migrations.length })),

    ...openStatusTable(db),

    close: () => {
      if (db.isOpen) db.close();
    },
  };
}
