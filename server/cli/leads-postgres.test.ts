import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { TestDatabases } from '../outbox/postgres/test-databases.ts';
import { runLeadsCli } from './leads.ts';

const databases = new TestDatabases();
beforeAll(() => databases.start(), 60_000);
afterAll(() => databases.stop());

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (text: string) => out.push(text), err: (text: string) => err.push(text) } };
}

describe('leads CLI with DATABASE_URL', () => {
  it('reads and changes the PostgreSQL outbox the instances share, as it does SQLite', async () => {
    const url = await databases.create();
    const store = await databases.open(url);
    const lead = newLead({ state: 'local', email: 'giulia@example.com' });
    await store.insertBatch([lead]);
    const env = { DATABASE_URL: url, CSRF_SECRET: 'a-shared-secret-of-at-least-32-chars!' };

    const listed = capture();
    expect(await runLeadsCli(['list'], { ...listed.io, env })).toBe(0);
    expect(listed.out.join('\n')).toContain(lead.id);

    const retried = capture();
    expect(await runLeadsCli(['retry', lead.id], { ...retried.io, env })).toBe(0);
    expect((await store.get(lead.id))?.state).toBe('pending');
  });

  it('--data-dir still means that folder’s SQLite outbox', async () => {
    const url = await databases.create();
    const store = await databases.open(url);
    const lead = newLead({ state: 'local' });
    await store.insertBatch([lead]);
    const env = { DATABASE_URL: url, CSRF_SECRET: 'a-shared-secret-of-at-least-32-chars!' };
    const listed = capture();
    const dir = mkdtempSync(join(tmpdir(), 'cli-sqlite-'));
    expect(await runLeadsCli(['list', '--data-dir', dir], { ...listed.io, env })).toBe(0);
    expect(listed.out.join('\n')).not.toContain(lead.id);
  });
});
