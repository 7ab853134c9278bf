import { readdirSync, readFileSync } from 'node:fs';

/** One numbered schema change, as shipped beside the code. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Numbered files: 001-outbox.sql, 002-….sql; the number is the version. */
const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * The migration files of one store in version order (decisions 095, 096). A file, once landed,
 * never changes: a database records the versions it ran, not their text. A gap or a duplicate
 * number is a packaging fault (a file lost or doubled), so it refuses to start rather than run a
 * schema no test has seen.
 *
 * So SQLite's migrations repeat the whole `leads` table each time it changes (002 and 003 rebuild
 * it with every column, as SQLite changes a CHECK or a NOT NULL only by a new table). That
 * repetition stays: a definition shared between them would be one text behind several landed
 * files, and changing it would change what an old migration runs, on databases that ran it before.
 * Their hashes are pinned in migration-files.test.ts.
 */
export function readMigrationFiles(dir: URL, database: string): Migration[] {
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
      throw new Error(`${database} migrations must be numbered 001, 002, … without gaps: ${migration.name}`);
  });
  return migrations;
}
