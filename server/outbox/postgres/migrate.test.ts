import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.ts';

function folder(files: readonly string[]): URL {
  const dir = mkdtempSync(join(tmpdir(), 'pg-migrations-'));
  for (const name of files) writeFileSync(join(dir, name), `-- ${name}`);
  return pathToFileURL(`${dir}/`);
}

describe('PostgreSQL migration files', () => {
  it('are read in version order, other files ignored', () => {
    const migrations = readMigrations(folder(['002-b.sql', '001-a.sql', 'README.md']));
    expect(migrations.map(({ version, name }) => ({ version, name }))).toEqual([
      { version: 1, name: '001-a.sql' },
      { version: 2, name: '002-b.sql' },
    ]);
    expect(migrations[0]?.sql).toBe('-- 001-a.sql');
  });

  it('refuse a gap or a duplicate number (a file lost in packaging)', () => {
    expect(() => readMigrations(folder(['001-a.sql', '003-c.sql']))).toThrow(/without gaps: 003-c.sql/);
    expect(() => readMigrations(folder(['001-a.sql', '001-b.sql']))).toThrow(/without gaps/);
  });

  it('start with the outbox schema shipped beside the code', () => {
    expect(readMigrations()[0]).toMatchObject({ version: 1, name: '001-outbox.sql' });
  });
});
