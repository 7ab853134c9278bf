import { describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createStubDist } from '../../tests/support/stub-dist.ts';
import { createSiteApp, createTestApp } from '../../tests/support/test-app.ts';
import { siteAppForTests } from '../../tests/support/site-app-for-tests.ts';

const app = siteAppForTests({
  CMS_GITHUB_CLIENT_ID: 'Iv1.id',
  CMS_GITHUB_CLIENT_SECRET: 'secret-0123456789',
});

const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);

describe('/admin', () => {
  it('serves the editor page, which loads the pinned bundle from /admin/ and its generated configuration', async () => {
    const res = await app.inject({ url: '/admin/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<script src="/admin/sveltia-cms.js"></script>');
    expect(res.body).toContain(
      '<link href="/admin/config.json" type="application/json" rel="cms-config-url">',
    );
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect((await app.inject({ url: '/admin' })).headers['location']).toBe('/admin/');
  });

  it("points the editor's login at this site's public origin", async () => {
    const config = (await app.inject({ url: '/admin/config.json' })).json<{
      backend: Record<string, string>;
    }>();
    expect(config.backend).toMatchObject({
      name: 'github',
      base_url: 'https://www.example.test',
      auth_endpoint: 'cms/auth',
    });
  });

  it.each(['/admin/', '/admin/config.json', '/admin/sveltia-cms.js', '/admin/missing.js'])(
    '%s is noindex, under the editor policy: this origin and GitHub API only',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      const policy = csp(res);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain(
        "connect-src 'self' data: https://api.github.com https://www.githubstatus.com;",
      );
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain('upgrade-insecure-requests');
      // Nothing of the public pages' providers.
      expect(policy).not.toMatch(/hubspot|vimeo|hs-/);
    },
  );

  it('leaves the public pages, their policy and the sitemap as they were', async () => {
    const page = await app.inject({ url: '/it/sostenibilita' });
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(csp(page)).not.toContain('api.github.com');
    expect(csp(page)).toContain("default-src 'self'");
    expect((await app.inject({ url: '/sitemap.xml' })).body).not.toContain('/admin');
  });
});

describe('the editor login when the OAuth app is not configured', () => {
  it('answers 404 in JSON from the whole app', async () => {
    const bare = await createSiteApp();
    try {
      const res = await bare.inject({ url: '/cms/auth?provider=github' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'CMS_LOGIN_NOT_CONFIGURED' });
      expect((await app.inject({ url: '/cms/auth?provider=github' })).statusCode).toBe(302);
    } finally {
      await bare.close();
    }
  });
});

describe('a build without the editor (from before it)', () => {
  it('still serves the site, and /admin is not found', async () => {
    const dist = createStubDist();
    rmSync(join(dist, 'admin'), { recursive: true });
    const { app: old } = await createTestApp({ serveSite: true, env: { DIST_DIR: dist } });
    try {
      expect((await old.inject({ url: '/it/sostenibilita' })).statusCode).toBe(200);
      expect((await old.inject({ url: '/admin/' })).statusCode).not.toBe(200);
    } finally {
      await old.close();
    }
  });
});
