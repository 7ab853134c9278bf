import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leaseAll, TEST_OWNER } from './lease.ts';
import { newLead } from './new-lead.ts';
import type { LeadStore } from '../../server/outbox/store.ts';

const T = 1_790_000_000_000;

/**
 * The LeadStore contract (docs/requirements.md R16; decisions 060, 088, 095), run against every
 * store: SQLite (server/outbox/sqlite-store.test.ts) and PostgreSQL (server/outbox/postgres/store.test.ts). Leases are measured
 * with the real clock here, because PostgreSQL measures them on the database's clock, not on the
 * caller's `now`.
 */
export function describeLeadStore(name: string, open: () => Promise<LeadStore>): void {
  describe(`${name} outbox (LeadStore contract)`, () => {
    let store: LeadStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => {
      store.close();
    });

    it('writes a batch in one transaction: all or nothing', async () => {
      const good = newLead();
      const clash = newLead({ id: good.id });
      await expect(store.insertBatch([newLead(), good, clash])).rejects.toThrow();
      expect((await store.counts()).pending).toBe(0);
    });

    it('keeps the consent record with its lead, as written', async () => {
      const lead = newLead();
      await store.insertBatch([lead]);
      expect(await store.get(lead.id)).toMatchObject({
        consent: lead.consent,
        form: lead.form,
        clientIp: '203.0.113.1',
      });
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
      expect(await store.insertBatch([newLead({ idempotencyKey: 'k1', bodyHash: 'h1' })])).toEqual([
        { kind: 'replayed', id: first.id },
      ]);
      expect((await store.counts()).pending).toBe(1);
    });

    it('answers a mixed batch lead by lead: new keys, keys already stored, keys earlier in the batch', async () => {
      const stored = newLead({ idempotencyKey: 'old', bodyHash: 'h-old' });
      await store.insertBatch([stored]);
      const [plain, fresh, freshAgain] = [
        newLead(),
        newLead({ idempotencyKey: 'new', bodyHash: 'h-new' }),
        newLead({ idempotencyKey: 'new', bodyHash: 'h-new' }),
      ];
      const outcomes = await store.insertBatch([
        newLead({ idempotencyKey: 'old', bodyHash: 'h-other' }),
        fresh,
        newLead({ idempotencyKey: 'old', bodyHash: 'h-old' }),
        plain,
        newLead({ idempotencyKey: 'new', bodyHash: 'h-other' }),
        freshAgain,
      ]);
      expect(outcomes).toEqual([
        { kind: 'conflict' },
        { kind: 'created', id: fresh.id },
        { kind: 'replayed', id: stored.id },
        { kind: 'created', id: plain.id },
        { kind: 'conflict' },
        { kind: 'replayed', id: fresh.id },
      ]);
      expect((await store.counts()).pending).toBe(3);
      expect(await store.get(fresh.id)).toMatchObject({ consent: fresh.consent, form: fresh.form });
      expect(await store.get(freshAgain.id)).toBeUndefined();
    });

    it('claims due leads once, under a lease, counting the attempt', async () => {
      const lead = newLead({ createdAt: T });
      await store.insertBatch([lead]);
      const before = Date.now();
      const [claimed] = await store.claimDue({ now: before, limit: 5, leaseMs: 60_000, owner: 'a' });
      const after = Date.now();
      expect(claimed).toMatchObject({ id: lead.id, attempts: 1 });
      // Within a few ms of now + leaseMs, whichever clock (the process's or the database's) measures it.
      expect(claimed?.leaseUntil).toBeGreaterThanOrEqual(before + 60_000 - 5);
      expect(claimed?.leaseUntil).toBeLessThanOrEqual(after + 60_000 + 5);
      expect(await store.claimDue({ now: Date.now(), limit: 5, leaseMs: 1000, owner: 'b' })).toEqual([]);
    });

    it('gives a lead claimed by a process that died to another once the lease has run out', async () => {
      await store.insertBatch([newLead({ createdAt: T })]);
      await store.claimDue({ now: Date.now(), limit: 1, leaseMs: 50, owner: 'dead' });
      await new Promise((resolve) => setTimeout(resolve, 80));
      const [again] = await store.claimDue({ now: Date.now(), limit: 1, leaseMs: 1000, owner: 'alive' });
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

    it('changes a lead only for the owner of its lease, and only while it is pending', async () => {
      const [lead, other] = [newLead(), newLead()];
      await store.insertBatch([lead, other]);
      await store.claimDue({ now: Date.now(), limit: 5, leaseMs: 60_000, owner: 'a' });
      expect(await store.markDelivered(lead.id, T, 'b')).toBe(false);
      expect(await store.markDead(lead.id, { at: T, message: 'x' }, 'b')).toBe(false);
      expect(await store.scheduleRetry(lead.id, T, { at: T, message: 'x' }, 'b')).toBe(false);
      expect(await store.postpone(lead.id, T, 'b')).toBe(false);
      expect(await store.releaseLease(lead.id, 'b')).toBe(false);
      expect(await store.get(lead.id)).toMatchObject({ state: 'pending', attempts: 1 });
      // Erased while in delivery: the late worker's outcome changes nothing.
      expect(await store.erase(lead.id, T)).toBe(true);
      expect(await store.markDelivered(lead.id, T, 'a')).toBe(false);
      expect(await store.get(lead.id)).toMatchObject({ state: 'dead', form: null, deliveredAt: null });
      // Given back without an outcome: the attempt is not counted, and the lead is claimable again.
      expect(await store.releaseLease(other.id, 'a')).toBe(true);
      expect(await store.get(other.id)).toMatchObject({ attempts: 0, leaseUntil: null });
      expect(await store.postpone(other.id, T, 'a')).toBe(false);
    });

    it('postpones a claimed lead without counting the attempt (a configuration fault)', async () => {
      const lead = newLead();
      await store.insertBatch([lead]);
      await store.claimDue({ now: Date.now(), limit: 5, leaseMs: 60_000, owner: 'a' });
      expect(await store.postpone(lead.id, T + 9, 'a')).toBe(true);
      expect(await store.get(lead.id)).toMatchObject({ attempts: 0, nextAttemptAt: T + 9, leaseUntil: null });
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
      for (const lead of leads.slice(0, 2))
        await store.markDead(lead.id, { at: T, message: 'x' }, TEST_OWNER);
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

    it('purges stale dead letters with their last error, which may quote the values', async () => {
      const lead = newLead({ createdAt: T });
      await store.insertBatch([lead]);
      await leaseAll(store);
      await store.markDead(lead.id, { at: T, message: 'email "a@b.c" is invalid' }, TEST_OWNER);
      expect(await store.purgeDelivered(0, T + 20, T + 1)).toBe(1);
      expect(await store.get(lead.id)).toMatchObject({ form: null, clientIp: null, lastError: null });
    });

    it('erases one lead on request: no personal data, never delivered, consent kept', async () => {
      const lead = newLead();
      await store.insertBatch([lead]);
      expect(await store.erase(lead.id, T)).toBe(true);
      const erased = await store.get(lead.id);
      expect(erased).toMatchObject({ form: null, clientIp: null, state: 'dead', consent: lead.consent });
      expect(erased?.lastError?.message).toBe('personal data erased on request');
      expect(await store.retry(lead.id, T)).toBe(false);
      expect(await store.erase(lead.id, T)).toBe(false);
    });

    it('lists by state, oldest first', async () => {
      await store.insertBatch([
        newLead({ createdAt: 3 }),
        newLead({ createdAt: 1, state: 'local' }),
        newLead({ createdAt: 2 }),
      ]);
      expect((await store.list({ limit: 10 })).map((lead) => lead.createdAt)).toEqual([1, 2, 3]);
      expect((await store.list({ state: 'pending', limit: 10 })).map((lead) => lead.createdAt)).toEqual([
        2, 3,
      ]);
      expect((await store.list({ limit: 1, offset: 1 })).map((lead) => lead.createdAt)).toEqual([2]);
      expect(await store.counts()).toEqual({ pending: 2, delivered: 0, dead: 0, local: 1, held: 0 });
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

    it('keeps the delivery status for the CLI', async () => {
      expect(await store.deliveryStatus()).toEqual({
        circuit: null,
        fault: null,
        lastError: null,
        updatedAt: null,
      });
      await store.setDeliveryStatus({
        circuit: 'open',
        fault: null,
        lastError: { at: T, message: '503' },
        updatedAt: T,
      });
      await store.setDeliveryStatus({ circuit: 'closed', fault: null, lastError: null, updatedAt: T + 1 });
      expect(await store.deliveryStatus()).toEqual({
        circuit: 'closed',
        fault: null,
        lastError: null,
        updatedAt: T + 1,
      });
    });

    it('reports itself writable, its schema at the version of its migration files', async () => {
      await expect(store.checkWritable()).resolves.toBeUndefined();
      const { applied, expected } = await store.schemaStatus();
      expect([applied, expected > 0]).toEqual([expected, true]);
    });
  });
}
