import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leaseAll } from '../../tests/support/lease.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import { FAULT_HINTS } from '../outbox/delivery-status.ts';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import { runLeadsCli } from './leads.ts';

const HOUR = 3_600_000;

describe('leads CLI: status', () => {
  async function run(dataDir: string) {
    const out: string[] = [];
    const code = await runLeadsCli(['status', '--data-dir', dataDir], {
      out: (text) => out.push(text),
      err: (text) => out.push(text),
      env: {},
    });
    return { code, out: out.join('\n') };
  }

  it('shows the backlog, its oldest lead, dead letters and the configuration fault the worker recorded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cli-status-'));
    const store = openSqliteStore(dataDir);
    const now = Date.now();
    const dead = newLead({ createdAt: now - 5 * HOUR });
    await store.insertBatch([dead]);
    await store.markDead(dead.id, { at: now, status: 400, message: 'bad' }, await leaseAll(store));
    await store.insertBatch([
      newLead({ createdAt: now - 2 * HOUR - 5 * 60_000 }),
      newLead({ createdAt: now }),
    ]);
    const error = { at: now - HOUR, status: 401, message: 'Authentication credentials not found.' };
    await store.setDeliveryStatus({
      circuit: 'closed',
      fault: { cause: 'unauthorized', hint: FAULT_HINTS.unauthorized, since: now - HOUR, error },
      lastError: error,
      updatedAt: now - HOUR,
    });
    store.close();

    const { code, out } = await run(dataDir);
    expect(code).toBe(0);
    expect(out).toContain('backlog: 2 pending, oldest 2h 5m old');
    expect(out).toContain('dead letters: 1');
    expect(out).toMatch(/delivery: paused since \S+: HubSpot refuses HUBSPOT_ACCESS_TOKEN/);
    expect(out).toContain('circuit: closed');
    expect(out).toContain('last error: ');
    expect(out).toContain('401 Authentication credentials not found.');
    expect(out).toMatch(/leads table: 3 rows, \d+\.\d (KiB|MiB)/);
  });

  it('works on a store no worker has written to yet', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cli-status-empty-'));
    const { code, out } = await run(dataDir);
    expect(code).toBe(0);
    expect(out).toContain('backlog: 0 pending\n');
    expect(out).toContain('delivery: no attempt recorded yet');
    expect(out).toContain('last error: none');
    expect(out).toContain('leads table: 0 rows, ');
  });
});
