import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` in one write transaction, rolled back when it throws. IMMEDIATE takes the write
 * lock at BEGIN, so two processes on one file (the server and the CLI) queue on busy_timeout
 * instead of one failing when it first writes.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    // SQLite rolls some failures back by itself; a second ROLLBACK would throw over the cause.
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
