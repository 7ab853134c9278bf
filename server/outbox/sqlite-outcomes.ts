import type { SQLInputValue } from 'node:sqlite';
import type { LeadStore } from './store.ts';

type Outcomes = Pick<LeadStore, 'releaseLease' | 'markDelivered' | 'scheduleRetry' | 'postpone' | 'markDead'>;

/**
 * The delivery worker's outcome writes on the SQLite outbox. Each is fenced (decision 088): it
 * changes the lead only while this worker still holds its lease and the lead is still pending,
 * so a late worker cannot undo an erasure, or a delivery another worker recorded after the
 * lease ran out. Each resolves whether it changed the row.
 */
export function outcomeWrites(
  run: (sql: string, ...params: SQLInputValue[]) => number,
  sync: <T>(work: () => T) => Promise<T>,
): Outcomes {
  return {
    releaseLease: (id, owner) =>
      sync(
        () =>
          run(
            `UPDATE leads SET lease_until = NULL, lease_owner = NULL, attempts = MAX(attempts - 1, 0)
           WHERE id = ? AND state = 'pending' AND lease_owner = ?`,
            id,
            owner,
          ) === 1,
      ),

    markDelivered: (id, now, owner) =>
      sync(
        () =>
          run(
            `UPDATE leads SET state = 'delivered', delivered_at = ?, lease_until = NULL, lease_owner = NULL, last_error = NULL
           WHERE id = ? AND state = 'pending' AND lease_owner = ?`,
            now,
            id,
            owner,
          ) === 1,
      ),

    scheduleRetry: (id, nextAttemptAt, error, owner) =>
      sync(
        () =>
          run(
            `UPDATE leads SET next_attempt_at = ?, last_error = ?, lease_until = NULL, lease_owner = NULL
           WHERE id = ? AND state = 'pending' AND lease_owner = ?`,
            nextAttemptAt,
            JSON.stringify(error),
            id,
            owner,
          ) === 1,
      ),

    postpone: (id, nextAttemptAt, owner) =>
      sync(
        () =>
          run(
            `UPDATE leads SET next_attempt_at = ?, lease_until = NULL, lease_owner = NULL, attempts = MAX(attempts - 1, 0)
           WHERE id = ? AND state = 'pending' AND lease_owner = ?`,
            nextAttemptAt,
            id,
            owner,
          ) === 1,
      ),

    markDead: (id, error, owner) =>
      sync(
        () =>
          run(
            `UPDATE leads SET state = 'dead', last_error = ?, lease_until = NULL, lease_owner = NULL
           WHERE id = ? AND state = 'pending' AND lease_owner = ?`,
            JSON.stringify(error),
            id,
            owner,
          ) === 1,
      ),
  };
}
