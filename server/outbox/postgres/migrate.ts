import type { Pool } from 'pg';
import { readMigrationFiles, type Migration } from '../migration-files.ts';
import { inTransaction } from '../../postgres-pool.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/**
 * Key of the transaction-scoped advisory lock the migrations run under: instances started
 * together queue on it, and each finds the work done by the first (decision 095).
 */
export const MIGRATION_LOCK_KEY = 250_095;

/** The PostgreSQL migration files in version order (migration-files.ts refuses gaps). */
export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  return readMigrationFiles(dir, 'PostgreSQL');
}

/**
 * Brings the database to the latest schema: one transaction, under an advisory lock, applying
 * the files not yet recorded in schema_migrations. A failing file rolls everything back, so a
 * database is never left half-upgraded. Resolves the versions applied by this call.
 */
export async function migrate(
  pool: Pool,
  migrations: readonly Migration[] = readMigrations(),
): Promise<number[]> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version    integer PRIMARY KEY,
         name       text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(done.rows.map((row) => row.version));
    const ran: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      ran.push(migration.version);
    }
    return ran;
  });
}
