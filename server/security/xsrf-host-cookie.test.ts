import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_DEFINITION_PATH } from '../../src/forms/contract.ts';
import {
  createSiteApp,
  createTestApp,
  IT_FORM_ID,
  send,
  validSubmission,
} from '../../tests/support/test-app.ts';

const HOST_COOKIE = '__Host-XSRF-TOKEN';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

async function formGet() {
  return app.inject({ method: 'GET', url: `${FORM_DEFINITION_PATH}?id=${IT_FORM_ID}` });
}

describe('request-forgery cookie over HTTPS', () => {
  it('is __Host-XSRF-TOKEN: Secure, Path=/, no Domain, and the plain name is not set', async () => {
    ({ app } = await createTestApp({ env: { PUBLIC_URL: 'https://www.example.test' } }));
    const response = await formGet();
    const cookie = response.cookies.find((item) => item.name === HOST_COOKIE);
    expect(cookie).toMatchObject({ secure: true, path: '/', sameSite: 'Strict' });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.find((item) => item.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('is what the pages hand out too', async () => {
    app = await createSiteApp();
    const response = await app.inject({ method: 'GET', url: '/it/sostenibilita' });
    expect(response.cookies.map((item) => item.name)).toContain(HOST_COOKIE);
  });

  it('passes the check when sent back in the header; the plain name no longer does', async () => {
    ({ app } = await createTestApp({ env: { PUBLIC_URL: 'https://www.example.test' } }));
    const token = (await formGet()).cookies.find((item) => item.name === HOST_COOKIE)?.value ?? '';
    const cookie = (name: string) => `${name}=${encodeURIComponent(token)}`;

    const accepted = await send(app, { cookie: cookie(HOST_COOKIE), token }, validSubmission());
    expect(accepted.statusCode).toBe(200);

    const plain = await send(app, { cookie: cookie('XSRF-TOKEN'), token }, validSubmission());
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({ error: 'XSRF_TOKEN_INVALID' });
  });

  it('keeps the plain name over HTTP (a browser refuses a __Host- cookie that is not Secure)', async () => {
    ({ app } = await createTestApp());
    const names = (await formGet()).cookies.map((item) => item.name);
    expect(names).toContain('XSRF-TOKEN');
    expect(names).not.toContain(HOST_COOKIE);
  });
});
