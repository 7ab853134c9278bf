import { beforeEach, expect, it } from 'vitest';
import { leaseAll, TEST_OWNER } from '../lease.ts';
import { newLead } from '../new-lead.ts';
import { purgeExpired } from '../../../server/outbox/retention.ts';
import type { LeadStore } from '../../../server/outbox/store.ts';
import { T } from './clock.ts';

const DAY = 86_400_000;

/** The contract's third part (decision 142): what is held counts, and purged rows do not stay forever. */
export function itKeepsTheTableBounded(current: () => LeadStore): void {
  let store: LeadStore;
  beforeEach(() => {
    store = current();
  });

  it('counts no held lead once 10,001 of them are purged, and deletes their rows', async () => {
    const held = Array.from({ length: 10_001 }, () => newLead({ state: 'held', createdAt: T }));
    await store.insertBatch(held);
    expect((await store.counts()).held).toBe(10_001);
    expect(await purgeExpired(store, 30, T + 31 * DAY)).toMatchObject({ purged: 10_001 });
    expect((await store.counts()).held).toBe(0);
    expect((await store.tableSize()).rows).toBe(0);
    await store.insertBatch([newLead({ state: 'held', createdAt: T + 31 * DAY })]);
    expect((await store.counts()).held).toBe(1);
  }, 60_000);

  it("keeps a purged lead's consent record for CONSENT_RETENTION_DAYS, then deletes the row", async () => {
    const lead = newLead({ createdAt: T });
    await store.insertBatch([lead]);
    await leaseAll(store);
    await store.markDelivered(lead.id, T, TEST_OWNER);
    expect(await purgeExpired(store, 30, T + 31 * DAY, 90, 365)).toEqual({ purged: 1, deleted: 0 });
    expect(await store.get(lead.id)).toMatchObject({ form: null, consent: lead.consent });
    expect(await purgeExpired(store, 30, T + 364 * DAY, 90, 365)).toEqual({ purged: 0, deleted: 0 });
    expect(await purgeExpired(store, 30, T + 366 * DAY, 90, 365)).toEqual({ purged: 0, deleted: 1 });
    expect(await store.get(lead.id)).toBeUndefined();
  });

  it('never deletes a row that still holds its data, however old', async () => {
    const lead = newLead({ createdAt: T });
    await store.insertBatch([lead]);
    expect(await purgeExpired(store, 30, T + 400 * DAY, 9_999, 365)).toEqual({ purged: 0, deleted: 0 });
    expect((await store.get(lead.id))?.form).toEqual(lead.form);
  });

  it('tells the size of the leads table: its rows and bytes', async () => {
    const empty = await store.tableSize();
    await store.insertBatch([newLead(), newLead()]);
    const size = await store.tableSize();
    expect(size.rows).toBe(2);
    expect(empty.rows).toBe(0);
    expect(size.bytes).toBeGreaterThan(0);
  });
}
