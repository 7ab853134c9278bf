import type { DatabaseSync } from 'node:sqlite';
import { readMigrationFiles, type Migration } from './migration-files.ts';
import { inTransaction } from './sqlite-transaction.ts';

const MIGRATIONS_DIR = new URL('./sqlite-migrations/', import.meta.url);

/** The SQLite migration files in version order (migration-files.ts refuses gaps). */
export function readSqliteMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readMigrationFiles(dir, 'SQLite');
}

/**
 * Brings the database to the schema of `migrations` (all files by default; tests pass a prefix to
 * build an older version). Each file runs in its own transaction with its schema_migrations row,
 * re-checked inside the transaction, so a process that opened the file at the same moment finds
 * it done. A failing file is rolled back and stops the open, naming it. Returns the versions
 * this call ran.
 */
export function migrate(
  db: DatabaseSync,
  migrations: readonly Migration[] = readSqliteMigrations(),
): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
     version    INTEGER PRIMARY KEY,
     name       TEXT NOT NULL,
     applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
   ) STRICT`);
  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const ran: number[] = [];
  for (const migration of migrations) {
    const applied = inTransaction(db, () => {
      if (isApplied.get(migration.version) !== undefined) return false;
      try {
        db.exec(migration.sql);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`SQLite migration ${migration.name} failed: ${reason}`, { cause: error });
      }
      record.run(migration.version, migration.name);
      return true;
    });
    if (applied) ran.push(migration.version);
  }
  return ran;
}

/** The highest version recorded (0 before any). */
export function appliedVersion(db: DatabaseSync): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as {
    version: number | null;
  };
  return row.version ?? 0;
}
