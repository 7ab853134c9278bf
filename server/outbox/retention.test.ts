import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { leaseAll } from '../../tests/support/lease.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { purgeExpired } from './retention.ts';
import { openSqliteStore } from './sqlite-store.ts';

const DAY = 86_400_000;

describe('retention of delivered leads', () => {
  it('purges personal data older than the retention, keeping the consent proof', async () => {
    const store = openSqliteStore(mkdtempSync(join(tmpdir(), 'retention-')));
    const now = Date.now();
    const [old, young] = [newLead(), newLead()];
    await store.insertBatch([old, young]);
    const owner = await leaseAll(store);
    await store.markDelivered(old.id, now - 31 * DAY, owner);
    await store.markDelivered(young.id, now - 29 * DAY, owner);
    expect(await purgeExpired(store, 30, now)).toEqual({ purged: 1, deleted: 0 });
    expect(await store.get(old.id)).toMatchObject({ form: null, clientIp: null, consent: old.consent });
    expect((await store.get(young.id))?.form).not.toBeNull();
    store.close();
  });

  it('runs when the server starts (LEAD_RETENTION_DAYS)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'retention-app-'));
    const store = openSqliteStore(dir);
    const lead = newLead();
    await store.insertBatch([lead]);
    await store.markDelivered(lead.id, Date.now() - 3 * DAY, await leaseAll(store));
    const { app } = await createTestApp({ env: { LEAD_RETENTION_DAYS: '2' }, leads: { store } });
    await app.ready();
    await vi.waitFor(async () => {
      expect((await store.get(lead.id))?.purgedAt).not.toBeNull();
    });
    await app.close();
  });
});
