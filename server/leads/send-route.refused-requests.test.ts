import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  cookieFrom,
  createTestApp,
  send,
  sendHeaders,
  validSubmission,
  xsrfPair,
} from '../../tests/support/test-app.ts';
import { closeAppAfterEach } from '../../tests/support/leads/send-route.ts';

const SEND = '/open/hubspot/send';

/**
 * Refusals before the submission itself is read: media type, size, JSON, forgery, rate and key.
 * The ones of the submission's content are in send-route.refused-submissions.test.ts, under the
 * same describe so each test keeps its full name.
 */
describe('POST /open/hubspot/send refusals, in order', () => {
  let app: FastifyInstance;
  closeAppAfterEach(() => app);

  it('415 UNSUPPORTED_MEDIA_TYPE for a body that is not JSON, before anything else', async () => {
    ({ app } = await createTestApp());
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: SEND,
        headers: { 'content-type': type },
        payload: 'formId=1',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    const untyped = await app.inject({ method: 'POST', url: SEND, payload: Buffer.from('{}') });
    expect(untyped.statusCode).toBe(415);
  });

  it('413 PAYLOAD_TOO_LARGE above 64 KiB', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const big = JSON.stringify({ ...validSubmission(), padding: 'x'.repeat(65 * 1024) });
    const response = await send(app, pair, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['broken JSON', '{"formId": '],
    ['an empty body', ''],
    ['a prototype-poisoning key', '{"__proto__": {"admin": true}}'],
  ])('400 MALFORMED_JSON for %s', async (_case, payload) => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const response = await send(app, pair, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'MALFORMED_JSON' });
  });

  it('403 XSRF_TOKEN_INVALID without the header, with a mismatch, or with an unsigned cookie', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const body = JSON.stringify(validSubmission());
    const attempts: Record<string, string>[] = [
      { 'content-type': 'application/json', cookie: pair.cookie },
      { 'content-type': 'application/json', 'x-xsrf-token': pair.token },
      sendHeaders(pair, { 'x-xsrf-token': `${pair.token}x` }),
      {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=forged.value',
        'x-xsrf-token': 'forged.value',
      },
    ];
    for (const headers of attempts) {
      const response = await app.inject({ method: 'POST', url: SEND, headers, payload: body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: 'XSRF_TOKEN_INVALID' });
    }
  });

  it('hands a page whose token went stale (a restart with a new secret) a fresh one that works', async () => {
    ({ app } = await createTestApp());
    const stale = { cookie: 'XSRF-TOKEN=signed.with-an-old-secret', token: 'signed.with-an-old-secret' };
    const refused = await send(app, stale, validSubmission());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'XSRF_TOKEN_INVALID' });
    const fresh = cookieFrom(refused, 'XSRF-TOKEN');
    expect(fresh).toMatch(/\S{20,}/);
    const again = await send(
      app,
      { cookie: `XSRF-TOKEN=${encodeURIComponent(fresh ?? '')}`, token: fresh ?? '' },
      validSubmission(),
    );
    expect(again.statusCode).toBe(200);
  });

  it('403 CROSS_SITE_REQUEST when the browser says the request is cross-site', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const response = await send(app, pair, validSubmission(), { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
    const sameOrigin = await send(app, pair, validSubmission(), { 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('429 RATE_LIMITED with Retry-After past 5 a minute per client IP; other IPs go on', async () => {
    ({ app } = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_HOUR: '20' } }));
    const pair = await xsrfPair(app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await send(app, pair, validSubmission(`p${String(i)}@example.com`), {}, '198.51.100.1')).statusCode,
      ).toBe(200);
    }
    const limited = await send(app, pair, validSubmission(), {}, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await send(app, pair, validSubmission(), {}, '198.51.100.2')).statusCode).toBe(200);
  });

  it('429 from the hourly window too (20 by default), with a Retry-After up to an hour', async () => {
    ({ app } = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_PER_HOUR: '3' } }));
    const pair = await xsrfPair(app);
    for (let i = 0; i < 3; i++) expect((await send(app, pair, validSubmission())).statusCode).toBe(200);
    const limited = await send(app, pair, validSubmission());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('takes the client IP from X-Forwarded-For only when the proxy is trusted', async () => {
    ({ app } = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/8' } }));
    const pair = await xsrfPair(app);
    const viaProxy = (client: string, proxy: string) =>
      send(app, pair, validSubmission(), { 'x-forwarded-for': client }, proxy);
    expect((await viaProxy('192.0.2.1', '10.0.0.5')).statusCode).toBe(200);
    expect((await viaProxy('192.0.2.2', '10.0.0.5')).statusCode).toBe(200);
    expect((await viaProxy('192.0.2.1', '10.0.0.5')).statusCode).toBe(429);
    // An untrusted peer cannot pick a fresh IP by sending the header.
    expect((await viaProxy('192.0.2.3', '203.0.113.9')).statusCode).toBe(200);
    expect((await viaProxy('192.0.2.4', '203.0.113.9')).statusCode).toBe(429);
  });

  it('400 INVALID_IDEMPOTENCY_KEY when the key is not a UUID', async () => {
    ({ app } = await createTestApp());
    const pair = await xsrfPair(app);
    const response = await send(app, pair, validSubmission(), { 'idempotency-key': 'retry-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'INVALID_IDEMPOTENCY_KEY' });
  });
});
