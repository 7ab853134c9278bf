import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { v3FormErrors } from '../fixtures/hubspot/openapi-validator.ts';
import { V3_EVERY_FIELD_TYPE_ID, v3EveryFieldType, v3FixtureForms } from '../fixtures/hubspot/v3-forms.ts';
import { FAKE_PORTAL_ID, FAKE_TOKEN, IT_FORM_ID, startTestHubspot } from '../support/test-app.ts';
import { embeddedDefinitions, type FakeHubspot } from './fake-hubspot.ts';

describe('the fake HubSpot: one form on every forms API path', () => {
  let fake: FakeHubspot;
  beforeAll(async () => {
    fake = await startTestHubspot(new Map([...embeddedDefinitions(FAKE_PORTAL_ID), ...v3FixtureForms()]));
  });
  afterAll(async () => {
    await fake.close();
  });

  const get = async (path: string, token = FAKE_TOKEN) => {
    const response = await fetch(`${fake.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers a v2 form on the v2 path as it is kept', async () => {
    const { status, body } = await get(`/forms/v2/forms/${IT_FORM_ID}`);
    expect(status).toBe(200);
    expect(body).toEqual(embeddedDefinitions(FAKE_PORTAL_ID).get(IT_FORM_ID));
  });

  it.each(['/marketing/v3/forms', '/marketing/forms/2026-09-beta', '/marketing/forms/2026-03'])(
    "answers a v2 form on %s in HubSpot's v3 shape",
    async (base) => {
      const { status, body } = await get(`${base}/${IT_FORM_ID}`);
      expect(status).toBe(200);
      expect(v3FormErrors(body)).toEqual([]);
      expect(body).toMatchObject({
        id: IT_FORM_ID,
        displayOptions: { submitButtonText: 'Invia' },
        configuration: { language: 'it', recaptchaEnabled: false },
        legalConsentOptions: { type: 'explicit_consent_to_process' },
      });
    },
  );

  it('answers a v3 form on the v3 and date-based paths as it is kept, and on the v2 path as a v2 form', async () => {
    const path = `/marketing/v3/forms/${V3_EVERY_FIELD_TYPE_ID}`;
    expect((await get(path)).body).toEqual(v3EveryFieldType());
    expect((await get(`/marketing/forms/2026-09-beta/${V3_EVERY_FIELD_TYPE_ID}`)).body).toEqual(
      v3EveryFieldType(),
    );
    const v2 = await get(`/forms/v2/forms/${V3_EVERY_FIELD_TYPE_ID}`);
    expect(v2.status).toBe(200);
    expect(parseFormDefinition(v2.body).ok).toBe(true);
    expect(v2.body).toMatchObject({ guid: V3_EVERY_FIELD_TYPE_ID, submitText: 'Send request' });
  });

  it('logs which path each form call asked for', async () => {
    fake.reset();
    await get(`/marketing/forms/2026-09-beta/${IT_FORM_ID}`);
    await get(`/forms/v2/forms/${IT_FORM_ID}`);
    expect(fake.requests.map((request) => [request.endpoint, request.path])).toEqual([
      ['forms', `/marketing/forms/2026-09-beta/${IT_FORM_ID}`],
      ['forms', `/forms/v2/forms/${IT_FORM_ID}`],
    ]);
  });

  it('answers 404 for a form it does not have, a version that is not one, and 401 without the token', async () => {
    const missing = await get('/marketing/v3/forms/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 'error', category: 'OBJECT_NOT_FOUND' });
    expect((await get(`/marketing/forms/latest/${IT_FORM_ID}`)).status).toBe(404);
    expect((await get(`/marketing/v3/forms/${IT_FORM_ID}`, 'wrong')).status).toBe(401);
  });
});
