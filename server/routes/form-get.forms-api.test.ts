import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseFormDefinition, type FormDefinition } from '../../src/forms/definition.ts';
import { buildSubmission } from '../../src/forms/submission.ts';
import { embeddedDefinitions, type FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  V3_DEPENDENT_FIELDS_ID,
  V3_EVERY_FIELD_TYPE_ID,
  v3FixtureForms,
} from '../../tests/fixtures/hubspot/v3-forms.ts';
import {
  createTestApp,
  FAKE_PORTAL_ID,
  hubspotEnv,
  IT_FORM_ID,
  send,
  startTestHubspot,
  xsrfPair,
} from '../../tests/support/test-app.ts';

/**
 * The form GET and a lead's way to HubSpot with each HUBSPOT_FORMS_API (decision 098), against
 * the fake over HTTP: whichever API answers, the browser gets the one client shape.
 */
const FORM_IDS = [IT_FORM_ID, V3_EVERY_FIELD_TYPE_ID, V3_DEPENDENT_FIELDS_ID];

describe.each([
  ['v2', '/forms/v2/forms/'],
  ['v3', '/marketing/v3/forms/'],
  ['2026-09-beta', '/marketing/forms/2026-09-beta/'],
])('HUBSPOT_FORMS_API=%s', (formsApi, pathPrefix) => {
  let fake: FakeHubspot;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startTestHubspot(new Map([...embeddedDefinitions(FAKE_PORTAL_ID), ...v3FixtureForms()]));
    ({ app } = await createTestApp({
      env: hubspotEnv(fake.url, { HUBSPOT_FORMS_API: formsApi }),
      leads: { formIds: FORM_IDS },
    }));
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  afterEach(() => {
    fake.reset();
  });

  async function definitionOf(id: string): Promise<FormDefinition> {
    const response = await app.inject({ method: 'GET', url: `/open/hubspot/get?id=${id}` });
    expect(response.statusCode).toBe(200);
    const parsed = parseFormDefinition(response.json());
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.definition;
  }

  it(`asks ${pathPrefix} and answers a v2 contact form in the client shape`, async () => {
    const definition = await definitionOf(IT_FORM_ID);
    expect(fake.requests.map((request) => request.path)).toEqual([`${pathPrefix}${IT_FORM_ID}`]);
    expect(definition).toMatchObject({ guid: IT_FORM_ID, submitText: 'Invia' });
    expect(definition.formFieldGroups.flatMap((group) => group.fields.map((field) => field.name))).toContain(
      'email',
    );
    expect(definition.metaData.map((entry) => entry.name)).toEqual(['legalConsentOptions', 'lang']);
  });

  it('answers a v3 form in the client shape, without the portal id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/open/hubspot/get?id=${V3_EVERY_FIELD_TYPE_ID}`,
    });
    expect(response.body).not.toContain(FAKE_PORTAL_ID);
    const definition = await definitionOf(V3_EVERY_FIELD_TYPE_ID);
    const types = Object.fromEntries(
      definition.formFieldGroups.flatMap((group) =>
        group.fields.map((field) => [field.name, field.fieldType]),
      ),
    );
    expect(types).toMatchObject({
      email: 'email',
      phone: 'phonenumber',
      start_date: 'date',
      attachment: 'file',
    });
    expect(definition.submitText).toBe('Send request');
    expect(definition.metaData).toContainEqual({ name: 'lang', value: 'en' });
  });

  it('accepts a lead for a v3 form, with a shown dependent field, and delivers it', async () => {
    const definition = await definitionOf(V3_DEPENDENT_FIELDS_ID);
    const pair = await xsrfPair(app);
    const submission = buildSubmission(
      V3_DEPENDENT_FIELDS_ID,
      definition,
      {
        fields: {
          firstname: 'Jane',
          email: 'jane@studio.example',
          company_size: '1000+',
          employees_exact: '1200',
          budget: '300',
          budget_note: 'hidden: its condition does not hold',
        },
        consents: {},
      },
      { pageUri: 'https://www.example.com/en/contact', pageName: 'Contact' },
      Date.now(),
    );
    const response = await send(app, pair, submission);
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(fake.submissions.map((received) => received.formId)).toEqual([V3_DEPENDENT_FIELDS_ID]);
    });
    const fields = fake.submissions[0]?.body['fields'] as { name: string; value: string }[];
    expect(fields.map((field) => [field.name, field.value])).toEqual([
      ['firstname', 'Jane'],
      ['email', 'jane@studio.example'],
      ['company_size', '1000+'],
      ['employees_exact', '1200'],
      ['budget', '300'],
    ]);
  });
});
