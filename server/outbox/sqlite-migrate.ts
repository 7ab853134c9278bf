import type { DatabaseSync } from 'node:sqlite';
import { readMigrationFiles, type Migration } from './migration-files.ts';
import { inTransaction } from './sqlite-transaction.ts';

const MIGRATIONS_DIR = new URL('./sqlite-migrations/', import.meta.url);
/**
 * The last version the code before decision 096 counted with PRAGMA user_version. A database it
 * left at 1 or 2 has those migrations' schema; past it, user_version means nothing we know.
 */
const LAST_USER_VERSION = 2;

/** The SQLite migration files in version order (migration-files.ts refuses gaps). */
export function readSqliteMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readMigrationFiles(dir, 'SQLite');
}

const hasTable = (db: DatabaseSync, name: string): boolean =>
  db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?`).get(name) !== undefined;

const userVersion = (db: DatabaseSync): number =>
  (db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;

/**
 * Creates schema_migrations; a database versioned the old way (user_version 1 or 2, no
 * schema_migrations) has versions 1..user_version recorded as applied without running them again.
 */
function adopt(db: DatabaseSync, migrations: readonly Migration[]): void {
  inTransaction(db, () => {
    if (hasTable(db, 'schema_migrations')) return;
    const legacy = userVersion(db);
    if (legacy > LAST_USER_VERSION)
      throw new Error(
        `SQLite outbox has user_version ${String(legacy)} and no schema_migrations: unknown schema`,
      );
    db.exec(`CREATE TABLE schema_migrations (
       version    INTEGER PRIMARY KEY,
       name       TEXT NOT NULL,
       applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
     ) STRICT`);
    const record = db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
    for (const migration of migrations.slice(0, legacy)) record.run(migration.version, migration.name);
  });
}

/**
 * Brings the database to the schema of `migrations` (all files by default; tests pass a prefix to
 * build an older version). Each file runs in its own transaction with its schema_migrations row,
 * re-checked inside the transaction, so a process that opened the file at the same moment finds
 * it done. A failing file is rolled back and stops the open, naming it. Returns the versions
 * this call ran (adopted ones are not run).
 */
export function migrate(
  db: DatabaseSync,
  migrations: readonly Migration[] = readSqliteMigrations(),
): number[] {
  adopt(db, migrations);
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
      // Kept in step for the code before decision 096, which reads only user_version: rolled
      // back to it, a server finds the schema it knows and leaves it alone.
      db.exec(`PRAGMA user_version = ${String(migration.version)}`);
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
