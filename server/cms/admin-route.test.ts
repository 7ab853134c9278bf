import { describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { listenLocally } from '../../tests/support/raw-socket.ts';
import { createStubDist } from '../../tests/support/stub-dist.ts';
import {
  createSiteApp,
  createTestApp,
  EDITOR_HOST,
  TEST_EDITOR_ORIGIN,
  TEST_PUBLIC_URL,
} from '../../tests/support/test-app.ts';
import { siteAppForTests } from '../../tests/support/site-app-for-tests.ts';

const app = siteAppForTests({
  CMS_GITHUB_CLIENT_ID: 'Iv1.id',
  CMS_GITHUB_CLIENT_SECRET: 'secret-0123456789',
});
const editor = (url: string) => app.inject({ url, headers: EDITOR_HOST });
const FROM_EDITOR = {
  ...EDITOR_HOST,
  'sec-fetch-site': 'same-origin',
  referer: `${TEST_EDITOR_ORIGIN}/admin/`,
};

const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);

describe('/admin on the editor origin', () => {
  it('serves the editor page, which loads the pinned bundle from /admin/ and its generated configuration', async () => {
    const res = await editor('/admin/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<script src="/admin/sveltia-cms.js"></script>');
    expect(res.body).toContain(
      '<link href="/admin/config.json" type="application/json" rel="cms-config-url">',
    );
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect((await editor('/admin')).headers['location']).toBe('/admin/');
  });

  it("points the editor's login at the editor origin, and its site link at the public one", async () => {
    const config = (await editor('/admin/config.json')).json<{
      backend: Record<string, string>;
      site_url: string;
    }>();
    expect(config.backend).toMatchObject({
      name: 'github',
      base_url: TEST_EDITOR_ORIGIN,
      auth_endpoint: 'cms/auth',
    });
    expect(config.site_url).toBe(TEST_PUBLIC_URL);
  });

  it.each(['/admin/', '/admin/config.json', '/admin/sveltia-cms.js', '/admin/missing.js', '/nothing'])(
    '%s is noindex, under the editor policy: this origin and GitHub API only',
    async (url) => {
      const res = await editor(url);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      const policy = csp(res);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain(
        "connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com;",
      );
      expect(policy).toContain("frame-ancestors 'none'");
      // The page preview's panes only: documents Sveltia writes on this origin (decision 156).
      expect(policy).toContain('frame-src blob:;');
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

describe('one server, two origins (decision 134)', () => {
  it.each([
    '/admin',
    '/admin/',
    '/admin/config.json',
    '/admin/sveltia-cms.js',
    '/cms/auth?provider=github',
    '/cms/callback?code=c&state=s',
    '//admin/',
    '/%61dmin/',
    '/admin/../admin/',
    '/it/../admin/',
    '/%63ms/auth?provider=github',
  ])('the public origin answers %s with a JSON 404, whoever asks', async (url) => {
    const res = await app.inject({
      url,
      headers: { 'sec-fetch-site': 'same-origin', referer: `${TEST_PUBLIC_URL}/` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    '/it/sostenibilita',
    '/en/',
    '/sitemap.xml',
    '/images/logo.svg',
    '/assets/config.json',
    '/healthz',
    '/open/hubspot/send',
  ])('the editor origin answers %s with a JSON 404 under its own policy', async (url) => {
    const res = await editor(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(csp(res)).toContain("default-src 'none'");
    expect(csp(res)).not.toContain("default-src 'self'");
  });

  it.each([
    ['//admin/', '/admin/'],
    ['/%61dmin/', '/admin/'],
    ['//cms/auth?provider=github', '/cms/auth?provider=github'],
  ])('the editor origin redirects the variant %s to %s, under its own policy', async (url, location) => {
    const res = await editor(url);
    expect(res.statusCode).toBe(301);
    expect(res.headers['location']).toBe(location);
    expect(csp(res)).toContain("default-src 'none'");
  });

  it('the editor origin leads / to the editor, and knows its host however it is cased', async () => {
    expect((await editor('/')).headers['location']).toBe('/admin/');
    expect((await app.inject({ url: '/admin/', headers: { host: 'EDIT.Example.Test' } })).statusCode).toBe(
      200,
    );
  });

  it('an address that cannot be decoded gets the editor policy on its origin, not the public one', async () => {
    const res = await editor('/%ZZ');
    expect(csp(res)).toContain("default-src 'none'");
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('the relay answers on the editor origin only', async () => {
    const res = await app.inject({ url: '/cms/auth?provider=github', headers: FROM_EDITOR });
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers['location'])).searchParams.get('redirect_uri')).toBe(
      `${TEST_EDITOR_ORIGIN}/cms/callback`,
    );
  });
});

describe('raw paths over HTTP, as a browser or a client may send them', () => {
  // app.inject() resolves dot segments itself; a socket carries them as written.
  const raw = async (path: string, host: string) => {
    const server = await createSiteApp();
    try {
      const port = await listenLocally(server);
      return await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, headers: res.headers });
        })
          .on('error', reject)
          .end();
      });
    } finally {
      await server.close();
    }
  };

  it.each([
    ['/admin/../admin/', '/admin/'],
    ['/admin/./config.json', '/admin/config.json'],
    ['/it/../admin/', '/admin/'],
  ])('the editor origin redirects %s to %s', async (path, location) => {
    const res = await raw(path, EDITOR_HOST.host);
    expect(res.status).toBe(301);
    expect(res.headers['location']).toBe(location);
    expect(csp(res)).toContain("default-src 'none'");
  });

  it.each(['/admin/../admin/', '/it/../admin/', '/x/..//%61dmin/config.json'])(
    'the public origin answers %s with 404',
    async (path) => {
      expect((await raw(path, 'www.example.test')).status).toBe(404);
    },
  );
});

describe('the editor login when the OAuth app is not configured', () => {
  it('answers 404 in JSON from the whole app', async () => {
    const bare = await createSiteApp();
    try {
      const res = await bare.inject({ url: '/cms/auth?provider=github', headers: FROM_EDITOR });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'CMS_LOGIN_NOT_CONFIGURED' });
    } finally {
      await bare.close();
    }
  });
});

describe('without an editor origin', () => {
  it('serves neither the editor nor its login anywhere', async () => {
    const { app: plain } = await createTestApp({
      serveSite: true,
      env: {
        PUBLIC_URL: 'https://www.example.test',
        CMS_GITHUB_CLIENT_ID: 'Iv1.id',
        CMS_GITHUB_CLIENT_SECRET: 's',
      },
    });
    try {
      for (const url of ['/admin/', '/cms/auth?provider=github'])
        expect((await plain.inject({ url, headers: FROM_EDITOR })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('a build without the editor (from before it)', () => {
  it('still serves the site, and /admin is not found', async () => {
    const dist = createStubDist();
    rmSync(join(dist, 'admin'), { recursive: true });
    const { app: old } = await createTestApp({
      serveSite: true,
      env: { DIST_DIR: dist, PUBLIC_URL: TEST_PUBLIC_URL, EDITOR_ORIGIN: TEST_EDITOR_ORIGIN },
    });
    try {
      expect((await old.inject({ url: '/it/sostenibilita' })).statusCode).toBe(200);
      expect((await old.inject({ url: '/admin/', headers: EDITOR_HOST })).statusCode).not.toBe(200);
    } finally {
      await old.close();
    }
  });
});
