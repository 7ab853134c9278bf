import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSqliteStore } from '../outbox/sqlite-store.ts';
import { createTestApp, send, validSubmission, xsrfPair } from '../../tests/support/test-app.ts';

/** A valid submission with one extra top-level key holding `depth` nested arrays. */
function nestedBody(depth: number): string {
  const body = JSON.stringify(validSubmission());
  return `${body.slice(0, -1)},"extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

describe('POST /open/hubspot/send with a deeply nested body (decision 088)', () => {
  let app: FastifyInstance;
  let dataDir: string;
  afterEach(async () => {
    await app.close();
  });

  const storedCount = async () => {
    const store = openSqliteStore(dataDir);
    try {
      return (await store.list({ limit: 10 })).length;
    } finally {
      store.close();
    }
  };

  it('answers 400 BODY_TOO_DEEP to a body nested 30,000 levels deep and stores nothing', async () => {
    ({ app, dataDir } = await createTestApp());
    const pair = await xsrfPair(app);
    const response = await send(app, pair, nestedBody(30_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'BODY_TOO_DEEP' });
    expect(await storedCount()).toBe(0);
  });

  it('refuses one level past the limit and accepts a body at it', async () => {
    ({ app, dataDir } = await createTestApp());
    const pair = await xsrfPair(app);
    // The body is level 1, so its extra key's arrays may nest 31 deep.
    const tooDeep = await send(app, pair, nestedBody(32));
    expect(tooDeep.json()).toMatchObject({ error: 'BODY_TOO_DEEP' });
    const atLimit = await send(app, pair, nestedBody(31));
    expect(atLimit.statusCode).toBe(200);
    expect(await storedCount()).toBe(1);
  });
});
