import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, IT_FORM_ID } from '../../tests/support/test-app.ts';
import { ASSET_PATH, createStubDist, STUB_INLINE_SCRIPT } from '../../tests/support/stub-dist.ts';
import { INLINE_SCRIPTS_FILE } from './inline-hashes.ts';
import { trackingCodeOrigins } from '../../src/config/hubspot-hosts.ts';
import { cspOrigins } from './csp-origins.ts';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  const urls = [
    '/it/sostenibilita',
    '/',
    '/no/such/page',
    `/open/hubspot/get?id=${IT_FORM_ID}`,
    '/open/nothing',
    '/healthz',
    '/readyz',
    ASSET_PATH,
  ];

  it.each(urls)('are on the answer to %s', async (url) => {
    ({ app } = await createTestApp({ serveSite: true }));
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('set a CSP that allows our inline scripts by hash, never unsafe-inline scripts or eval', async () => {
    ({ app } = await createTestApp({ serveSite: true }));
    const response = await app.inject({ method: 'GET', url: '/it/sostenibilita' });
    const csp = directives(String(response.headers['content-security-policy']));
    const hash = `'sha256-${createHash('sha256').update(STUB_INLINE_SCRIPT).digest('base64')}'`;
    expect(csp.get('script-src')).toContain(hash);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual([...cspOrigins(trackingCodeOrigins('eu1')).frame]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('allow only the scripts the build listed, never one a page holds besides them', async () => {
    // A content value that became a script (decision 133): the served page holds it, the CSP must not.
    const dist = createStubDist();
    const page = join(dist, 'it/sostenibilita/index.html');
    const injected = 'alert(document.domain)';
    writeFileSync(page, readFileSync(page, 'utf8').replace('</h1>', `</h1><script>${injected}</script>`));
    ({ app } = await createTestApp({ serveSite: true, env: { DIST_DIR: dist } }));
    const response = await app.inject({ method: 'GET', url: '/it/sostenibilita' });
    expect(response.body).toContain(injected);
    const csp = directives(String(response.headers['content-security-policy']));
    expect(csp.get('script-src')).not.toContain(
      `'sha256-${createHash('sha256').update(injected).digest('base64')}'`,
    );
  });

  it('refuse to start on a build without its list of inline scripts', async () => {
    const dist = createStubDist();
    rmSync(join(dist, INLINE_SCRIPTS_FILE));
    await expect(createTestApp({ serveSite: true, env: { DIST_DIR: dist } })).rejects.toThrow(
      /\.inline-scripts\.json is missing: build the site with npm run build/,
    );
  });

  it('add HSTS and upgrade-insecure-requests when the site is public over HTTPS', async () => {
    ({ app } = await createTestApp({ serveSite: true, env: { PUBLIC_URL: 'https://www.example.com' } }));
    const response = await app.inject({ method: 'GET', url: '/it/sostenibilita' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      directives(String(response.headers['content-security-policy'])).has('upgrade-insecure-requests'),
    ).toBe(true);
  });

  it('add HSTS for a request a trusted proxy says came over HTTPS', async () => {
    ({ app } = await createTestApp({ env: { TRUST_PROXY: 'loopback' } }));
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('pages', () => {
  let app: FastifyInstance;
  afterEach(async () => {
    await app.close();
  });

  it.each(['/', '/it/sostenibilita', '/en/medium-big-companies'])(
    'hand out the XSRF-TOKEN cookie on %s when the visitor has none',
    async (url) => {
      ({ app } = await createTestApp({ serveSite: true }));
      const first = await app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const cookie = first.cookies.find((item) => item.name === 'XSRF-TOKEN');
      expect(cookie).toMatchObject({ sameSite: 'Strict', path: '/' });
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const again = await app.inject({ method: 'GET', url, cookies: { 'XSRF-TOKEN': cookie?.value ?? '' } });
      expect(again.cookies.find((item) => item.name === 'XSRF-TOKEN')).toBeUndefined();
    },
  );
});
