import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { leaseAll } from '../../tests/support/lease.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import { purgeExpired } from './retention.ts';
import { openSqliteStore, STORE_FILE } from './sqlite-store.ts';
import type { LeadStore } from './store.ts';

const DAY = 86_400_000;

/** What the outbox keeps of a person, and for how long (decision 088). */
describe('personal data in the outbox', () => {
  let store: LeadStore | undefined;
  afterEach(() => {
    store?.close();
  });

  it('creates DATA_DIR for its user only (0700) and the database file 0600', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'perm-')), 'data');
    store = openSqliteStore(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, STORE_FILE)).mode & 0o777).toBe(0o600);
  });

  it('leaves no trace of an erased lead in the database file (secure_delete)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secure-'));
    store = openSqliteStore(dataDir);
    const marker = 'zz-unique-marker-7f3a9c@example.com';
    const lead = newLead({ email: marker });
    await store.insertBatch([newLead(), lead, newLead()]);
    expect(await store.erase(lead.id, Date.now())).toBe(true);
    const db = new DatabaseSync(join(dataDir, STORE_FILE));
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes = readFileSync(join(dataDir, STORE_FILE));
    expect(bytes.includes(Buffer.from('zz-unique-marker'))).toBe(false);
    expect(bytes.includes(Buffer.from('Alpina Energia'))).toBe(true);
  });

  it('leaves no body_hash of an erased or a purged lead (decision 145)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'erase-hash-'));
    store = openSqliteStore(dataDir);
    const [erased, purged] = [
      newLead({ idempotencyKey: 'key-erased', bodyHash: 'hash-erased' }),
      newLead({ idempotencyKey: 'key-purged', bodyHash: 'hash-purged', state: 'local', createdAt: 1 }),
    ];
    await store.insertBatch([erased, purged]);
    expect(await store.erase(erased.id, Date.now())).toBe(true);
    await purgeExpired(store, 30, Date.now(), 90, 1_000_000);
    const db = new DatabaseSync(join(dataDir, STORE_FILE));
    const hashes = db.prepare('SELECT id, body_hash FROM leads ORDER BY created_at').all();
    db.close();
    expect(hashes).toEqual([
      { id: purged.id, body_hash: null },
      { id: erased.id, body_hash: null },
    ]);
    // A resend with the erased lead's key is answered as the lead it was, not stored again.
    expect(
      await store.insertBatch([newLead({ idempotencyKey: 'key-erased', bodyHash: 'hash-erased' })]),
    ).toEqual([{ kind: 'replayed', id: erased.id }]);
  });

  it("clears a dead letter's last error on erasure (HubSpot's message may quote the values)", async () => {
    store = openSqliteStore(mkdtempSync(join(tmpdir(), 'erase-dead-')));
    const lead = newLead({ email: 'quoted@example.com' });
    await store.insertBatch([lead]);
    const error = { at: 1, status: 400, message: "Invalid email 'quoted@example.com'" };
    await store.markDead(lead.id, error, await leaseAll(store));
    await store.erase(lead.id, 2);
    const erased = await store.get(lead.id);
    expect(JSON.stringify(erased)).not.toContain('quoted@example.com');
    expect(erased?.lastError?.message).toBe('personal data erased on request');
  });

  it('purges dead, local and held leads past LEAD_MAX_AGE_DAYS like delivered ones', async () => {
    store = openSqliteStore(mkdtempSync(join(tmpdir(), 'max-age-')));
    const now = Date.now();
    const old = (state: 'pending' | 'local' | 'held') =>
      newLead({ state, createdAt: now - 91 * DAY, email: `old-${state}@example.com` });
    const [dead, local, held] = [old('pending'), old('local'), old('held')];
    const young = newLead({ state: 'local', createdAt: now - 89 * DAY });
    const waiting = old('pending');
    await store.insertBatch([dead]);
    await store.markDead(
      dead.id,
      { at: now, message: "Invalid email 'old-pending@example.com'" },
      await leaseAll(store),
    );
    await store.insertBatch([local, held, young, waiting]);
    // Held leads already go after LEAD_RETENTION_DAYS; here the retention is long, to see the max age.
    expect(await purgeExpired(store, 365, now, 90)).toMatchObject({ purged: 3 });
    for (const lead of [dead, local]) {
      expect(await store.get(lead.id)).toMatchObject({ form: null, clientIp: null, consent: lead.consent });
    }
    // A held lead never released is deleted with its data (decision 142).
    expect(await store.get(held.id)).toBeUndefined();
    expect((await store.get(dead.id))?.lastError).toBeNull();
    expect((await store.get(young.id))?.form).not.toBeNull();
    // A pending lead is still on its way to HubSpot: not purged by age.
    expect((await store.get(waiting.id))?.form).not.toBeNull();
  });
});
