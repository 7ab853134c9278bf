import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { openSqliteStore, STORE_FILE } from './sqlite-store.ts';
import { migrate, readSqliteMigrations } from './sqlite-migrate.ts';
import type { LeadStore } from './store.ts';
import { describeLeadStore } from '../../tests/support/lead-store-contract.ts';

describeLeadStore('SQLite', () => Promise.resolve(openSqliteStore(mkdtempSync(join(tmpdir(), 'store-')))));

/** What only the SQLite store does: a WAL file in DATA_DIR (its migrations: sqlite-migrate.test.ts). */
describe('SQLite outbox', () => {
  let dir: string;
  let store: LeadStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-'));
    store = openSqliteStore(dir);
  });
  afterEach(() => {
    store.close();
  });

  it('is a WAL database in DATA_DIR', () => {
    const db = new DatabaseSync(join(dir, STORE_FILE));
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    db.close();
  });

  it('keeps committed leads across a reopen (they are on disk)', async () => {
    const lead = newLead();
    await store.insertBatch([lead]);
    store.close();
    store = openSqliteStore(dir);
    expect(await store.get(lead.id)).toMatchObject({
      id: lead.id,
      state: 'pending',
      attempts: 0,
      form: lead.form,
    });
  });

  it('upgrades a first-version database in place, keeping its leads', async () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'store-v1-'));
    const db = new DatabaseSync(join(oldDir, STORE_FILE));
    migrate(db, readSqliteMigrations().slice(0, 1));
    db.prepare(
      `INSERT INTO leads (id, form_id, state, payload, client_ip, consent, next_attempt_at, created_at, body_hash)
       VALUES ('old-lead', 'f', 'local', '{"a":1}', '203.0.113.9', '{}', 1, 1, 'h')`,
    ).run();
    db.close();
    const upgraded = openSqliteStore(oldDir);
    try {
      expect(await upgraded.get('old-lead')).toMatchObject({ state: 'local', form: { a: 1 } });
      await upgraded.insertBatch([newLead({ state: 'held' })]);
      expect(await upgraded.counts()).toMatchObject({ local: 1, held: 1 });
    } finally {
      upgraded.close();
    }
  });
});
