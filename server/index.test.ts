import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Start-up as an operator sees it: a bad environment stops the process with a clear message. */
describe('server start-up', () => {
  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PUBLIC_URL: 'ftp//nowhere' }, 'PUBLIC_URL'],
    [{ HUBSPOT_ACCESS_TOKEN: 'pat-x' }, 'HUBSPOT_PORTAL_ID'],
    [{ NODE_ENV: 'production' }, 'CSRF_SECRET'],
  ])('refuses %o and names %s', (env, name) => {
    const result = spawnSync(process.execPath, ['server/index.ts'], {
      env: { PATH: process.env['PATH'], ...env },
      encoding: 'utf8',
      timeout: 15_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid environment');
    expect(result.stderr).toContain(name);
  });
});
