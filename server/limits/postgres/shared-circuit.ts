import type pg from 'pg';
import type { CircuitGate, CircuitPass, CircuitState } from '../delivery-gates.ts';
import { DB_NOW_MS } from '../../postgres-pool.ts';

export interface SharedCircuitOptions {
  readonly threshold: number;
  readonly openMs: number;
  /** This instance (the probe's holder). */
  readonly owner: string;
  /** How long a probe may stay unanswered before another instance may probe (its instance died). */
  readonly probeLeaseMs: number;
}

interface CircuitRow {
  readonly tripped: boolean;
  readonly wait: number;
  readonly probe: boolean;
}

/** The state from the row, as circuit-breaker.ts computes it from its fields. */
function stateOf(row: Pick<CircuitRow, 'tripped' | 'wait'>): CircuitState {
  if (row.wait > 0) return 'open';
  return row.tripped ? 'half-open' : 'closed';
}

/**
 * The circuit breaker shared by every instance (docs/requirements.md R16.6, decision 097): one row,
 * so the failures of all instances count together, an open circuit pauses all of them, and a
 * half-open circuit lets ONE probe through across all instances (not one per instance). Same rules
 * as circuit-breaker.ts, on the database's clock; every change is one UPDATE (the row lock orders
 * them).
 */
export function sharedCircuit(pool: pg.Pool, options: SharedCircuitOptions): CircuitGate {
  const { threshold, openMs, owner, probeLeaseMs } = options;
  return {
    async acquire(): Promise<CircuitPass> {
      // The probe is taken only when the circuit is half-open and nobody holds a live probe.
      const { rows } = await pool.query<CircuitRow>(
        `WITH clock AS (SELECT ${DB_NOW_MS} AS now_ms),
         took AS (
           UPDATE delivery_circuit AS c SET probe_owner = $1, probe_until = clock.now_ms + $2::bigint
           FROM clock
           WHERE c.id = 1 AND c.tripped AND c.open_until <= clock.now_ms
             AND (c.probe_owner IS NULL OR c.probe_until <= clock.now_ms)
           RETURNING c.id)
         SELECT c.tripped, greatest(c.open_until - clock.now_ms, 0) AS wait, EXISTS (SELECT 1 FROM took) AS probe
         FROM delivery_circuit AS c, clock WHERE c.id = 1`,
        [owner, probeLeaseMs],
      );
      const row = rows[0];
      if (!row) throw new Error('delivery_circuit has no row: the migrations did not run');
      const state = stateOf(row);
      if (state === 'open') return { waitMs: row.wait, probe: false, state };
      if (state === 'half-open' && !row.probe) return { waitMs: Math.min(openMs, 1000), probe: false, state };
      return { waitMs: 0, probe: row.probe, state };
    },
    async releaseProbe() {
      await pool.query('UPDATE delivery_circuit SET probe_owner = NULL WHERE id = 1 AND probe_owner = $1', [
        owner,
      ]);
    },
    async onSuccess() {
      const { rows } = await pool.query<{ was_tripped: boolean }>(
        `UPDATE delivery_circuit AS c SET failures = 0, tripped = false, open_until = 0, probe_owner = NULL
         FROM (SELECT tripped FROM delivery_circuit WHERE id = 1 FOR UPDATE) AS prior
         WHERE c.id = 1 RETURNING prior.tripped AS was_tripped`,
      );
      return rows[0]?.was_tripped ?? false;
    },
    async onFailure(_now, retryAfterMs) {
      // A failed probe (held by this instance) or the threshold reached opens it for openMs.
      await pool.query(
        `WITH clock AS (SELECT ${DB_NOW_MS} AS now_ms)
         UPDATE delivery_circuit AS c SET
           failures = c.failures + 1,
           tripped = c.tripped OR opens.yes,
           open_until = greatest(
             c.open_until,
             CASE WHEN opens.yes THEN clock.now_ms + $3::bigint ELSE 0 END,
             clock.now_ms + coalesce($4::bigint, 0)),
           probe_owner = CASE WHEN c.probe_owner = $1 THEN NULL ELSE c.probe_owner END
         FROM clock, (SELECT (probe_owner IS NOT DISTINCT FROM $1) OR failures + 1 >= $2 AS yes
                      FROM delivery_circuit WHERE id = 1 FOR UPDATE) AS opens
         WHERE c.id = 1`,
        [owner, threshold, openMs, retryAfterMs ?? null],
      );
    },
    async state() {
      const { rows } = await pool.query<CircuitRow>(
        `SELECT tripped, greatest(open_until - ${DB_NOW_MS}, 0) AS wait, false AS probe FROM delivery_circuit WHERE id = 1`,
      );
      const row = rows[0];
      return row ? stateOf(row) : 'closed';
    },
  };
}
