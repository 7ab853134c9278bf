import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_BODY, ASSET_PATH, createStubDist } from '../../tests/support/stub-dist.ts';
import { createSiteApp } from '../../tests/support/test-app.ts';

const SECRET = 'HUBSPOT_ACCESS_TOKEN=pat-secret-do-not-serve';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = createStubDist();
  writeFileSync(join(dist, '.env'), SECRET);
  mkdirSync(join(dist, '.git'));
  writeFileSync(join(dist, '.git', 'config'), SECRET);
  writeFileSync(join(dist, '_astro', '.hidden'), SECRET);
  writeFileSync(join(dist, '_astro', '.hidden.js'), SECRET);
  const outside = mkdtempSync(join(tmpdir(), 'outside-dist-'));
  writeFileSync(join(outside, 'secret.txt'), SECRET);
  writeFileSync(join(outside, 'secret.js'), SECRET);
  mkdirSync(join(outside, 'dir'));
  writeFileSync(join(outside, 'dir', 'inner.js'), SECRET);
  symlinkSync(join(outside, 'secret.txt'), join(dist, 'leak.txt'));
  symlinkSync(join(outside, 'secret.js'), join(dist, '_astro', 'leak.js'));
  symlinkSync(join(outside, 'dir'), join(dist, 'linked-dir'));
  // A precompressed sibling that points out of the build.
  writeFileSync(join(dist, '_astro', 'plain.js'), 'ok');
  symlinkSync(join(outside, 'secret.js'), join(dist, '_astro', 'plain.js.br'));
  // A link that stays inside the build is fine.
  symlinkSync(join(dist, ASSET_PATH.slice(1)), join(dist, '_astro', 'alias.js'));
  app = await createSiteApp({ DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
});

describe('static files: only the build is served', () => {
  it.each(['/.env', '/.git/config', '/_astro/.hidden', '/_astro/.hidden.js', '/%2eenv'])(
    'a hidden file %s is 404 NOT_FOUND, never its content',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
      expect(res.body).not.toContain('pat-secret');
    },
  );

  it.each(['/leak.txt', '/_astro/leak.js', '/linked-dir/inner.js'])(
    'a symbolic link out of the build (%s) is 404 NOT_FOUND',
    async (url) => {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
      expect(res.body).not.toContain('pat-secret');
    },
  );

  it('does not serve a precompressed sibling that links out of the build', async () => {
    const res = await app.inject({ url: '/_astro/plain.js', headers: { 'accept-encoding': 'br' } });
    expect(res.body).not.toContain('pat-secret');
  });

  it('still serves a link that stays inside the build', async () => {
    const res = await app.inject({ url: '/_astro/alias.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(ASSET_BODY);
  });
});
