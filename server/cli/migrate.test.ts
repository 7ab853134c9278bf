import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate, readSqliteMigrations } from '../outbox/sqlite-migrate.ts';
import { STORE_FILE } from '../outbox/sqlite-store.ts';
import { runLeadsCli } from './leads.ts';

async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLeadsCli(argv, { out: (text) => out.push(text), err: (text) => err.push(text), env });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A DATA_DIR whose outbox was left at `versions` migration files by an older release. */
function olderOutbox(versions: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'cli-migrate-'));
  const db = new DatabaseSync(join(dir, STORE_FILE));
  migrate(db, readSqliteMigrations().slice(0, versions));
  db.close();
  return dir;
}

describe('leads CLI migrate (SQLite)', () => {
  it('brings a new outbox in DATA_DIR to the latest schema, then finds it current', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-migrate-'));
    expect(await run(['migrate'], { DATA_DIR: dir })).toEqual({
      code: 0,
      out: 'applied migrations 1, 2, 3 to the SQLite outbox: its schema is at version 3',
      err: '',
    });
    expect((await run(['migrate'], { DATA_DIR: dir })).out).toBe(
      'the SQLite outbox is current at version 3: nothing to apply',
    );
  });

  it('applies only what an older outbox lacks (--data-dir, as the other commands)', async () => {
    const dir = olderOutbox(1);
    expect((await run(['migrate', '--data-dir', dir])).out).toBe(
      'applied migrations 2, 3 to the SQLite outbox: its schema is at version 3',
    );
  });

  it('says so when a newer release migrated further (a rolling deploy), and changes nothing', async () => {
    const dir = olderOutbox(3);
    const db = new DatabaseSync(join(dir, STORE_FILE));
    db.exec(`INSERT INTO schema_migrations (version, name) VALUES (4, '004-from-the-future.sql')`);
    db.close();
    const { code, out } = await run(['migrate', '--data-dir', dir]);
    expect(code).toBe(0);
    expect(out).toBe(
      "the SQLite outbox is at version 4, ahead of this code's 3 (a newer release migrated it): nothing to apply",
    );
  });

  it('exits 1 naming DATA_DIR and the cause when the outbox cannot be migrated', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-migrate-'));
    const db = new DatabaseSync(join(dir, STORE_FILE));
    db.exec('CREATE TABLE leads (id TEXT)');
    db.close();
    const { code, out, err } = await run(['migrate', '--data-dir', dir]);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe(
      `Cannot open the lead store in DATA_DIR (${dir}): SQLite migration 001-outbox.sql failed: table leads already exists`,
    );
  });
});
