import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newLead } from '../../tests/support/new-lead.ts';
import { purgeExpired } from '../outbox/retention.ts';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import { captureLogs } from '../../tests/support/log-capture.ts';
import {
  createTestApp,
  send,
  validSubmission,
  xsrfPair,
  type XsrfPair,
} from '../../tests/support/test-app.ts';

const DAY = 86_400_000;

/** Decision 088: rate limits per IPv6 /64, a global intake ceiling, a cap on held spam. */
describe('POST /open/hubspot/send under load', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let pair: XsrfPair;
  afterEach(async () => {
    await app.close();
  });

  const start = async (env: Record<string, string>, logger?: ReturnType<typeof captureLogs>['logger']) => {
    ({ app, dataDir } = await createTestApp({ env, ...(logger ? { logger } : {}) }));
    pair = await xsrfPair(app);
  };
  const from = (ip: string, body: unknown = validSubmission()) => send(app, pair, body, {}, ip);
  const heldCount = async () => {
    const store = openSqliteStore(dataDir);
    try {
      return (await store.counts()).held;
    } finally {
      store.close();
    }
  };

  describe('the per-client rate limit', () => {
    it('limits IPv6 addresses rotated within one /64 together', async () => {
      await start({ RATE_LIMIT_PER_MINUTE: '3' });
      const statuses = [];
      for (const ip of [
        '2001:db8:1:2::1',
        '2001:db8:1:2::2',
        '2001:db8:1:2:a:b:c:d',
        '2001:db8:1:2:ffff::',
      ]) {
        statuses.push((await from(ip)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('keeps two /64s apart', async () => {
      await start({ RATE_LIMIT_PER_MINUTE: '1' });
      expect((await from('2001:db8:1:2::1')).statusCode).toBe(200);
      expect((await from('2001:db8:1:3::1')).statusCode).toBe(200);
      expect((await from('2001:db8:1:2::2')).json()).toMatchObject({ error: 'RATE_LIMITED' });
    });

    it('counts an IPv4-mapped IPv6 address as its IPv4 address, and IPv4 per address', async () => {
      await start({ RATE_LIMIT_PER_MINUTE: '1' });
      expect((await from('203.0.113.7')).statusCode).toBe(200);
      expect((await from('::ffff:203.0.113.7')).statusCode).toBe(429);
      expect((await from('203.0.113.8')).statusCode).toBe(200);
    });
  });

  describe('the global intake ceiling (LEAD_INTAKE_PER_MINUTE)', () => {
    it('answers 503 INTAKE_SATURATED with Retry-After past it, whoever asks', async () => {
      await start({ LEAD_INTAKE_PER_MINUTE: '3' });
      for (const ip of ['203.0.113.1', '198.51.100.2', '2001:db8::3']) {
        expect((await from(ip)).statusCode).toBe(200);
      }
      const saturated = await from('192.0.2.4');
      expect(saturated.statusCode).toBe(503);
      expect(saturated.json()).toMatchObject({ error: 'INTAKE_SATURATED' });
      expect(Number(saturated.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(saturated.headers['retry-after'])).toBeLessThanOrEqual(60);
    });

    it('is off at 0', async () => {
      await start({ LEAD_INTAKE_PER_MINUTE: '0' });
      for (let index = 0; index < 5; index++)
        expect((await from(`203.0.113.${String(index)}`)).statusCode).toBe(200);
    });
  });

  describe('the cap on held spam (HELD_LEADS_MAX)', () => {
    it('answers suspected spam past the cap like a success, stores none of it, and warns once', async () => {
      const logs = captureLogs('warn');
      await start({ HELD_LEADS_MAX: '2' }, logs.logger);
      const spam = { ...validSubmission(), hp: 'https://spam.example' };
      for (let index = 0; index < 5; index++) {
        const response = await from('203.0.113.9', spam);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ ok: true, id: expect.any(String) as unknown });
      }
      expect(await heldCount()).toBe(2);
      const warnings = logs.lines().filter((line) => String(line['msg']).includes('HELD_LEADS_MAX'));
      expect(warnings).toHaveLength(1);
      // A person's lead is still stored.
      expect((await from('203.0.113.10')).statusCode).toBe(200);
    });

    it('stores suspected spam again once 10,001 held leads are purged (decision 142)', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'held-purged-'));
      const store = openSqliteStore(dir);
      const now = Date.now();
      await store.insertBatch(
        Array.from({ length: 10_001 }, () => newLead({ state: 'held', createdAt: now - 31 * DAY })),
      );
      await purgeExpired(store, 30, now);
      ({ app } = await createTestApp({ env: { HELD_LEADS_MAX: '10000' }, leads: { store } }));
      pair = await xsrfPair(app);
      expect(
        (await from('203.0.113.9', { ...validSubmission(), hp: 'https://spam.example' })).statusCode,
      ).toBe(200);
      expect((await store.counts()).held).toBe(1);
    }, 60_000);
  });
});
