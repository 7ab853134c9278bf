import { beforeEach, expect, it, vi } from 'vitest';
import { newLead } from '../new-lead.ts';
import type { LeadStore } from '../../../server/outbox/store.ts';
import { T } from './clock.ts';

/** The contract's first half: writing leads, idempotency, claims under a lease, postponing. */
export function itWritesAndClaims(current: () => LeadStore): void {
  let store: LeadStore;
  beforeEach(() => {
    store = current();
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
    // Claimed again as soon as the lease has run out (on the database's clock, for PostgreSQL).
    const again = await vi.waitFor(async () => {
      const [lead] = await store.claimDue({ now: Date.now(), limit: 1, leaseMs: 1000, owner: 'alive' });
      if (!lead) throw new Error('the lease has not run out yet');
      return lead;
    });
    expect(again.attempts).toBe(2);
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
}
