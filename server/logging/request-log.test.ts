import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { captureLogs } from '../../tests/support/log-capture.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { loggedIp, loggedUrl } from './request-log.ts';

/** Decision 088: client IPs in logs are cut to their network unless LOG_FULL_IP=true. */
describe('the request log line', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  const loggedIpOf = async (remoteAddress: string, env: Record<string, string> = {}) => {
    const logs = captureLogs('info');
    ({ app } = await createTestApp({ env, logger: logs.logger }));
    await app.inject({ method: 'GET', url: '/healthz', remoteAddress });
    const line = logs.lines().find((entry) => entry['msg'] === 'request');
    expect(line).toBeDefined();
    return line?.['ip'];
  };

  it('shows an IPv4 client by its /24', async () => {
    expect(await loggedIpOf('203.0.113.77')).toBe('203.0.113.0');
  });

  it('shows an IPv6 client by its /48', async () => {
    expect(await loggedIpOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::');
  });

  it('shows the full address with LOG_FULL_IP=true', async () => {
    expect(await loggedIpOf('203.0.113.77', { LOG_FULL_IP: 'true' })).toBe('203.0.113.77');
  });
});

describe('the request log line masks what a URL carries percent-encoded (decision 145)', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it.each([
    ['/it/?email=mario.rossi%40example.com', ['mario.rossi', 'rossi%40example']],
    ['/it/?email=mario.rossi%2540example.com', ['mario.rossi', 'rossi%2540example']],
    ['/it/?tel=%2B39%2002%201234%205678', ['1234', '%2B39']],
    ['/it/?to=MARIO.ROSSI%40EXAMPLE.COM&x=%E2%82%AC', ['MARIO.ROSSI', 'ROSSI%40']],
    ['/it/?e=%FFmario.rossi%40example.com', ['mario.rossi', 'rossi%40']],
  ])('GET %s shows none of it in clear', async (url, secrets) => {
    const logs = captureLogs('info');
    ({ app } = await createTestApp({ logger: logs.logger }));
    await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.77' });
    // Without the logger's own time and pid, whose digits may happen to hold '1234'.
    const lines = JSON.stringify(logs.lines().map((line) => ({ ...line, time: undefined, pid: undefined })));
    expect(lines).toContain('"msg":"request"');
    for (const secret of secrets) expect(lines).not.toContain(secret);
  });
});

describe('loggedIp', () => {
  it('passes over a request whose socket is already gone (no IP) instead of throwing', () => {
    expect(loggedIp(undefined, false)).toBeUndefined();
    expect(loggedIp(undefined, true)).toBeUndefined();
  });
});

describe('loggedUrl', () => {
  it("keeps no query value of the editor's relay, however the path is spelt", () => {
    expect(loggedUrl('/cms/callback?code=c0de&state=s7ate')).toBe(
      '/cms/callback?code=[redacted]&state=[redacted]',
    );
    expect(loggedUrl('//cms/callback?code=c0de')).toBe('//cms/callback?code=[redacted]');
    expect(loggedUrl('/%63ms/callback?code=c0de')).toBe('/%63ms/callback?code=[redacted]');
    expect(loggedUrl('/cms/auth?provider=github')).toBe('/cms/auth?provider=[redacted]');
  });

  it('leaves every other address as it came', () => {
    expect(loggedUrl('/?lang=en')).toBe('/?lang=en');
    expect(loggedUrl('/cmsx?code=1')).toBe('/cmsx?code=1');
  });

  it("writes the callback's line without GitHub's code", async () => {
    const logs = captureLogs('info');
    const { app } = await createTestApp({ logger: logs.logger });
    try {
      await app.inject({
        url: '/cms/callback?code=the-secret-code&state=s',
        headers: { host: 'localhost:3000' },
      });
      const text = JSON.stringify(logs.lines());
      expect(text).toContain('/cms/callback?code=[redacted]&state=[redacted]');
      expect(text).not.toContain('the-secret-code');
    } finally {
      await app.close();
    }
  });
});
