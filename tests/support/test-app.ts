import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppOverrides } from '../../server/app.ts';
import { loadEnv } from '../../server/env.ts';
import type { CreateLeadMetrics } from '../../server/metrics/lead-metrics.ts';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { parseFormDefinition, type FormDefinition } from '../../src/forms/definition.ts';
import {
  FORM_DEFINITION_PATH,
  SEND_PATH,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_HOST_COOKIE,
  type Submission,
} from '../../src/forms/contract.ts';
import { PROCESSING_CONSENT_KEY } from '../../src/forms/legal-consent.ts';
import { buildSubmission } from '../../src/forms/submission.ts';
import { createStubDist } from './stub-dist.ts';
import { startFakeHubspot, type FakeHubspot } from '../fake-hubspot/fake-hubspot.ts';
import { RATE_LIMITS_OFF } from './rate-limits-off.ts';

export const IT_FORM_ID = CONTACT_FORM_IDS.it;
export const EN_FORM_ID = CONTACT_FORM_IDS.en;
export const TEST_CSRF_SECRET = 'test-secret-test-secret-test-secret-0123';

const definitions = new Map<string, FormDefinition>();

export function embeddedDefinition(id: string): FormDefinition {
  const known = definitions.get(id);
  if (known) return known;
  const json: unknown = JSON.parse(
    readFileSync(new URL(`../../server/hubspot/embedded-forms/${id}.json`, import.meta.url), 'utf8'),
  );
  const parsed = parseFormDefinition(json);
  if (!parsed.ok) throw new Error(parsed.error);
  definitions.set(id, parsed.definition);
  return parsed.definition;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly dataDir: string;
}

/**
 * The real app on a fresh DATA_DIR and a stub build, with spam timing off and
 * no rate limit or intake ceiling unless a test sets them.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    serveSite?: boolean;
    leads?: AppOverrides;
    logger?: FastifyServerOptions['logger'];
    metrics?: CreateLeadMetrics;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leads-test-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    DIST_DIR: options.serveSite ? createStubDist() : join(dataDir, 'no-dist'),
    CSRF_SECRET: TEST_CSRF_SECRET,
    LOG_LEVEL: 'silent',
    SPAM_MIN_FILL_MS: '0',
    ...RATE_LIMITS_OFF,
    LEAD_INTAKE_PER_MINUTE: '0',
    ...options.env,
  });
  const app = await buildApp({
    env,
    logger: options.logger ?? false,
    serveSite: options.serveSite ?? false,
    ...(options.leads ? { leads: options.leads } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  return { app, dataDir };
}

/** The production shape: the real app serving the stub build at https://www.example.test. */
/** The public origin of createSiteApp, and the editor's beside it (decision 134). */
export const TEST_PUBLIC_URL = 'https://www.example.test';
export const TEST_EDITOR_ORIGIN = 'https://edit.example.test';
/** What a request to the editor's origin carries. */
export const EDITOR_HOST = { host: 'edit.example.test' } as const;

export async function createSiteApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const { app } = await createTestApp({
    serveSite: true,
    env: { PUBLIC_URL: TEST_PUBLIC_URL, EDITOR_ORIGIN: TEST_EDITOR_ORIGIN, ...env },
  });
  return app;
}

/** A complete, valid contact request for the Italian form, as the contact modal builds it. */
export function validSubmission(email = 'mario.rossi@example.com', formId: string = IT_FORM_ID): Submission {
  const definition = embeddedDefinition(formId);
  return buildSubmission(
    formId,
    definition,
    {
      fields: {
        firstname: 'Mario',
        lastname: 'Rossi',
        email,
        phone: '+390212345678',
        company: 'Alpina Energia',
        numemployees: '250-999',
        interest: 'sustainability;training',
        message: 'Vorremmo raccontare il nostro bilancio di sostenibilità.',
        lead_source: 'website-contact-modal',
      },
      consents: { [PROCESSING_CONSENT_KEY]: true, '11832452': false },
    },
    {
      hutk: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      pageUri: 'https://www.example.com/it/sostenibilita',
      pageName: 'Sostenibilità',
    },
    1_790_000_000_000,
  );
}

export interface XsrfPair {
  readonly cookie: string;
  readonly token: string;
}

export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  return response.cookies.find((cookie) => cookie.name === name)?.value;
}

/** Gets a request-forgery token the way the browser does (from the form GET), under either name. */
export async function xsrfPair(app: FastifyInstance): Promise<XsrfPair> {
  const response = await app.inject({ method: 'GET', url: `${FORM_DEFINITION_PATH}?id=${IT_FORM_ID}` });
  for (const name of [XSRF_HOST_COOKIE, XSRF_COOKIE]) {
    const token = cookieFrom(response, name);
    if (token) return { cookie: `${name}=${encodeURIComponent(token)}`, token };
  }
  throw new Error(`no ${XSRF_COOKIE} cookie`);
}

export function sendHeaders(pair: XsrfPair, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'content-type': 'application/json',
    cookie: pair.cookie,
    [XSRF_HEADER.toLowerCase()]: pair.token,
    ...extra,
  };
}

export async function send(
  app: FastifyInstance,
  pair: XsrfPair,
  body: unknown,
  extra: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: SEND_PATH,
    headers: sendHeaders(pair, extra),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const FAKE_TOKEN = 'pat-eu1-test-token-0123456789abcdef';
export const FAKE_PORTAL_ID = '24681357';

/** HubSpot-mode environment pointing at a fake HubSpot. */
export function hubspotEnv(fakeUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    HUBSPOT_ACCESS_TOKEN: FAKE_TOKEN,
    HUBSPOT_PORTAL_ID: FAKE_PORTAL_ID,
    HUBSPOT_API_URL: fakeUrl,
    HUBSPOT_SUBMIT_URL: fakeUrl,
    ...extra,
  };
}

/** The fake HubSpot with the test token and portal (the repository's forms unless given). */
export function startTestHubspot(forms?: ReadonlyMap<string, Record<string, unknown>>): Promise<FakeHubspot> {
  return startFakeHubspot({ accessToken: FAKE_TOKEN, portalId: FAKE_PORTAL_ID, ...(forms ? { forms } : {}) });
}
