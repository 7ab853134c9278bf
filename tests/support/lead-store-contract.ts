import { afterEach, beforeEach, describe } from 'vitest';
import type { LeadStore } from '../../server/outbox/store.ts';
import { itKeepsTheTableBounded } from './lead-store-contract/bounded-table.ts';
import { itRecordsOutcomesAndRetention } from './lead-store-contract/outcomes-and-retention.ts';
import { itWritesAndClaims } from './lead-store-contract/writes-and-claims.ts';

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

    itWritesAndClaims(() => store);
    itRecordsOutcomesAndRetention(() => store);
    itKeepsTheTableBounded(() => store);
  });
}
