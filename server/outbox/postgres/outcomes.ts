import type { LeadStore } from '../store.ts';
import type { Exec } from './exec.ts';

type Outcomes = Pick<LeadStore, 'releaseLease' | 'markDelivered' | 'scheduleRetry' | 'postpone' | 'markDead'>;

/**
 * The delivery worker's outcome writes on the PostgreSQL outbox, fenced as in SQLite (decision
 * 088): a write changes the lead only while `owner` holds its lease and the lead is pending, so a
 * late instance cannot undo an erasure or a delivery another instance recorded after the lease
 * ran out (R16). Each resolves whether it changed the row.
 */
export function outcomeWrites(exec: Exec): Outcomes {
  const fenced = async (set: string, params: unknown[]): Promise<boolean> =>
    (await exec(
      `UPDATE leads SET ${set}, lease_until = NULL, lease_owner = NULL
       WHERE id = $1 AND state = 'pending' AND lease_owner = $2`,
      params,
    )) === 1;
  return {
    releaseLease: (id, owner) => fenced('attempts = GREATEST(attempts - 1, 0)', [id, owner]),
    markDelivered: (id, now, owner) =>
      fenced(`state = 'delivered', delivered_at = $3, last_error = NULL`, [id, owner, now]),
    scheduleRetry: (id, nextAttemptAt, error, owner) =>
      fenced('next_attempt_at = $3, last_error = $4', [id, owner, nextAttemptAt, JSON.stringify(error)]),
    postpone: (id, nextAttemptAt, owner) =>
      fenced('next_attempt_at = $3, attempts = GREATEST(attempts - 1, 0)', [id, owner, nextAttemptAt]),
    markDead: (id, error, owner) =>
      fenced(`state = 'dead', last_error = $3`, [id, owner, JSON.stringify(error)]),
  };
}
