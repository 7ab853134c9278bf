import fastifyCookie, { Signer } from '@fastify/cookie';
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieFrom } from '../../tests/support/test-app.ts';
import type { OAuthFetch } from './github-oauth.ts';
import { registerOAuthRelay } from './oauth-relay.ts';
import { createStateCookie } from './state-cookie.ts';

const SITE = 'https://edit.example.test';
const PUBLIC_SITE = 'https://www.example.test';
const SECRET = 'state-secret-state-secret-0123456789';
/** What Chromium sends when the editor's page opens the login popup on its own origin. */
const FROM_EDITOR = { 'sec-fetch-site': 'same-origin', referer: `${SITE}/admin/` };
const CLIENT = { id: 'Iv1.client-id', secret: 'client-secret-0123456789' };
const TOKEN = 'gho_test-token-0123456789';

/** What the relay asked GitHub's token endpoint, and what the fake answered. */
interface FakeGithub {
  readonly calls: { url: string; body: Record<string, string> }[];
  readonly fetch: OAuthFetch;
}

function fakeGithub(answer: () => Promise<Response> | Response): FakeGithub {
  const calls: FakeGithub['calls'] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, body: JSON.parse(init.body as string) as Record<string, string> });
      return answer();
    },
  };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function relay(
  github: FakeGithub = fakeGithub(() => Response.json({ access_token: TOKEN })),
  options: { configured?: boolean; forceSecure?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  apps.push(app);
  await app.register(fastifyCookie);
  registerOAuthRelay(app, {
    client: options.configured === false ? undefined : CLIENT,
    editorOrigin: SITE,
    githubUrl: 'https://github.com',
    state: createStateCookie(SECRET, {
      forceSecure: options.forceSecure ?? true,
    }),
    fetch: github.fetch,
  });
  return app;
}

/** Starts a login as the editor's popup does, returning GitHub's address and the state cookie. */
async function startLogin(app: FastifyInstance) {
  const res = await app.inject({
    url: '/cms/auth?provider=github&site_id=www.example.test&scope=repo',
    headers: FROM_EDITOR,
  });
  const location = new URL(String(res.headers['location']));
  const cookie = cookieFrom(res, '__Host-cms-oauth-state') ?? '';
  return { res, location, state: location.searchParams.get('state') ?? '', cookie };
}

const callback = (app: FastifyInstance, query: string, cookie?: string) =>
  app.inject({ url: `/cms/callback?${query}`, cookies: cookie ? { '__Host-cms-oauth-state': cookie } : {} });

describe('GET /cms/auth', () => {
  it("redirects to GitHub's authorize page with the client id, the callback, scope repo, a random state and a PKCE challenge", async () => {
    const app = await relay();
    const first = await startLogin(app);
    const second = await startLogin(app);
    expect(first.res.statusCode).toBe(302);
    expect(`${first.location.origin}${first.location.pathname}`).toBe(
      'https://github.com/login/oauth/authorize',
    );
    expect(Object.fromEntries(first.location.searchParams)).toEqual({
      client_id: CLIENT.id,
      redirect_uri: `${SITE}/cms/callback`,
      scope: 'repo',
      state: first.state,
      code_challenge: expect.stringMatching(/^[\w-]{43}$/) as unknown,
      code_challenge_method: 'S256',
    });
    expect(first.state).toMatch(/^[\w-]{32}$/);
    expect(second.location.searchParams.get('code_challenge')).not.toBe(
      first.location.searchParams.get('code_challenge'),
    );
    expect(second.state).not.toBe(first.state);
  });

  it('keeps the state in a signed, HttpOnly, Secure, SameSite=Lax cookie', async () => {
    const { res, state, cookie } = await startLogin(await relay());
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-cms-oauth-state=/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=600/);
    // Signed: the state, its verifier and a signature; the verifier never leaves in the redirect.
    expect(cookie.startsWith(`${state}.`)).toBe(true);
    expect(cookie.split('.')).toHaveLength(3);
  });

  it.each([
    ['no Sec-Fetch-Site (not a browser asked by a page)', { referer: `${SITE}/admin/` }],
    ['a public page of the site', { 'sec-fetch-site': 'same-site', referer: `${PUBLIC_SITE}/it/` }],
    ['another site', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' }],
    ['another site with no referrer', { 'sec-fetch-site': 'cross-site' }],
    ['a navigation typed in (none)', { 'sec-fetch-site': 'none' }],
    [
      'a same-origin claim whose Origin is elsewhere',
      { 'sec-fetch-site': 'same-origin', origin: PUBLIC_SITE },
    ],
    [
      'a same-origin claim whose Referer is elsewhere',
      { 'sec-fetch-site': 'same-origin', referer: `${PUBLIC_SITE}/admin/` },
    ],
    ['a same-origin claim with neither', { 'sec-fetch-site': 'same-origin' }],
  ])('refuses to start a login asked by %s: 403, no cookie, no GitHub', async (_name, headers) => {
    const res = await (await relay()).inject({ url: '/cms/auth?provider=github', headers });
    expect(res.statusCode).toBe(403);
    expect(res.headers['location']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('CMS_LOGIN_NOT_FROM_EDITOR');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'sha256-/);
  });

  it('drops Secure and the __Host- prefix on local plain http only', async () => {
    const app = await relay(undefined, { forceSecure: false });
    const res = await app.inject({ url: '/cms/auth?provider=github', headers: FROM_EDITOR });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^cms-oauth-state=.*; HttpOnly; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('refuses another provider with a registry code', async () => {
    const res = await (await relay()).inject({ url: '/cms/auth?provider=gitlab', headers: FROM_EDITOR });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'CMS_UNSUPPORTED_PROVIDER' });
  });

  it('answers 404 in JSON when the OAuth app is not configured, at both addresses', async () => {
    const app = await relay(undefined, { configured: false });
    for (const url of ['/cms/auth?provider=github', '/cms/callback?code=x&state=y']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'CMS_LOGIN_NOT_CONFIGURED',
        message: expect.stringContaining('editor login is not configured') as unknown,
      });
    }
  });
});

describe('GET /cms/callback', () => {
  it('exchanges the code and hands the token to the editor window', async () => {
    const github = fakeGithub(() =>
      Response.json({ access_token: TOKEN, token_type: 'bearer', scope: 'repo' }),
    );
    const app = await relay(github);
    const { state, cookie, location } = await startLogin(app);
    const res = await callback(app, `code=the-code&state=${state}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(
      `authorization:github:success:{\\"token\\":\\"${TOKEN}\\",\\"provider\\":\\"github\\"}`,
    );
    expect(github.calls).toEqual([
      {
        url: 'https://github.com/login/oauth/access_token',
        body: {
          client_id: CLIENT.id,
          client_secret: CLIENT.secret,
          code: 'the-code',
          redirect_uri: `${SITE}/cms/callback`,
          code_verifier: expect.stringMatching(/^[\w-]{43}$/) as unknown,
        },
      },
    ]);
    // The verifier is the one whose S256 the authorize request carried (RFC 7636).
    const challenge = createHash('sha256')
      .update(github.calls[0]?.body['code_verifier'] ?? '')
      .digest('base64url');
    expect(challenge).toBe(location.searchParams.get('code_challenge'));
    // The state is spent: the same callback again is refused.
    expect(String(res.headers['set-cookie'])).toMatch(/^__Host-cms-oauth-state=;/);
  });

  it.each([
    ['a missing state', (state: string) => `code=c&state=${state.slice(0, 0)}`],
    ['a mismatched state', (state: string) => `code=c&state=${state.slice(1)}x`],
    ['no state parameter', () => 'code=c'],
  ])('refuses %s with 400 CMS_STATE_INVALID and never calls GitHub', async (_name, query) => {
    const github = fakeGithub(() => Response.json({ access_token: TOKEN }));
    const app = await relay(github);
    const { state, cookie } = await startLogin(app);
    const res = await callback(app, query(state), cookie);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('CMS_STATE_INVALID');
    expect(res.body).toContain('\\"errorCode\\":\\"CSRF_DETECTED\\"');
    expect(res.body).not.toContain(TOKEN);
    expect(github.calls).toEqual([]);
  });

  it('refuses a state without its cookie, and a cookie whose signature is not ours', async () => {
    const app = await relay();
    const { state, cookie } = await startLogin(app);
    expect((await callback(app, `code=c&state=${state}`)).statusCode).toBe(400);
    const forged = `${state}.${'A'.repeat(43)}`;
    expect(cookie).not.toBe(forged);
    expect((await callback(app, `code=c&state=${state}`, forged)).statusCode).toBe(400);
  });

  it("refuses a cookie signed with the server's secret itself, as the request-forgery cookie is", async () => {
    // The state's key is derived for this use alone: a value signed for another use is no state.
    const github = fakeGithub(() => Response.json({ access_token: TOKEN }));
    const app = await relay(github);
    const state = 'a'.repeat(32);
    const forged = new Signer(SECRET).sign(`${state}.${'v'.repeat(43)}`);
    const res = await callback(app, `code=c&state=${state}`, forged);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('CMS_STATE_INVALID');
    expect(github.calls).toEqual([]);
  });

  it('hands a GitHub App refresh token to the editor beside the token', async () => {
    const app = await relay(
      fakeGithub(() =>
        Response.json({ access_token: TOKEN, expires_in: 28800, refresh_token: 'ghr_refresh-0123' }),
      ),
    );
    const { state, cookie } = await startLogin(app);
    const res = await callback(app, `code=c&state=${state}`, cookie);
    expect(res.body).toContain(
      `authorization:github:success:{\\"token\\":\\"${TOKEN}\\",\\"refreshToken\\":\\"ghr_refresh-0123\\",\\"provider\\":\\"github\\"}`,
    );
  });

  it("answers GitHub's access_denied with 403 CMS_LOGIN_DENIED, told to the editor", async () => {
    const github = fakeGithub(() => Response.json({ access_token: TOKEN }));
    const app = await relay(github);
    const { state, cookie } = await startLogin(app);
    const res = await callback(app, `error=access_denied&error_description=denied&state=${state}`, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('authorization:github:error:');
    expect(res.body).toContain('CMS_LOGIN_DENIED');
    expect(github.calls).toEqual([]);
  });

  it.each([
    ['an error status', () => new Response('no', { status: 500 })],
    ['an error in a 200 answer', () => Response.json({ error: 'bad_verification_code' })],
    ['no token', () => Response.json({})],
    ['an answer that is not JSON', () => new Response('<html>')],
    [
      'no answer',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('answers 502 CMS_TOKEN_EXCHANGE_FAILED when the token endpoint gives %s', async (_name, answer) => {
    const app = await relay(fakeGithub(answer));
    const { state, cookie } = await startLogin(app);
    const res = await callback(app, `code=c&state=${state}`, cookie);
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('CMS_TOKEN_EXCHANGE_FAILED');
    expect(res.body).toContain('\\"errorCode\\":\\"TOKEN_REQUEST_FAILED\\"');
  });

  it('allows its one inline script by hash, nothing else, and keeps the opener', async () => {
    const app = await relay();
    const { state, cookie } = await startLogin(app);
    const res = await callback(app, `code=c&state=${state}`, cookie);
    expect(res.headers['content-security-policy']).toMatch(
      /^default-src 'none'; script-src 'sha256-[\w+/]+=*'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});

describe('POST /cms/auth (the refresh of a GitHub App token)', () => {
  const refresh = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/cms/auth',
      headers: { 'sec-fetch-site': 'same-origin', origin: SITE, ...headers },
      payload: payload as Record<string, unknown>,
    });
  const asked = { grant_type: 'refresh_token', client_id: CLIENT.id, refresh_token: 'ghr_old' };

  it('trades the refresh token for a new pair, adding the client secret, never cached', async () => {
    const github = fakeGithub(() => Response.json({ access_token: 'ghu_new', refresh_token: 'ghr_new' }));
    const res = await refresh(await relay(github), asked);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access_token: 'ghu_new', refresh_token: 'ghr_new' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(github.calls).toEqual([
      {
        url: 'https://github.com/login/oauth/access_token',
        body: {
          client_id: CLIENT.id,
          client_secret: CLIENT.secret,
          grant_type: 'refresh_token',
          refresh_token: 'ghr_old',
        },
      },
    ]);
  });

  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['the public pages', { 'sec-fetch-site': 'same-site', origin: PUBLIC_SITE }],
  ])('refuses a refresh asked by %s, and never calls GitHub', async (_name, headers) => {
    const github = fakeGithub(() => Response.json({ access_token: 'ghu_new' }));
    const res = await refresh(await relay(github), asked, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'CMS_LOGIN_NOT_FROM_EDITOR' });
    expect(github.calls).toEqual([]);
  });

  it.each([
    ['another grant', { ...asked, grant_type: 'authorization_code' }],
    ['another client', { ...asked, client_id: 'Iv1.other' }],
    ['no refresh token', { grant_type: 'refresh_token', client_id: CLIENT.id }],
    ['a refresh token too long to be one', { ...asked, refresh_token: 'r'.repeat(2000) }],
  ])('refuses %s with 400 CMS_REFRESH_INVALID', async (_name, payload) => {
    const github = fakeGithub(() => Response.json({ access_token: 'ghu_new' }));
    const res = await refresh(await relay(github), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'CMS_REFRESH_INVALID' });
    expect(github.calls).toEqual([]);
  });

  it('answers 502 CMS_TOKEN_EXCHANGE_FAILED when GitHub refuses the refresh token', async () => {
    const res = await refresh(
      await relay(fakeGithub(() => Response.json({ error: 'bad_refresh_token' }))),
      asked,
    );
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ error: 'CMS_TOKEN_EXCHANGE_FAILED' });
  });
});
