import type pg from 'pg';
import { DB_NOW_MS } from '../../postgres-pool.ts';
import type { WindowCounter } from '../window-counter.ts';

/** How often one instance clears the windows that ended (each instance sweeps; any one would do). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed windows in PostgreSQL (decision 097): one upsert per hit, which starts a new window when the
 * last one has ended, on the database's clock, so a flood spread over N instances is counted as
 * one. Ended windows are swept at most once a minute by each instance.
 */
export function sharedWindows(pool: pg.Pool, onSweepError: (error: unknown) => void): WindowCounter {
  let sweptAt = Date.now();
  return {
    async hit(key, windowMs) {
      if (Date.now() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        pool.query(`DELETE FROM rate_windows WHERE resets_at <= ${DB_NOW_MS}`).catch(onSweepError);
      }
      const { rows } = await pool.query<{ hits: number; reset_in: number }>(
        `WITH clock AS (SELECT ${DB_NOW_MS} AS now_ms)
         INSERT INTO rate_windows AS w (key, hits, resets_at)
           SELECT $1, 1, clock.now_ms + $2::bigint FROM clock
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN w.resets_at <= (SELECT now_ms FROM clock) THEN 1 ELSE w.hits + 1 END,
           resets_at = CASE WHEN w.resets_at <= (SELECT now_ms FROM clock) THEN EXCLUDED.resets_at ELSE w.resets_at END
         RETURNING hits, resets_at - (SELECT now_ms FROM clock) AS reset_in`,
        [key, windowMs],
      );
      const row = rows[0];
      if (!row) throw new Error('rate window upsert returned no row');
      // A hit that read the clock just before another instance opened the window sees a few ms more.
      return { count: row.hits, resetInMs: Math.min(windowMs, Math.max(0, row.reset_in)) };
    },
  };
}
