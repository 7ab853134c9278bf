import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaseAll, TEST_OWNER } from '../../tests/support/lease.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import { openSqliteStore, STORE_FILE } from './sqlite-store.ts';
import { migrate } from './sqlite-schema.ts';
import type { LeadStore } from './store.ts';

const T = 1_790_000_000_000;

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

  it('writes a batch in one transaction: all or nothing', async () => {
    const good = newLead();
    const clash = newLead({ id: good.id });
    await expect(store.insertBatch([newLead(), good, clash])).rejects.toThrow();
    expect((await store.counts()).pending).toBe(0);
  });

  it('replays an Idempotency-Key with the same body, and refuses it with another', async () => {
    const first = newLead({ idempotencyKey: 'k1', bodyHash: 'h1' });
    const outcomes = await store.insertBatch([
      first,
      newLead({ idempotencyKey: 'k1', bodyHash: 'h1' }),
      newLead({ idempotencyKey: 'k1', bodyHash: 'h2' }),
    ]);
    expect(outcomes).toEqual([
      { kind: 'created', id: first.id },
      { kind: 'replayed', id: first.id },
      { kind: 'conflict' },
    ]);
    expect((await store.counts()).pending).toBe(1);
  });

  it('claims due leads once, under a lease, counting the attempt', async () => {
    const lead = newLead({ createdAt: T });
    await store.insertBatch([lead]);
    const [claimed] = await store.claimDue({ now: T, limit: 5, leaseMs: 1000, owner: 'a' });
    expect(claimed).toMatchObject({ id: lead.id, attempts: 1, leaseUntil: T + 1000 });
    expect(await store.claimDue({ now: T + 999, limit: 5, leaseMs: 1000, owner: 'b' })).toEqual([]);
  });

  it('gives a lead claimed by a process that died to another once the lease has run out', async () => {
    await store.insertBatch([newLead({ createdAt: T })]);
    await store.claimDue({ now: T, limit: 1, leaseMs: 1000, owner: 'dead' });
    const [again] = await store.claimDue({ now: T + 1000, limit: 1, leaseMs: 1000, owner: 'alive' });
    expect(again?.attempts).toBe(2);
  });

  it('does not claim local leads, nor leads whose retry is not due', async () => {
    const retry = newLead({ createdAt: T });
    await store.insertBatch([newLead({ state: 'local', createdAt: T }), retry]);
    await store.claimDue({ now: T, limit: 5, leaseMs: 10, owner: 'a' });
    await store.scheduleRetry(retry.id, T + 5000, { at: T, message: '503' }, 'a');
    expect(await store.claimDue({ now: T + 4999, limit: 5, leaseMs: 10, owner: 'a' })).toEqual([]);
    expect(await store.claimDue({ now: T + 5000, limit: 5, leaseMs: 10, owner: 'a' })).toHaveLength(1);
  });

  it('releases the whole backlog at once (after an outage)', async () => {
    const retry = newLead({ createdAt: T });
    await store.insertBatch([retry]);
    await store.claimDue({ now: T, limit: 5, leaseMs: 10, owner: 'a' });
    await store.scheduleRetry(retry.id, T + 60_000, { at: T, message: '503' }, 'a');
    expect(await store.releaseBacklog(T + 100)).toBe(1);
    expect(await store.claimDue({ now: T + 100, limit: 5, leaseMs: 10, owner: 'a' })).toHaveLength(1);
  });

  it('records outcomes: delivered, dead letter with HubSpot errors, retry back to pending', async () => {
    const [a, b] = [newLead(), newLead()];
    await store.insertBatch([a, b]);
    await leaseAll(store);
    await store.markDelivered(a.id, T + 1, TEST_OWNER);
    const error = {
      at: T,
      status: 400,
      message: 'bad',
      errors: [{ message: 'Invalid email', errorType: 'INVALID_EMAIL' }],
    };
    await store.markDead(b.id, error, TEST_OWNER);
    expect(await store.get(a.id)).toMatchObject({ state: 'delivered', deliveredAt: T + 1 });
    expect(await store.get(b.id)).toMatchObject({ state: 'dead', lastError: error });
    expect(await store.retry(b.id, T + 2)).toBe(true);
    expect(await store.get(b.id)).toMatchObject({ state: 'pending', nextAttemptAt: T + 2 });
    expect(await store.retry(a.id, T + 2)).toBe(false);
  });

  it('retries every dead letter at once', async () => {
    const leads = [newLead(), newLead(), newLead()];
    await store.insertBatch(leads);
    await leaseAll(store);
    for (const lead of leads.slice(0, 2)) await store.markDead(lead.id, { at: T, message: 'x' }, TEST_OWNER);
    expect(await store.retryAllDead(T)).toBe(2);
    expect((await store.counts()).pending).toBe(3);
  });

  it('purges the personal data of leads delivered before the cut-off, keeping the consent proof', async () => {
    const [old, recent] = [newLead(), newLead()];
    await store.insertBatch([old, recent]);
    await leaseAll(store);
    await store.markDelivered(old.id, T, TEST_OWNER);
    await store.markDelivered(recent.id, T + 10, TEST_OWNER);
    expect(await store.purgeDelivered(T + 5, T + 20, 0)).toBe(1);
    const purged = await store.get(old.id);
    expect(purged).toMatchObject({ form: null, clientIp: null, purgedAt: T + 20, state: 'delivered' });
    expect(purged?.consent).toEqual(old.consent);
    expect((await store.get(recent.id))?.form).not.toBeNull();
    expect(await store.purgeDelivered(T + 5, T + 30, 0)).toBe(0);
  });

  it('erases one lead on request: no personal data, never delivered', async () => {
    const lead = newLead();
    await store.insertBatch([lead]);
    expect(await store.erase(lead.id, T)).toBe(true);
    expect(await store.get(lead.id)).toMatchObject({ form: null, clientIp: null, state: 'dead' });
    expect(await store.retry(lead.id, T)).toBe(false);
  });

  it('lists by state, oldest first', async () => {
    await store.insertBatch([
      newLead({ createdAt: 3 }),
      newLead({ createdAt: 1, state: 'local' }),
      newLead({ createdAt: 2 }),
    ]);
    expect((await store.list({ limit: 10 })).map((lead) => lead.createdAt)).toEqual([1, 2, 3]);
    expect((await store.list({ state: 'pending', limit: 10 })).map((lead) => lead.createdAt)).toEqual([2, 3]);
    expect((await store.list({ limit: 1, offset: 1 })).map((lead) => lead.createdAt)).toEqual([2]);
  });

  it('keeps a held lead out of delivery until it is released, and purges it after the retention', async () => {
    const [held, later] = [newLead({ state: 'held', holdReason: 'too-fast' }), newLead({ state: 'held' })];
    await store.insertBatch([held, { ...later, createdAt: T + 10 }]);
    expect(await store.claimDue({ now: T + 60_000, limit: 10, leaseMs: 1000, owner: 'w' })).toEqual([]);
    expect(await store.get(held.id)).toMatchObject({ state: 'held', attempts: 0, form: held.form });
    expect((await store.get(held.id))?.lastError?.message).toContain('too-fast');
    expect(await store.purgeDelivered(T + 5, T + 20, 0)).toBe(1);
    expect(await store.get(held.id)).toMatchObject({ form: null, clientIp: null, state: 'held' });
    expect(await store.retry(held.id, T + 30)).toBe(false);
    expect(await store.retry(later.id, T + 30)).toBe(true);
    expect(await store.claimDue({ now: T + 30, limit: 10, leaseMs: 1000, owner: 'w' })).toMatchObject([
      { id: later.id },
    ]);
  });

  it('upgrades a first-version database in place, keeping its leads', async () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'store-v1-'));
    const db = new DatabaseSync(join(oldDir, STORE_FILE));
    migrate(db, 1);
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

  it('reports itself writable', async () => {
    await expect(store.checkWritable()).resolves.toBeUndefined();
  });
});
