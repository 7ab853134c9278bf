import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { captureLogs } from '../../tests/support/log-capture.ts';
import { createTestApp } from '../../tests/support/test-app.ts';
import { EnvError, loadEnv } from '../env.ts';
import type { CreateLeadMetrics } from '../metrics/lead-metrics.ts';
import { UntrustedProxyWarning } from './client-address.ts';

/** A metrics stage that counts nothing: /metrics answers 200 to whoever may read it. */
const metrics: CreateLeadMetrics = () => ({
  leadAnswered: () => undefined,
  deliveryAttempted: () => undefined,
  hubspotAnswered: () => undefined,
  unknownErrorType: () => undefined,
  exposition: () => Promise.resolve({ contentType: 'text/plain', body: 'ok' }),
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A visitor behind a proxy on the same host: the socket peer is the proxy, on loopback. */
const FORWARDING_HEADERS = [
  { 'x-forwarded-for': '203.0.113.7' },
  { 'x-real-ip': '203.0.113.7' },
  { forwarded: 'for=203.0.113.7;proto=https' },
];

describe('the operator pages go to the socket peer on loopback, never to a forwarded request', () => {
  it.each(FORWARDING_HEADERS)(
    'behind a same-host proxy TRUST_PROXY does not name, %o sees no details',
    async (headers) => {
      ({ app } = await createTestApp({ metrics }));
      const ready = await app.inject({ url: '/readyz', remoteAddress: '127.0.0.1', headers });
      expect(ready.json()).toEqual({ status: 'ready' });
      const scraped = await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers });
      expect(scraped.statusCode).toBe(404);
    },
  );

  it.each(['true', '1', 'loopback', '127.0.0.1/8'])(
    'with TRUST_PROXY=%s a forged X-Forwarded-For: 127.0.0.1 sees no details',
    async (trust) => {
      ({ app } = await createTestApp({ metrics, env: { TRUST_PROXY: trust } }));
      // The proxy appends the address it saw to what the client wrote.
      const headers = { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' };
      const ready = await app.inject({ url: '/readyz', remoteAddress: '127.0.0.1', headers });
      expect(ready.json()).toEqual({ status: 'ready' });
      expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1', headers })).statusCode).toBe(
        404,
      );
    },
  );

  it('a forwarded request whose proxy address the server trusts is still the internet, even if it says 127.0.0.1', async () => {
    ({ app } = await createTestApp({ metrics, env: { TRUST_PROXY: 'loopback' } }));
    const headers = { 'x-forwarded-for': '127.0.0.1' };
    expect((await app.inject({ url: '/readyz', remoteAddress: '127.0.0.1', headers })).json()).toEqual({
      status: 'ready',
    });
  });

  it('a direct request from loopback still sees the details, and the tokens still open them to anyone', async () => {
    ({ app } = await createTestApp({
      metrics,
      env: { TRUST_PROXY: '1', READY_TOKEN: 'ready-token-0123456789', METRICS_TOKEN: 'metrics-token-1' },
    }));
    const direct = await app.inject({ url: '/readyz', remoteAddress: '::1' });
    expect(direct.json()).toMatchObject({ status: 'ready', store: 'writable' });
    expect((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const withToken = await app.inject({
      url: '/readyz',
      remoteAddress: '127.0.0.1',
      headers: { ...headers, authorization: 'Bearer ready-token-0123456789' },
    });
    expect(withToken.json()).toMatchObject({ store: 'writable' });
    const scraped = await app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { ...headers, authorization: 'Bearer metrics-token-1' },
    });
    expect(scraped.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY in production', () => {
  const production = { NODE_ENV: 'production', CSRF_SECRET: 'p'.repeat(32) };

  it('refuses true (every client could name its own address), naming the hop count or the addresses', () => {
    const start = () => loadEnv({ ...production, TRUST_PROXY: ' true ' });
    expect(start).toThrow(EnvError);
    expect(start).toThrow(/TRUST_PROXY=true .*hop count.*addresses/);
  });

  it.each(['1', '127.0.0.1/8', 'loopback', '10.0.0.0/8,192.0.2.10'])('takes %s', (value) => {
    expect(() => loadEnv({ ...production, TRUST_PROXY: value })).not.toThrow();
  });

  it('lets development keep true', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});

describe('a proxy the server does not trust', () => {
  it('warns at most once a minute, naming TRUST_PROXY', () => {
    let now = 0;
    const warnings: string[] = [];
    const warning = new UntrustedProxyWarning(
      (message) => warnings.push(message),
      () => now,
    );
    const forwarded = {
      socket: { remoteAddress: '127.0.0.1' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    };
    warning.check(forwarded);
    warning.check(forwarded);
    now = 59_999;
    warning.check(forwarded);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/TRUST_PROXY/);
    now = 60_000;
    warning.check(forwarded);
    expect(warnings).toHaveLength(2);
  });

  it('says nothing of a direct request or of a remote peer', () => {
    const warnings: string[] = [];
    const warning = new UntrustedProxyWarning(
      (message) => warnings.push(message),
      () => 0,
    );
    warning.check({ socket: { remoteAddress: '127.0.0.1' }, headers: {} });
    warning.check({
      socket: { remoteAddress: '203.0.113.9' },
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(warnings).toEqual([]);
  });

  it('is logged by the server once for two forwarded requests while TRUST_PROXY is unset, never when it is set', async () => {
    const logs = captureLogs('warn');
    ({ app } = await createTestApp({ logger: logs.logger }));
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    await app.inject({ url: '/healthz', remoteAddress: '127.0.0.1', headers });
    await app.inject({ url: '/healthz', remoteAddress: '127.0.0.1', headers });
    const named = logs.lines().filter((line) => String(line['msg']).includes('TRUST_PROXY'));
    expect(named).toHaveLength(1);
    await app.close();

    const trusted = captureLogs('warn');
    ({ app } = await createTestApp({ logger: trusted.logger, env: { TRUST_PROXY: '1' } }));
    await app.inject({ url: '/healthz', remoteAddress: '127.0.0.1', headers });
    expect(trusted.lines().filter((line) => String(line['msg']).includes('TRUST_PROXY'))).toEqual([]);
  });
});

describe('DATABASE_URL in production (decision 146)', () => {
  const production = { NODE_ENV: 'production', CSRF_SECRET: 'p'.repeat(32) };

  it.each([
    'postgres://leads:pw@db.example.net:5432/leads',
    'postgres://leads:pw@db.example.net/leads?sslmode=prefer',
    'postgres://leads:pw@10.0.0.5/leads?sslmode=disable',
  ])('refuses %s: a remote host without TLS', (url) => {
    expect(() => loadEnv({ ...production, DATABASE_URL: url })).toThrow(/DATABASE_URL .*sslmode=require/);
  });

  it.each([
    'postgres://leads:pw@db.example.net/leads?sslmode=require',
    'postgres://leads:pw@db.example.net/leads?sslmode=verify-full',
    'postgres://leads:pw@localhost/leads',
    'postgres://leads:pw@127.0.0.1:5432/leads',
    'postgres://leads:pw@[::1]/leads',
    'postgres:///leads?host=/var/run/postgresql',
  ])('takes %s', (url) => {
    expect(() => loadEnv({ ...production, DATABASE_URL: url })).not.toThrow();
  });

  it('lets development reach a remote test database without TLS', () => {
    expect(() =>
      loadEnv({ CSRF_SECRET: 'p'.repeat(32), DATABASE_URL: 'postgres://u:p@db.example.net/x' }),
    ).not.toThrow();
  });
});
