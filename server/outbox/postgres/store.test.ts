import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead } from '../../../tests/support/new-lead.ts';
import { describeLeadStore } from '../../../tests/support/lead-store-contract.ts';
import { openLeadStore } from '../../open-database.ts';
import { readMigrations } from './migrate.ts';
import { TestDatabases } from '../../../tests/support/test-databases.ts';

const databases = new TestDatabases();
beforeAll(() => databases.start(), 60_000);
afterAll(() => databases.stop());

describeLeadStore('PostgreSQL', () => databases.open());

/** What only the PostgreSQL store does: several instances on one database (decision 095). */
describe('PostgreSQL outbox', () => {
  it('never gives the same lead to two instances claiming together, and gives every lead', async () => {
    const url = await databases.create();
    const [a, b] = [await databases.open(url), await databases.open(url)];
    const leads = Array.from({ length: 200 }, () => newLead());
    await a.insertBatch(leads);
    const claimer = async (store: typeof a, owner: string): Promise<string[]> => {
      const ids: string[] = [];
      for (;;) {
        const claimed = await store.claimDue({ now: Date.now(), limit: 7, leaseMs: 60_000, owner });
        if (claimed.length === 0) return ids;
        ids.push(...claimed.map((lead) => lead.id));
      }
    };
    const claims = await Promise.all([claimer(a, 'a'), claimer(a, 'a2'), claimer(b, 'b'), claimer(b, 'b2')]);
    const all = claims.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set(leads.map((lead) => lead.id)));
    // Both instances took part (SKIP LOCKED passes over rows, it does not wait for them).
    expect(claims.filter((ids) => ids.length > 0).length).toBeGreaterThan(1);
  });

  it('leaves no body_hash of an erased lead (decision 145)', async () => {
    const store = await databases.open();
    const lead = newLead({ idempotencyKey: 'key-erased', bodyHash: 'hash-erased' });
    await store.insertBatch([lead]);
    expect(await store.erase(lead.id, Date.now())).toBe(true);
    const { rows } = await store.pool.query('SELECT body_hash FROM leads WHERE id = $1', [lead.id]);
    expect(rows).toEqual([{ body_hash: null }]);
  });

  it('measures leases on the database clock: a caller whose clock runs ahead cannot take a lease early', async () => {
    const store = await databases.open();
    await store.insertBatch([newLead()]);
    await store.claimDue({ now: Date.now(), limit: 1, leaseMs: 60_000, owner: 'a' });
    const hourAhead = Date.now() + 3_600_000;
    expect(await store.claimDue({ now: hourAhead, limit: 1, leaseMs: 60_000, owner: 'fast-clock' })).toEqual(
      [],
    );
  });

  it('replays one Idempotency-Key sent to two instances at once: one lead, one id', async () => {
    const url = await databases.create();
    const [a, b] = [await databases.open(url), await databases.open(url)];
    const [first, second] = await Promise.all([
      a.insertBatch([newLead({ idempotencyKey: 'same', bodyHash: 'h' })]),
      b.insertBatch([newLead({ idempotencyKey: 'same', bodyHash: 'h' })]),
    ]);
    const kinds = [first[0]?.kind, second[0]?.kind].sort();
    expect(kinds).toEqual(['created', 'replayed']);
    expect(first[0] && 'id' in first[0] ? first[0].id : undefined).toBe(
      second[0] && 'id' in second[0] ? second[0].id : undefined,
    );
    expect((await a.counts()).pending).toBe(1);
  });

  it('migrates once when instances start together, recording each file', async () => {
    const url = await databases.create();
    const told: (readonly number[])[] = [];
    const onMigrated = (versions: readonly number[]) => told.push(versions);
    const stores = await Promise.all([
      databases.open(url, { onMigrated }),
      databases.open(url, { onMigrated }),
      databases.open(url, { onMigrated }),
    ]);
    // The first to take the advisory lock applied every file; the others found them done.
    expect(told.sort((a, b) => b.length - a.length)).toEqual([
      readMigrations().map(({ version }) => version),
      [],
      [],
    ]);
    const lead = newLead();
    await stores[0].insertBatch([lead]);
    const reopened = await databases.open(url);
    expect(await reopened.get(lead.id)).toMatchObject({ id: lead.id, state: 'pending' });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ version: number; name: string }>(
        'SELECT version, name FROM schema_migrations ORDER BY version',
      );
      expect(rows).toEqual(readMigrations().map(({ version, name }) => ({ version, name })));
    } finally {
      await client.end();
    }
  });
});

describe('lead services on PostgreSQL', () => {
  it('open the PostgreSQL outbox when DATABASE_URL is set', async () => {
    const url = await databases.create();
    const store = await openLeadStore(
      { DATABASE_URL: url, DATA_DIR: '/nonexistent' },
      { warn: () => undefined },
    );
    try {
      const lead = newLead();
      await store.insertBatch([lead]);
      const reader = await databases.open(url);
      expect(await reader.get(lead.id)).toMatchObject({ id: lead.id, consent: lead.consent });
    } finally {
      store.close();
    }
  });
});
