import type { LookupFunction } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakeHubspot, type FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  createTestApp,
  FAKE_PORTAL_ID,
  FAKE_TOKEN,
  IT_FORM_ID,
  send,
  validSubmission,
  xsrfPair,
} from '../../tests/support/test-app.ts';
import { FORM_DEFINITION_PATH } from '../../src/forms/contract.ts';

const EU_HOSTS = ['api-eu1.hubapi.com', 'api-eu1.hsforms.com'];

/** Every host name resolves to the fake, whatever the caller asked for. */
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/**
 * HUBSPOT_REGION=eu1 sends every call to HubSpot's EU hosts (decision 100). No host is
 * overridden: the app calls https://api-eu1.… as in production; the test's fetch resolves every
 * name to a local fake that serves HTTPS with a certificate made now for the EU host names and
 * trusted by this fetch alone. The fake logs the Host header and the TLS server name each call
 * asked for.
 */
describe('HUBSPOT_REGION=eu1', () => {
  let fake: FakeHubspot;
  let app: FastifyInstance;

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: EU_HOSTS[0] ?? '' }], {
      keyType: 'ec',
      extensions: [{ name: 'subjectAltName', altNames: EU_HOSTS.map((value) => ({ type: 2, value })) }],
    });
    fake = await startFakeHubspot({
      accessToken: FAKE_TOKEN,
      portalId: FAKE_PORTAL_ID,
      tls: { key: pems.private, cert: pems.cert },
    });
    const port = new URL(fake.url).port;
    const connect = buildConnector({ ca: pems.cert, lookup: toLoopback });
    const agent = new Agent({
      connect: (options, callback) => {
        connect({ ...options, port }, callback);
      },
    });
    const viaFake = ((input: string | URL, init?: RequestInit) =>
      undiciFetch(input, { ...(init as object), dispatcher: agent })) as unknown as typeof fetch;

    // A settings file that says eu1 (the repository's may say otherwise at launch).
    const raw = JSON.parse(readFileSync('site-settings.json', 'utf8')) as Record<string, unknown>;
    const settings = join(mkdtempSync(join(tmpdir(), 'region-')), 'site-settings.json');
    writeFileSync(
      settings,
      JSON.stringify({ ...raw, analytics: { hubspotPortalId: { sample: '1' }, hubspotRegion: 'eu1' } }),
    );
    ({ app } = await createTestApp({
      env: {
        SITE_SETTINGS_FILE: settings,
        HUBSPOT_REGION: 'eu1',
        HUBSPOT_ACCESS_TOKEN: FAKE_TOKEN,
        HUBSPOT_PORTAL_ID: FAKE_PORTAL_ID,
      },
      leads: { fetch: viaFake },
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('reads the form and delivers the lead through the EU hosts, by name', async () => {
    const form = await app.inject({ url: `${FORM_DEFINITION_PATH}?id=${IT_FORM_ID}` });
    expect(form.statusCode).toBe(200);
    expect(await send(app, await xsrfPair(app), validSubmission())).toHaveProperty('statusCode', 200);
    await vi.waitFor(() => {
      expect(fake.submissions).toHaveLength(1);
    });
    const asked = fake.requests.map(({ endpoint, host, servername }) => ({ endpoint, host, servername }));
    expect(asked).toContainEqual({
      endpoint: 'forms',
      host: 'api-eu1.hubapi.com',
      servername: 'api-eu1.hubapi.com',
    });
    expect(asked).toContainEqual({
      endpoint: 'submit',
      host: 'api-eu1.hsforms.com',
      servername: 'api-eu1.hsforms.com',
    });
    expect(asked.every(({ host }) => EU_HOSTS.includes(host))).toBe(true);
  });
});
