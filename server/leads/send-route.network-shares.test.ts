import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { flood, OTHER_VISITORS, shippedLimits } from '../../tests/support/network-flood.ts';
import { createTestApp, send, validSubmission, xsrfPair } from '../../tests/support/test-app.ts';

/** Decision 141: one network takes at most a bounded share of the intake ceiling. */
describe('fair shares of the intake, in one process', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it('refuses a flood from 512 /64s of one /48 while a visitor from another network gets 200', async () => {
    ({ app } = await createTestApp({ env: shippedLimits() }));
    const pair = await xsrfPair(app);
    const statuses = await flood(async (ip, index) => {
      const answer = await send(app, pair, validSubmission(`flood${String(index)}@example.com`), {}, ip);
      return answer.statusCode;
    });
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBe(Number(shippedLimits()['RATE_LIMIT_IPV6_48_PER_MINUTE']));
    expect(statuses.filter((status) => status === 429)).toHaveLength(statuses.length - accepted);
    for (const ip of OTHER_VISITORS) {
      expect((await send(app, pair, validSubmission(), {}, ip)).statusCode).toBe(200);
    }
  });

  it.each([
    [
      'an IPv4 /24',
      'RATE_LIMIT_IPV4_24_PER_MINUTE',
      ['203.0.113.1', '203.0.113.2', '::ffff:203.0.113.3', '203.0.114.1'],
    ],
    [
      'an IPv6 /56',
      'RATE_LIMIT_IPV6_56_PER_MINUTE',
      ['2001:db8:c:100::1', '2001:db8:c:1ff::1', '2001:db8:c:1ab::1', '2001:db8:c:200::1'],
    ],
  ])('limits %s together, and keeps the next one apart', async (_network, name, addresses) => {
    ({ app } = await createTestApp({ env: { [name]: '2' } }));
    const pair = await xsrfPair(app);
    const statuses = [];
    for (const ip of addresses) statuses.push((await send(app, pair, validSubmission(), {}, ip)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 200]);
  });
});
