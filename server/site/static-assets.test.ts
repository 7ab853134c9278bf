import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ASSET_BODY,
  ASSET_PATH,
  SMALL_STYLESHEET_PATH,
  STYLESHEET_BODY,
  STYLESHEET_PATH,
} from '../../tests/support/stub-dist.ts';
import { siteAppForTests } from '../../tests/support/site-app-for-tests.ts';

const app = siteAppForTests();

describe('static assets', () => {
  // An SVG opened directly is a document of our origin (decision 133): it must run nothing.
  it('serve pictures with a sandboxed policy that runs nothing', async () => {
    const res = await app.inject({ url: '/images/logo.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(
      "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

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

  // The dialogs' stylesheets are fetched on demand (decision 038): a <link> needs text/css.
  it('serve on-demand stylesheets as CSS, precompressed and immutable', async () => {
    const res = await app.inject({
      url: STYLESHEET_PATH,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(STYLESHEET_BODY);

    const gzip = await app.inject({ url: STYLESHEET_PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(STYLESHEET_BODY);
  });

  it('serve a stylesheet too small to precompress as plain CSS', async () => {
    const res = await app.inject({ url: SMALL_STYLESHEET_PATH, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('.form-popup__frame{border:0}');
  });

  it('serve config.json as JSON with short caching', async () => {
    const res = await app.inject({ url: '/assets/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.json()).toMatchObject({ server: { protocol: 'http' } });
  });

  it('a missing asset is a 404, not a redirect to a page (a script request must not get HTML)', async () => {
    const res = await app.inject({ url: '/_astro/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('/healthz', () => {
  it('answers ok as JSON', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
