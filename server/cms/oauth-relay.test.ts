import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieFrom } from '../../tests/support/test-app.ts';
import type { OAuthFetch } from './github-oauth.ts';
import { registerOAuthRelay } from './oauth-relay.ts';
import { createStateCookie } from './state-cookie.ts';

const SITE = 'https://www.example.test';
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
    publicUrl: SITE,
    state: createStateCookie('state-secret-state-secret-0123456789', {
      forceSecure: options.forceSecure ?? true,
    }),
    fetch: github.fetch,
  });
  return app;
}

/** Starts a login as the editor's popup does, returning GitHub's address and the state cookie. */
async function startLogin(app: FastifyInstance) {
  const res = await app.inject({ url: '/cms/auth?provider=github&site_id=www.example.test&scope=repo' });
  const location = new URL(String(res.headers['location']));
  const cookie = cookieFrom(res, '__Host-cms-oauth-state') ?? '';
  return { res, location, state: location.searchParams.get('state') ?? '', cookie };
}

const callback = (app: FastifyInstance, query: string, cookie?: string) =>
  app.inject({ url: `/cms/callback?${query}`, cookies: cookie ? { '__Host-cms-oauth-state': cookie } : {} });

describe('GET /cms/auth', () => {
  it("redirects to GitHub's authorize page with the client id, the callback, scope repo and a random state", async () => {
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
    });
    expect(first.state).toMatch(/^[\w-]{32}$/);
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
    // Signed: the value is the state and its signature, not the state alone.
    expect(cookie.startsWith(`${state}.`)).toBe(true);
  });

  it('drops Secure and the __Host- prefix on local plain http only', async () => {
    const app = await relay(undefined, { forceSecure: false });
    const res = await app.inject({ url: '/cms/auth?provider=github' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^cms-oauth-state=.*; HttpOnly; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('refuses another provider with a registry code', async () => {
    const res = await (await relay()).inject({ url: '/cms/auth?provider=gitlab' });
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
    const { state, cookie } = await startLogin(app);
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
        },
      },
    ]);
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
