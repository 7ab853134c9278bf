import { readdirSync, readFileSync } from 'node:fs';
import type { Pool } from 'pg';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** Numbered files: 001-outbox.sql, 002-….sql; the number is the version. */
const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;
/**
 * Key of the transaction-scoped advisory lock the migrations run under: instances started
 * together queue on it, and each finds the work done by the first (decision 095).
 */
export const MIGRATION_LOCK_KEY = 250_095;

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The migration files in version order; a gap or a duplicate number is a packaging fault. */
export function readMigrations(dir: URL = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .map((name) => ({ name, match: FILE_NAME.exec(name) }))
    .filter((entry) => entry.match !== null)
    .map(({ name, match }) => ({
      version: Number(match?.[1]),
      name,
      sql: readFileSync(new URL(name, dir), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`PostgreSQL migrations must be numbered 001, 002, … without gaps: ${migration.name}`);
  });
  return migrations;
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
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
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
    await client.query('COMMIT');
    return ran;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
