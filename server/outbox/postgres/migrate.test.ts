import { describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.ts';

/** How files are read and numbers checked is migration-files.test.ts; this is PostgreSQL's folder. */
describe('PostgreSQL migration files', () => {
  it('start with the outbox schema shipped beside the code', () => {
    expect(readMigrations()[0]).toMatchObject({ version: 1, name: '001-outbox.sql' });
  });
});
