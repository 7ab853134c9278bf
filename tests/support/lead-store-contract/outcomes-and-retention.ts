import { beforeEach, expect, it } from 'vitest';
import { leaseAll, TEST_OWNER } from '../lease.ts';
import { newLead } from '../new-lead.ts';
import type { LeadStore } from '../../../server/outbox/store.ts';
import { T } from './clock.ts';

/** The contract's second half: outcomes, retries, purges and erasure, holds, the delivery status. */
export function itRecordsOutcomesAndRetention(current: () => LeadStore): void {
  let store: LeadStore;
  beforeEach(() => {
    store = current();
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
    expect((await store.list({ state: 'pending', limit: 10 })).map((lead) => lead.createdAt)).toEqual([2, 3]);
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
    // Purged and never released: the next pass deletes the row (decision 142).
    expect(await store.deleteExpired(0)).toBe(1);
    expect(await store.get(held.id)).toBeUndefined();
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
}
