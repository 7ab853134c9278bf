import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TestDatabases } from '../../tests/support/test-databases.ts';
import { flood, OTHER_VISITORS, shippedLimits } from '../../tests/support/network-flood.ts';
import { createTestApp, send, validSubmission, xsrfPair } from '../../tests/support/test-app.ts';

const databases = new TestDatabases();
beforeAll(() => databases.start(), 60_000);
afterAll(() => databases.stop());

/**
 * Decision 097: with several instances on one PostgreSQL, the per-client limits and the intake
 * ceiling hold for the deployment, not per instance: a flood spread over three instances is
 * limited as if it hit one.
 */
describe('limits across three instances on one PostgreSQL', () => {
  let apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
  });

  const startThree = async (env: Record<string, string>) => {
    const url = await databases.create();
    for (let index = 0; index < 3; index++) {
      apps.push((await createTestApp({ env: { DATABASE_URL: url, ...env } })).app);
    }
    // One token for all: the instances share CSRF_SECRET, as a deployment must.
    return xsrfPair(apps[0] as FastifyInstance);
  };

  it('limits one client spread over the instances as if it hit one', async () => {
    const pair = await startThree({ RATE_LIMIT_PER_MINUTE: '4' });
    const answers = [];
    for (let index = 0; index < 12; index++) {
      const app = apps[index % 3] as FastifyInstance;
      answers.push(
        await send(app, pair, validSubmission(`flood${String(index)}@example.com`), {}, '198.51.100.9'),
      );
    }
    const expected = Array.from({ length: 12 }, (_, index) => (index < 4 ? 200 : 429));
    expect(answers.map((answer) => answer.statusCode)).toEqual(expected);
    expect(answers.at(-1)?.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(answers.at(-1)?.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect(
      (await send(apps[1] as FastifyInstance, pair, validSubmission(), {}, '198.51.100.10')).statusCode,
    ).toBe(200);
  });

  it('holds the intake ceiling for all instances together', async () => {
    const pair = await startThree({ LEAD_INTAKE_PER_MINUTE: '5' });
    const statuses = await Promise.all(
      Array.from({ length: 9 }, (_, index) =>
        send(
          apps[index % 3] as FastifyInstance,
          pair,
          validSubmission(`intake${String(index)}@example.com`),
          {},
          `203.0.113.${String(index + 1)}`,
        ).then((answer) => answer.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 503)).toHaveLength(4);
  });

  it('refuses a flood from 512 /64s of one /48 over two instances while another network gets 200 (decision 141)', async () => {
    const url = await databases.create();
    for (let index = 0; index < 2; index++) {
      apps.push((await createTestApp({ env: { DATABASE_URL: url, ...shippedLimits() } })).app);
    }
    const pair = await xsrfPair(apps[0] as FastifyInstance);
    const statuses = await flood(async (ip, index) => {
      const app = apps[index % 2] as FastifyInstance;
      return (await send(app, pair, validSubmission(`flood${String(index)}@example.com`), {}, ip)).statusCode;
    });
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBe(Number(shippedLimits()['RATE_LIMIT_IPV6_48_PER_MINUTE']));
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - accepted);
    for (const [index, ip] of OTHER_VISITORS.entries()) {
      expect(
        (await send(apps[index % 2] as FastifyInstance, pair, validSubmission(), {}, ip)).statusCode,
      ).toBe(200);
    }
  }, 120_000);
});
