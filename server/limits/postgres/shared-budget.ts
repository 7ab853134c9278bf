import type pg from 'pg';
import type { OutboundBudget } from '../delivery-gates.ts';
import { DB_NOW_MS, inTransaction } from '../../postgres-pool.ts';

/** Key of the advisory lock every instance takes a budget slot under (decision 097). */
export const BUDGET_LOCK_KEY = 250_097;

export interface SharedBudgetOptions {
  readonly max: number;
  readonly windowMs: number;
  /**
   * How long a call whose instance never said it finished still counts as in flight: the lead's
   * lease (OUTBOX_LEASE_MS, longer than HUBSPOT_TIMEOUT_MS), after which the call is surely over.
   */
  readonly staleMs: number;
}

/**
 * HubSpot's budget shared by every instance (docs/requirements.md R16.6, decision 097): one budget for
 * the portal whatever the number of instances. A slot is a row in outbound_calls, taken under a
 * transaction-scoped advisory lock so two instances never both take the last one, and freed a
 * window after its call finished, on the database's clock.
 */
export function sharedBudget(pool: pg.Pool, options: SharedBudgetOptions): OutboundBudget {
  const { max, windowMs, staleMs } = options;
  return {
    take: () =>
      inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock($1)', [BUDGET_LOCK_KEY]);
        await client.query(`DELETE FROM outbound_calls WHERE frees_at <= ${DB_NOW_MS}`);
        const taken = await client.query<{ id: number }>(
          `INSERT INTO outbound_calls (started_at, frees_at)
           SELECT now_ms, now_ms + $2::bigint + $3::bigint FROM (SELECT ${DB_NOW_MS} AS now_ms) AS clock
           WHERE (SELECT count(*) FROM outbound_calls) < $1
           RETURNING id`,
          [max, staleMs, windowMs],
        );
        const row = taken.rows[0];
        if (row) return { slot: row.id };
        // A call in flight frees its slot a window after it ends: at the earliest a window from now.
        const frees = await client.query<{ wait: number }>(
          `SELECT least(min(frees_at), ${DB_NOW_MS} + $1::bigint) - ${DB_NOW_MS} AS wait FROM outbound_calls`,
          [windowMs],
        );
        return { waitMs: Math.max(1, frees.rows[0]?.wait ?? windowMs) };
      }),
    async finish(slot) {
      await pool.query(
        `UPDATE outbound_calls SET finished_at = ${DB_NOW_MS}, frees_at = ${DB_NOW_MS} + $2::bigint WHERE id = $1`,
        [slot, windowMs],
      );
    },
    async giveBack(slot) {
      await pool.query('DELETE FROM outbound_calls WHERE id = $1', [slot]);
    },
  };
}
