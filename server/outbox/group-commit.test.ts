import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { GroupCommitter } from './group-commit.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { LeadStore } from './store.ts';

function countingStore() {
  const store = openSqliteStore(mkdtempSync(join(tmpdir(), 'group-')));
  const batches: number[] = [];
  const counted: LeadStore = {
    ...store,
    insertBatch: (leads) => {
      batches.push(leads.length);
      return store.insertBatch(leads);
    },
  };
  return { store: counted, batches };
}

describe('GroupCommitter', () => {
  it('writes leads that arrive together in one transaction, and each is answered after it', async () => {
    const { store, batches } = countingStore();
    const committer = new GroupCommitter(store);
    const leads = Array.from({ length: 50 }, () => newLead());
    const outcomes = await Promise.all(leads.map((lead) => committer.submit(lead)));
    expect(outcomes).toEqual(leads.map((lead) => ({ kind: 'created', id: lead.id })));
    expect(batches).toEqual([50]);
    expect((await store.counts()).pending).toBe(50);
    store.close();
  });

  it('splits very large bursts into batches of at most maxBatch', async () => {
    const { store, batches } = countingStore();
    const committer = new GroupCommitter(store, 20);
    await Promise.all(Array.from({ length: 45 }, () => committer.submit(newLead())));
    expect(batches).toEqual([20, 20, 5]);
    store.close();
  });

  it('fails every lead of a batch whose commit failed (none is answered as saved)', async () => {
    const { store } = countingStore();
    const failing: LeadStore = { ...store, insertBatch: () => Promise.reject(new Error('disk full')) };
    const committer = new GroupCommitter(failing);
    const results = await Promise.allSettled([committer.submit(newLead()), committer.submit(newLead())]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    store.close();
  });

  it('tells after each commit (to wake the delivery worker) and drains on demand', async () => {
    const { store } = countingStore();
    const committer = new GroupCommitter(store);
    let commits = 0;
    committer.onCommit = () => {
      commits += 1;
    };
    void committer.submit(newLead());
    await committer.drain();
    expect(commits).toBe(1);
    expect((await store.counts()).pending).toBe(1);
    store.close();
  });
});
