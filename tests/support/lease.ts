import type { LeadStore } from '../../server/outbox/store.ts';

export const TEST_OWNER = 'test-worker';

/**
 * Claims every pending lead as a worker would, so the fenced outcome writes
 * (markDelivered, markDead, scheduleRetry) may record them (decision 088).
 */
export async function leaseAll(store: LeadStore): Promise<string> {
  await store.claimDue({ now: Number.MAX_SAFE_INTEGER - 1, limit: 1_000_000, leaseMs: 1, owner: TEST_OWNER });
  return TEST_OWNER;
}
