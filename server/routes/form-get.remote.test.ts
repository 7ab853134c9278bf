import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { embeddedDefinitions, type FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  createTestApp,
  FAKE_PORTAL_ID,
  FAKE_TOKEN,
  hubspotEnv,
  IT_FORM_ID,
  EN_FORM_ID,
  send,
  validSubmission,
  xsrfPair,
  startTestHubspot,
} from '../../tests/support/test-app.ts';

const url = (id: string) => `/open/hubspot/get?id=${id}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /open/hubspot/get with HubSpot credentials', () => {
  let fake: FakeHubspot;
  let app: FastifyInstance;

  beforeEach(async () => {
    fake = await startTestHubspot();
  });
  afterEach(async () => {
    await app.close();
    await fake.close();
  });

  const formCalls = () =>
    [...fake.calls.entries()].filter(([key]) => key.startsWith('forms')).reduce((sum, [, n]) => sum + n, 0);

  it('fetches the definition with the bearer token, and never shows the token or the portal id', async () => {
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const response = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    expect(response.statusCode).toBe(200);
    expect(fake.calls.get('forms 200')).toBe(1);
    expect(response.json()).toMatchObject({ guid: IT_FORM_ID, submitText: 'Invia' });
    const everything = JSON.stringify(response.headers) + response.body;
    expect(everything).not.toContain(FAKE_TOKEN);
    expect(everything).not.toContain(FAKE_PORTAL_ID);
  });

  it('serves from its cache: many requests, concurrent misses included, make one upstream call', async () => {
    fake.setMode({ kind: 'ok', latencyMs: 0 });
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: url(IT_FORM_ID) })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    expect(formCalls()).toBe(1);
  });

  it('after the TTL, serves the stale copy at once and refreshes it in the background', async () => {
    // HubSpot's answer would come after this test's own timeout: a request that waited for the
    // refresh would never be answered here, whatever the machine's speed.
    const patient = { FORM_CACHE_TTL_MS: '50', HUBSPOT_TIMEOUT_MS: '600000', OUTBOX_LEASE_MS: '600001' };
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url, patient) }));
    await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    await sleep(80);
    fake.setMode({ kind: 'hang' });
    const stale = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    expect(stale.statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(fake.calls.get('forms hang')).toBe(1);
    });
  });

  it('keeps serving the last good copy while HubSpot is down', async () => {
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url, { FORM_CACHE_TTL_MS: '20' }) }));
    const good = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    fake.setMode({ kind: 'error', status: 503 });
    for (let i = 0; i < 3; i++) {
      await sleep(30);
      const response = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(good.body);
    }
  });

  it('after a restart during an outage, serves the last good copy kept on disk', async () => {
    let dataDir: string;
    ({ app, dataDir } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const good = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    await vi.waitFor(() => {
      expect(existsSync(join(dataDir, 'forms', `${IT_FORM_ID}.json`))).toBe(true);
    });
    await app.close();
    fake.setMode({ kind: 'error' });
    ({ app } = await createTestApp({ env: { ...hubspotEnv(fake.url), DATA_DIR: dataDir } }));
    const afterRestart = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    expect(afterRestart.statusCode).toBe(200);
    expect(afterRestart.body).toBe(good.body);
    const pair = await xsrfPair(app);
    expect((await send(app, pair, validSubmission())).statusCode).toBe(200);
  });

  it('answers 503 FORM_UNAVAILABLE with Retry-After when HubSpot is down and there is no copy', async () => {
    fake.setMode({ kind: 'error' });
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const response = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toMatchObject({ error: 'FORM_UNAVAILABLE' });
  });

  it('answers 503 when HubSpot times out', async () => {
    fake.setMode({ kind: 'hang' });
    ({ app } = await createTestApp({
      env: hubspotEnv(fake.url, { HUBSPOT_TIMEOUT_MS: '100', OUTBOX_LEASE_MS: '1000' }),
    }));
    const response = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    expect(response.statusCode).toBe(503);
  });

  it('treats an answer that is not a valid definition as HubSpot being down', async () => {
    fake.setMode({ kind: 'ok' });
    const forms = new Map([[IT_FORM_ID, { guid: IT_FORM_ID, formFieldGroups: 'nope' }]]);
    await fake.close();
    fake = await startTestHubspot(forms);
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const response = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    expect(response.statusCode).toBe(503);
  });

  it('answers 503 (not the provider 401) when our token is refused', async () => {
    ({ app } = await createTestApp({
      env: { ...hubspotEnv(fake.url), HUBSPOT_ACCESS_TOKEN: 'wrong-token' },
    }));
    const response = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    expect(response.statusCode).toBe(503);
    expect(fake.calls.get('auth 401')).toBe(1);
  });

  it('answers 404 when HubSpot does not know the form', async () => {
    const forms = embeddedDefinitions(FAKE_PORTAL_ID);
    forms.delete(EN_FORM_ID);
    await fake.close();
    fake = await startTestHubspot(forms);
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const response = await app.inject({ method: 'GET', url: url(EN_FORM_ID) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'FORM_NOT_FOUND' });
  });

  it('never asks HubSpot about forms the site does not use', async () => {
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const response = await app.inject({ method: 'GET', url: url('00000000-0000-4000-8000-000000000000') });
    expect(response.statusCode).toBe(404);
    expect(formCalls()).toBe(0);
  });

  it('refuses to serve a definition that quotes the portal id', async () => {
    const forms = embeddedDefinitions(FAKE_PORTAL_ID);
    const leaky = { ...forms.get(IT_FORM_ID), submitText: FAKE_PORTAL_ID };
    forms.set(IT_FORM_ID, leaky);
    await fake.close();
    fake = await startTestHubspot(forms);
    ({ app } = await createTestApp({ env: hubspotEnv(fake.url) }));
    const response = await app.inject({ method: 'GET', url: url(IT_FORM_ID) });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain(FAKE_PORTAL_ID);
  });
});
