import { describe, expect, it } from 'vitest';
import { siteAppForTests } from '../tests/support/site-app-for-tests.ts';

// The production shape: the site is served too. Its static-file plugin used to leave the API routes
// with Fastify's own error bodies, which tests of the API alone (no site) could not see.
const app = siteAppForTests();

const send = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/open/hubspot/send',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('API errors with the site served', () => {
  it.each([
    ['malformed JSON', '{"formId": '],
    ['an empty body', ''],
  ])('%s answers the registry’s MALFORMED_JSON', async (_name, payload) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'MALFORMED_JSON', message: expect.any(String) as string });
  });

  it('a body over the limit answers PAYLOAD_TOO_LARGE', async () => {
    const res = await send(JSON.stringify({ formId: 'x', form: { note: 'x'.repeat(70_000) } }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) as string });
  });

  it.each([
    ['POST', '/open/hubspot/get', 'GET, HEAD'],
    ['GET', '/open/hubspot/send', 'POST'],
    ['DELETE', '/open/hubspot/send', 'POST'],
  ] as const)('%s %s answers METHOD_NOT_ALLOWED, naming what is allowed', async (method, url, allow) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toEqual({ error: 'METHOD_NOT_ALLOWED', message: expect.any(String) as string });
  });

  it('an unknown API path is NOT_FOUND, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: '/open/hubspot/nothing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: expect.any(String) as string });
    }
  });
});
