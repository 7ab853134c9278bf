import { existsSync, mkdtempSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedDefinition, IT_FORM_ID } from '../tests/support/test-app.ts';
import { loadEnv } from './env.ts';
import { prepareForm } from './hubspot/cached-form.ts';
import { freePort } from '../scripts/lib/free-port.ts';
import { STORE_FILE } from './outbox/sqlite-store.ts';
import { openDatabase, openLeadStore, StoreOpenError } from './open-database.ts';

const log = { warn: () => undefined };

describe('openLeadStore', () => {
  it('opens the SQLite outbox in DATA_DIR when DATABASE_URL is unset', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'open-store-'));
    const store = await openLeadStore({ DATABASE_URL: undefined, DATA_DIR: dir }, log);
    store.close();
    expect(existsSync(join(dir, STORE_FILE))).toBe(true);
  });

  it('stops start-up naming DATA_DIR when the SQLite outbox cannot be migrated', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'open-store-'));
    const db = new DatabaseSync(join(dir, STORE_FILE));
    // A table in the way: the first migration cannot create its own.
    db.exec('CREATE TABLE leads (id TEXT)');
    db.close();
    const opening = openLeadStore({ DATABASE_URL: undefined, DATA_DIR: dir }, log);
    await expect(opening).rejects.toThrow(StoreOpenError);
    await expect(opening).rejects.toThrow(
      `Cannot open the lead store in DATA_DIR (${dir}): SQLite migration 001-outbox.sql failed`,
    );
  });

  it('stops start-up naming DATABASE_URL, without its password, when the database cannot be reached', async () => {
    const port = await freePort();
    const url = `postgres://leads:s3cret-pw@127.0.0.1:${String(port)}/leads`;
    const opening = openLeadStore({ DATABASE_URL: url, DATA_DIR: '/nonexistent' }, log);
    await expect(opening).rejects.toThrow(StoreOpenError);
    await expect(opening).rejects.toThrow(`DATABASE_URL (postgres://127.0.0.1:${String(port)}/leads)`);
    await expect(opening).rejects.not.toThrow('s3cret-pw');
  });
});

describe('openDatabase', () => {
  it('on SQLite counts the limits in this process and keeps form snapshots in DATA_DIR/forms', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'open-database-'));
    const database = await openDatabase(loadEnv({ DATA_DIR: dir }), log);
    try {
      expect(database.limits.scope).toBe('process');
      expect(database.limits.windows).toBeUndefined();
      const snapshots = database.formSnapshots({});
      await snapshots.save(prepareForm(IT_FORM_ID, embeddedDefinition(IT_FORM_ID)));
      expect(existsSync(join(dir, 'forms', `${IT_FORM_ID}.json`))).toBe(true);
      expect((await snapshots.load(IT_FORM_ID))?.id).toBe(IT_FORM_ID);
    } finally {
      database.store.close();
    }
  });
});
