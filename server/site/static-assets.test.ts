import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_BODY, ASSET_PATH } from '../test-support/fake-dist.ts';
import { makeTestApp } from '../test-support/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('static assets', () => {
  it('serve hashed assets precompressed and immutable', async () => {
    const res = await app.inject({ url: ASSET_PATH, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
  });

  it('fall back to the plain file without Accept-Encoding', async () => {
    const res = await app.inject({ url: ASSET_PATH });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(ASSET_BODY);
  });

  it('serve config.json as JSON with short caching', async () => {
    const res = await app.inject({ url: '/assets/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.json()).toMatchObject({ server: { protocol: 'http' } });
  });

  it('a missing asset redirects like any unknown path', async () => {
    const res = await app.inject({ url: '/_astro/missing.js' });
    expect(res.statusCode).toBe(302);
  });
});

describe('/healthz', () => {
  it('answers ok as JSON', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
