import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseFormDefinition, type FormDefinition } from '../../src/forms/definition.ts';
import { buildSubmission } from '../../src/forms/submission.ts';
import { embeddedDefinitions, type FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import { V3_SECOND_PASS_ID, v3FixtureForms } from '../../tests/fixtures/hubspot/v3-forms.ts';
import {
  createTestApp,
  FAKE_PORTAL_ID,
  hubspotEnv,
  send,
  startTestHubspot,
  xsrfPair,
} from '../../tests/support/test-app.ts';

/**
 * A lead of the v3 form decision 105 is about (tests/fixtures/hubspot/v3-second-pass.json, written
 * from HubSpot's OpenAPI description) through the send route and the worker to the fake: what the
 * server refuses and what HubSpot receives (decision 105).
 */
const fields = (extra: Record<string, string> = {}) => ({
  firstname: 'Jane',
  work_address: 'jane@studio.example',
  email_preference_note: 'weekly',
  city: 'Milano',
  '0-2/city': 'Torino',
  numemployees: '10.0',
  team_name: 'Impact',
  role: 'other',
  role_other: 'Sustainability lead',
  sustainability_scope: 'Scope 3 reporting',
  ...extra,
});

describe('POST /open/hubspot/send with a v3 form: types, objects, hidden and nested fields', () => {
  let fake: FakeHubspot;
  let app: FastifyInstance;
  let definition: FormDefinition;
  beforeAll(async () => {
    fake = await startTestHubspot(new Map([...embeddedDefinitions(FAKE_PORTAL_ID), ...v3FixtureForms()]));
    ({ app } = await createTestApp({
      env: hubspotEnv(fake.url),
      leads: { formIds: [V3_SECOND_PASS_ID] },
    }));
    const response = await app.inject({ method: 'GET', url: `/open/hubspot/get?id=${V3_SECOND_PASS_ID}` });
    const parsed = parseFormDefinition(response.json());
    if (!parsed.ok) throw new Error(parsed.error);
    definition = parsed.definition;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  afterEach(() => {
    fake.reset();
  });

  const post = async (values: Record<string, string>) =>
    send(
      app,
      await xsrfPair(app),
      buildSubmission(
        V3_SECOND_PASS_ID,
        definition,
        { fields: values, consents: {} },
        { pageUri: 'https://www.example.com/en/contact', pageName: 'Contact' },
        Date.now(),
      ),
    );

  it('delivers what HubSpot documents: each city with its object, nested dependents, submittedAt a string', async () => {
    const response = await post(fields());
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => {
      expect(fake.submissions.map((received) => received.formId)).toEqual([V3_SECOND_PASS_ID]);
    });
    const body = fake.submissions[0]?.body ?? {};
    expect(typeof body['submittedAt']).toBe('string');
    expect(body['fields']).toEqual([
      { objectTypeId: '0-1', name: 'firstname', value: 'Jane' },
      { objectTypeId: '0-1', name: 'work_address', value: 'jane@studio.example' },
      { objectTypeId: '0-1', name: 'email_preference_note', value: 'weekly' },
      { objectTypeId: '0-1', name: 'city', value: 'Milano' },
      { objectTypeId: '0-2', name: 'city', value: 'Torino' },
      { objectTypeId: '0-1', name: 'numemployees', value: '10.0' },
      { objectTypeId: '0-1', name: 'team_name', value: 'Impact' },
      { objectTypeId: '0-1', name: 'role', value: 'other' },
      { objectTypeId: '0-1', name: 'role_other', value: 'Sustainability lead' },
      { objectTypeId: '0-1', name: 'sustainability_scope', value: 'Scope 3 reporting' },
    ]);
  });

  it.each([
    [
      'an `email`-typed field holding no address',
      { work_address: 'not-an-address' },
      'work_address',
      'email',
    ],
    ['a blocked domain in it', { work_address: 'x@bad.com' }, 'work_address', 'email-blocked'],
    ['no company city', { '0-2/city': '' }, '0-2/city', 'required'],
    [
      'no answer to a nested dependent shown',
      { sustainability_scope: '' },
      'sustainability_scope',
      'required',
    ],
    ['a phone number shorter than the field allows', { phone: '1234567' }, 'phone', 'phone'],
  ])('refuses %s with VALIDATION_FAILED on that field', async (_what, change, field, code) => {
    const response = await post(fields(change));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', fields: { [field]: code } });
    expect(fake.submissions).toHaveLength(0);
  });

  it('refuses one field of one object sent twice, but not one name on two objects', async () => {
    const pair = await xsrfPair(app);
    const submission = buildSubmission(
      V3_SECOND_PASS_ID,
      definition,
      { fields: fields(), consents: {} },
      { pageUri: 'https://www.example.com/en/contact', pageName: 'Contact' },
      Date.now(),
    );
    const twice = {
      ...submission,
      form: {
        ...submission.form,
        fields: [...submission.form.fields, { objectTypeId: '0-2', name: 'city', value: 'Roma' }],
      },
    };
    const response = await send(app, pair, twice);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { '0-2/city': 'duplicate' },
    });
  });
});
