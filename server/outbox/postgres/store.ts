import pg from 'pg';
import { LEAD_STATES, type DeliveryError, type LeadState } from '../lead.ts';
import { toLead, type LeadRow } from '../sqlite-rows.ts';
import type { LeadStore } from '../store.ts';
import { DB_NOW_MS, inTransaction, poolTypes } from '../../postgres-pool.ts';
import type { Exec, Rows } from './exec.ts';
import { insertLeads } from './insert-batch.ts';
import { migrate, readMigrations } from './migrate.ts';
import { outcomeWrites } from './outcomes.ts';
import { statusTable } from './status.ts';

export interface PostgresStoreOptions {
  /** Connections kept at most (node-postgres' pool). */
  readonly maxConnections?: number;
  /** An idle connection broke (the database restarted): the pool drops it and reconnects. */
  readonly onIdleError?: (error: Error) => void;
  /** Told the migration versions the open ran (none when the schema was current). */
  readonly onMigrated?: (versions: readonly number[]) => void;
}

/** The PostgreSQL outbox, with `end()` to wait until its connections are closed. */
export interface PostgresLeadStore extends LeadStore {
  end(): Promise<void>;
  /** The store's connections, which the limits shared by all instances use too (decision 097). */
  readonly pool: pg.Pool;
}

/** The store is the PostgreSQL one (its pool carries the shared limits). */
export function isPostgresStore(store: LeadStore): store is PostgresLeadStore {
  return 'pool' in store && store.pool instanceof pg.Pool;
}

/**
 * The outbox in PostgreSQL (docs/requirements.md R16), selected by DATABASE_URL so several
 * instances share one outbox (decision 095). Same contract as the SQLite store
 * (tests/support/lead-store-contract.ts); what differs: claims skip rows another instance is
 * claiming (FOR UPDATE SKIP LOCKED), and leases run on the database's clock. Migrates the schema
 * before it resolves.
 */
export async function openPostgresStore(
  url: string,
  options: PostgresStoreOptions = {},
): Promise<PostgresLeadStore> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types: poolTypes,
    // A database that does not answer fails the open (and a query) instead of hanging start-up.
    connectionTimeoutMillis: 10_000,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const migrations = readMigrations();
  let ran: number[];
  try {
    ran = await migrate(pool, migrations);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  options.onMigrated?.(ran);

  const exec: Exec = async (sql, params = []) => (await pool.query(sql, params)).rowCount ?? 0;
  const rows: Rows = async (sql, params = []) => (await pool.query<LeadRow>(sql, params)).rows;

  const transaction = <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> =>
    inTransaction(pool, work);

  let ended: Promise<void> | undefined;
  const end = (): Promise<void> => (ended ??= pool.end());

  return {
    kind: 'postgresql',

    insertBatch: (leads) => transaction((client) => insertLeads(client, leads)),

    // SKIP LOCKED: a row another instance is claiming right now is passed over, not waited for
    // and not claimed twice. The lease is the database's now + leaseMs; `now` only decides which
    // retries are due (next_attempt_at is written from the application's clock).
    claimDue: async ({ now, limit, leaseMs, owner }) =>
      (
        await rows(
          `UPDATE leads SET lease_until = ${DB_NOW_MS} + $1, lease_owner = $2, attempts = attempts + 1
           WHERE id IN (
             SELECT id FROM leads
             WHERE state = 'pending' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until <= ${DB_NOW_MS})
             ORDER BY next_attempt_at LIMIT $4
             FOR UPDATE SKIP LOCKED)
           RETURNING *`,
          [leaseMs, owner, now, limit],
        )
      ).map(toLead),

    ...outcomeWrites(exec),

    releaseBacklog: (now) =>
      exec(`UPDATE leads SET next_attempt_at = $1 WHERE state = 'pending' AND next_attempt_at > $1`, [now]),

    counts: async () => {
      const counts = Object.fromEntries(LEAD_STATES.map((state) => [state, 0])) as Record<LeadState, number>;
      const result = await pool.query<{ state: LeadState; n: number }>(
        `SELECT state, COUNT(*)::integer AS n FROM leads WHERE state <> 'held' OR payload IS NOT NULL GROUP BY state`,
      );
      for (const row of result.rows) counts[row.state] = row.n;
      return counts;
    },

    list: async ({ state, limit, offset = 0 }) =>
      (state
        ? await rows('SELECT * FROM leads WHERE state = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3', [
            state,
            limit,
            offset,
          ])
        : await rows('SELECT * FROM leads ORDER BY created_at, id LIMIT $1 OFFSET $2', [limit, offset])
      ).map(toLead),

    get: async (id) => (await rows('SELECT * FROM leads WHERE id = $1', [id])).map(toLead)[0],

    retry: async (id, now) =>
      (await exec(
        `UPDATE leads SET state = 'pending', next_attempt_at = $1, lease_until = NULL, lease_owner = NULL
         WHERE id = $2 AND state IN ('dead', 'local', 'held') AND payload IS NOT NULL`,
        [now, id],
      )) === 1,

    retryAllDead: (now) =>
      exec(
        `UPDATE leads SET state = 'pending', next_attempt_at = $1, lease_until = NULL, lease_owner = NULL
         WHERE state = 'dead' AND payload IS NOT NULL`,
        [now],
      ),

    purgeDelivered: (before, now, staleBefore) =>
      exec(
        // A dead letter's last error may quote the submitted values: it goes with them.
        `UPDATE leads SET payload = NULL, client_ip = NULL, body_hash = NULL, purged_at = $1,
           last_error = CASE WHEN state = 'dead' THEN NULL ELSE last_error END
         WHERE ((state = 'delivered' AND delivered_at < $2) OR (state = 'held' AND created_at < $2)
                OR (state IN ('dead', 'local', 'held') AND created_at < $3))
           AND purged_at IS NULL`,
        [now, before, staleBefore],
      ),

    deleteExpired: (consentBefore) =>
      exec(`DELETE FROM leads WHERE payload IS NULL AND (created_at < $1 OR state = 'held')`, [
        consentBefore,
      ]),

    tableSize: async () => {
      const result = await pool.query<{ rows: number; bytes: string }>(
        `SELECT (SELECT COUNT(*)::integer FROM leads) AS rows, pg_total_relation_size('leads')::text AS bytes`,
      );
      const row = result.rows[0];
      return { rows: row?.rows ?? 0, bytes: Number(row?.bytes ?? 0) };
    },

    erase: (id, now) =>
      transaction(async (client) => {
        const erased = await client.query(
          'UPDATE leads SET payload = NULL, client_ip = NULL, body_hash = NULL, purged_at = $1 WHERE id = $2 AND purged_at IS NULL',
          [now, id],
        );
        // As in SQLite: never delivered after this, its last error goes (HubSpot may quote the
        // values), and its lease goes, so a late worker's fenced outcome write matches nothing.
        await client.query(
          `UPDATE leads SET state = 'dead', last_error = $1, lease_until = NULL, lease_owner = NULL
           WHERE id = $2 AND state <> 'delivered'`,
          [
            JSON.stringify({ at: now, message: 'personal data erased on request' } satisfies DeliveryError),
            id,
          ],
        );
        return erased.rowCount === 1;
      }),

    checkWritable: async () => {
      // A real committed write: a read-only or full database shows here.
      await pool.query(
        `INSERT INTO meta (key, value) VALUES ('ready_probe', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
        [String(Date.now())],
      );
    },

    // The highest version any instance recorded: during a rolling deploy a newer one may be ahead.
    schemaStatus: async () => {
      const { rows: found } = await pool.query<{ applied: number }>(
        'SELECT COALESCE(MAX(version), 0)::integer AS applied FROM schema_migrations',
      );
      return { applied: found[0]?.applied ?? 0, expected: migrations.length };
    },

    ...statusTable(pool),

    close: () => {
      end().catch(() => undefined);
    },
    end,
    pool,
  };
}
