import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readMigrationFiles } from './migration-files.ts';
import { readSqliteMigrations } from './sqlite-migrate.ts';

function folder(files: readonly string[]): URL {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const name of files) writeFileSync(join(dir, name), `-- ${name}`);
  return pathToFileURL(`${dir}/`);
}

/**
 * sha256 of every migration file that has landed. A database records which versions it ran, not
 * their text, so an edited file would leave databases that ran the old text with a schema no
 * file describes: a change is a new file (decision 096). Add a row with each new file.
 */
const LANDED: Readonly<Record<string, string>> = {
  'sqlite-migrations/001-outbox.sql': '8c12d0a59cbece5c7d17bbc1a04447b63dbbff77d9f14336cd44eea28c5e5ff8',
  'sqlite-migrations/002-held-state.sql': '49e41ad947711df3fc67a3bc6046408bbe2c15241277558ce9f65e8bc541ce37',
  'sqlite-migrations/003-body-hash-clearable.sql':
    '14ae062847812623483d07f0f89515cf068f5200b68d0110b59c530d15c751d1',
  'postgres/migrations/001-outbox.sql': 'd7aa39717341455a78355f655b14458a876988027612be900278756209e24247',
  'postgres/migrations/002-shared-limits.sql':
    '3112b8b50853bbae24d85c1354ec7292cb9c3d0bf32a07065283bfd6ceabf7f0',
  'postgres/migrations/003-form-snapshots.sql':
    '3c975c4d934b9386d6ca81fbce32045010197a360509993fa50197dbef504c95',
  'postgres/migrations/004-body-hash-clearable.sql':
    '79f2a781efc65f12e3b900bb590b44aa988ea05f4ba93480fb66f1fdbac64c00',
};

describe('migration files', () => {
  it('are read in version order, other files ignored', () => {
    const migrations = readMigrationFiles(folder(['002-b.sql', '001-a.sql', 'README.md']), 'Test');
    expect(migrations.map(({ version, name }) => ({ version, name }))).toEqual([
      { version: 1, name: '001-a.sql' },
      { version: 2, name: '002-b.sql' },
    ]);
    expect(migrations[0]?.sql).toBe('-- 001-a.sql');
  });

  it('refuse a gap or a duplicate number (a file lost in packaging), naming the database', () => {
    expect(() => readMigrationFiles(folder(['001-a.sql', '003-c.sql']), 'SQLite')).toThrow(
      'SQLite migrations must be numbered 001, 002, … without gaps: 003-c.sql',
    );
    expect(() => readMigrationFiles(folder(['001-a.sql', '001-b.sql']), 'SQLite')).toThrow(/without gaps/);
    expect(() => readMigrationFiles(folder(['002-b.sql']), 'SQLite')).toThrow(/without gaps: 002-b.sql/);
  });

  it('ship the SQLite outbox schema beside the code', () => {
    expect(readSqliteMigrations().map(({ version, name }) => ({ version, name }))).toEqual([
      { version: 1, name: '001-outbox.sql' },
      { version: 2, name: '002-held-state.sql' },
      { version: 3, name: '003-body-hash-clearable.sql' },
    ]);
  });

  it('never change once landed', () => {
    const hashes = Object.fromEntries(
      Object.keys(LANDED).map((path) => [
        path,
        createHash('sha256')
          .update(readFileSync(new URL(path, import.meta.url)))
          .digest('hex'),
      ]),
    );
    expect(hashes).toEqual(LANDED);
  });

  it('each have a row above: a new file is pinned when it lands', () => {
    const shipped = ['sqlite-migrations/', 'postgres/migrations/'].flatMap((dir) =>
      readdirSync(new URL(dir, import.meta.url))
        .filter((name) => name.endsWith('.sql'))
        .map((name) => `${dir}${name}`),
    );
    expect(shipped.sort()).toEqual(Object.keys(LANDED).sort());
  });
});
