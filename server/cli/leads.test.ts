import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { leaseAll } from '../../tests/support/lease.ts';
import { newLead } from '../../tests/support/new-lead.ts';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import { runLeadsCli } from './leads.ts';

describe('leads CLI', () => {
  let dataDir: string;
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'cli-'));
    const store = openSqliteStore(dataDir);
    const leads = {
      local: newLead({ state: 'local', email: 'anna@example.com', createdAt: 1 }),
      pending: newLead({ email: 'bruno@example.com', createdAt: 2 }),
      dead: newLead({ email: 'carla@example.com', createdAt: 3 }),
      delivered: newLead({ email: '=cmd()@example.com', createdAt: Date.now() - 41 * 86_400_000 }),
    };
    // The two with an outcome first, leased as a worker would hold them; then the rest.
    await store.insertBatch([leads.dead, leads.delivered]);
    const owner = await leaseAll(store);
    await store.insertBatch([leads.local, leads.pending]);
    await store.markDead(
      leads.dead.id,
      {
        at: 5,
        status: 400,
        message: 'The request is not valid',
        errors: [{ message: 'Invalid email', errorType: 'INVALID_EMAIL' }],
      },
      owner,
    );
    await store.markDelivered(leads.delivered.id, Date.now() - 40 * 86_400_000, owner);
    for (const [name, lead] of Object.entries(leads)) ids[name] = lead.id;
    store.close();
  });

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeadsCli([...argv, '--data-dir', dataDir], {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      env: {},
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('lists leads as a readable table with counts per state', async () => {
    const { code, out } = await run('list');
    expect(code).toBe(0);
    const [header, rule, ...rows] = out.split('\n');
    expect(header).toMatch(/^id\s+state\s+created\s+lang\s+email\s+name\s+company\s+tries\s+last error$/);
    expect(rule).toMatch(/^-+( +-+)+$/);
    expect(rows.slice(0, 4).map((row) => row.split(/\s{2,}/)[1])).toEqual([
      'local',
      'pending',
      'dead',
      'delivered',
    ]);
    expect(out).toContain('anna@example.com');
    expect(out).toContain('400 The request is not valid INVALID_EMAIL');
    expect(out).toContain('pending: 1  delivered: 1  dead: 1  local: 1');
  });

  it('writes the control and bidi characters a visitor typed as visible escapes (list, show, export)', async () => {
    const store = openSqliteStore(dataDir);
    const hostile = newLead({
      state: 'held',
      holdReason: 'honeypot',
      email: 'x\u001b]0;pwned\u0007\u009b31m\u202egnp.exe@example.com',
    });
    await store.insertBatch([hostile]);
    store.close();
    const active = ['\u001b', '\u0007', '\u009b', '\u202e'];
    const list = await run('list', '--state', 'held');
    expect(list.out).toContain('\\u001b]0;pwned\\u0007\\u009b31m\\u202egnp.exe');
    expect(list.out).toContain('held as suspected spam (honeypot)');
    const show = await run('show', hostile.id);
    expect(JSON.parse(show.out)).toMatchObject({ state: 'held' });
    for (const { out } of [list, show, await run('export')]) {
      expect(active.filter((char) => out.includes(char))).toEqual([]);
    }
  });

  it('filters the list by state', async () => {
    const { out } = await run('list', '--state', 'dead');
    expect(out).toContain(ids['dead']);
    expect(out).not.toContain(ids['local']);
    expect((await run('list', '--state', 'lost')).code).toBe(2);
  });

  it('shows one lead in full', async () => {
    const { code, out } = await run('show', ids['dead'] ?? '');
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ id: ids['dead'], state: 'dead', consent: { language: 'it' } });
    expect((await run('show', 'nope')).code).toBe(2);
  });

  it('exports CSV with one column per form field, formulas defused', async () => {
    const { out } = await run('export');
    const lines = out.split('\r\n');
    expect(lines[0]).toContain(
      '"id","state","created_at","delivered_at","form_id","language","page_uri","client_ip","attempts","last_error","firstname"',
    );
    expect(lines).toHaveLength(5);
    expect(out).toContain("'=cmd()@example.com");
    expect((await run('export', '--state', 'local')).out.split('\r\n')).toHaveLength(2);
  });

  it("exports with --delimiter ';' for Excel in an Italian locale, and refuses another separator", async () => {
    const { out } = await run('export', '--delimiter', ';');
    expect(out.split('\r\n')[0]).toMatch(/^"id";"state";"created_at";/);
    expect(out).toContain(`"'=cmd()@example.com"`);
    const refused = await run('export', '--delimiter', '|');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--delimiter must be , or ;');
  });

  it('retries one dead letter, or all of them', async () => {
    expect((await run('retry', ids['dead'] ?? '')).out).toContain('back to pending');
    expect((await run('list', '--state', 'dead')).out).not.toContain(ids['dead']);
    expect((await run('retry', ids['delivered'] ?? '')).code).toBe(2);
    expect((await run('retry', '--all-dead')).out).toBe('0 dead letters back to pending');
  });

  it('purges delivered leads past the retention, keeping consent; erases one lead on request', async () => {
    // The dead and local leads of the fixture are from 1970: past LEAD_MAX_AGE_DAYS too.
    const { out } = await run('purge');
    expect(out).toContain(
      '3 leads purged: delivered older than 30 days, dead, local and held older than 90 days',
    );
    // The 1970 ones are past CONSENT_RETENTION_DAYS as well: their rows go (decision 143).
    expect(out).toContain('2 rows deleted: consent records older than 1826 days');
    for (const gone of [ids['dead'], ids['local']]) expect((await run('show', gone ?? '')).code).toBe(2);
    const purged = JSON.parse((await run('show', ids['delivered'] ?? '')).out) as Record<string, unknown>;
    expect(purged['form']).toBeNull();
    expect(purged['consent']).toMatchObject({ policyVersion: 'test' });

    expect((await run('purge', '--id', ids['pending'] ?? '')).out).toContain('erased');
    expect((await run('list')).out).toContain('(purged)');
  });

  it('prints usage for help and refuses unknown commands', async () => {
    expect((await run('help')).out).toContain('usage: npm run leads');
    expect((await run('frobnicate')).code).toBe(2);
  });
});
