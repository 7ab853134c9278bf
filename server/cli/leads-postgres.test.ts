import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLead } from '../../tests/support/new-lead.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { readMigrations } from '../outbox/postgres/migrate.ts';
import { TestDatabases } from '../../tests/support/test-databases.ts';
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

  it('migrate brings the shared database to the latest schema, then finds it current', async () => {
    const env = {
      DATABASE_URL: await databases.create(),
      CSRF_SECRET: 'a-shared-secret-of-at-least-32-chars!',
    };
    const versions = readMigrations().map(({ version }) => version);
    const first = capture();
    expect(await runLeadsCli(['migrate'], { ...first.io, env })).toBe(0);
    expect(first.out).toEqual([
      `applied ${versions.length === 1 ? 'migration' : 'migrations'} ${versions.join(', ')} to the PostgreSQL outbox: its schema is at version ${String(versions.length)}`,
    ]);
    const again = capture();
    expect(await runLeadsCli(['migrate'], { ...again.io, env })).toBe(0);
    expect(again.out).toEqual([
      `the PostgreSQL outbox is current at version ${String(versions.length)}: nothing to apply`,
    ]);
  });

  it('exits 1 naming DATABASE_URL, without its password, when the database cannot be reached', async () => {
    const url = `postgres://leads:s3cret-pw@127.0.0.1:${String(await freePort())}/leads`;
    const failed = capture();
    const env = { DATABASE_URL: url, CSRF_SECRET: 'a-shared-secret-of-at-least-32-chars!' };
    expect(await runLeadsCli(['migrate'], { ...failed.io, env })).toBe(1);
    expect(failed.out).toEqual([]);
    expect(failed.err.join('\n')).toMatch(
      /^Cannot open the lead store at DATABASE_URL \(postgres:\/\/127\.0\.0\.1:\d+\/leads\)/,
    );
    expect(failed.err.join('\n')).not.toContain('s3cret-pw');
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
